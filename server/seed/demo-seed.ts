import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/tables.js';
import { nowDateTime } from '../db/clock.js';
import { hospSchema } from '../db/migrate.js';
import { hashPassword } from '../auth/passwords.js';
import { newObjectId, ROOT_PARENT_ID } from '../../engine/server/object-id.js';
import { dictionaryEntries } from './dictionary-entries.js';
import { ensureInitialisedHospital } from './seed-hospital.js';
import { standardInitData } from './standard-init-data.js';
import { seedDemoEquipment } from './equipment-demo-seed.js';
import { seedDemoSubscriptions } from './demo-subsystems.js';
import { seedDemoModels } from './demo-models.js';
import { seedDemoKnowledgePermissions } from './demo-knowledge-permissions.js';
import { seedDemoCompanies } from './demo-companies.js';
import { seedDemoWxInterfaces } from './demo-wx-interface.js';
import { seedDemoInventory } from './demo-inventory.js';
import { seedDemoDocuments } from './demo-documents.js';
import { seedDemoJobs } from './demo-jobs.js';
import { seedDemoNotices } from './demo-notices.js';
import { seedDemoAdminTools } from './demo-admin-tools.js';
import { syncPlatformEntityTables } from '../entities/entity-tables.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';

export const DEMO_PASSWORD = 'Demo@2026';
export const HEADER_TITLE = '医疗设备全生命周期管理平台';

export const demoHospitals = [
  { hospCode: '10001', hospName: '示范市第一人民医院', hospSimpleName: '市一院', province: '浙江省', city: '杭州市', district: '西湖区' },
  { hospCode: '10002', hospName: '示范市中心医院', hospSimpleName: '中心医院', province: '浙江省', city: '杭州市', district: '上城区' },
  { hospCode: '10003', hospName: '示范市妇幼保健院', hospSimpleName: '妇幼保健院', province: '浙江省', city: '宁波市', district: '海曙区' },
];

interface DemoAccount {
  acctNo: string;
  acctName: string;
  cellPhone: string;
  type: string;
  acctRoleType: string | null;
  /** hospCode -> role name in that hospital */
  bindings: Record<string, string>;
}

export const demoAccounts: DemoAccount[] = [
  { acctNo: 'admin', acctName: '平台管理员', cellPhone: '13800000000', type: '03', acctRoleType: null, bindings: {} },
  {
    acctNo: 'engineer',
    acctName: '张工程师',
    cellPhone: '13800000001',
    type: '01',
    acctRoleType: '01',
    bindings: { '10001': '维修工程师', '10002': '维修工程师' },
  },
  {
    acctNo: 'manager',
    acctName: '李科长',
    cellPhone: '13800000002',
    type: '01',
    acctRoleType: '02',
    bindings: { '10001': '设备科管理员' },
  },
  { acctNo: 'director', acctName: '王主任', cellPhone: '13800000003', type: '01', acctRoleType: '03', bindings: { '10003': '院领导' } },
];

const departmentTree: [string, string[]][] = [
  ['医学装备部', ['维修组', '计量组', '采购组']],
  ['临床科室', ['内科', '外科', '急诊科', '重症医学科']],
  ['医技科室', ['检验科', '放射科', '超声科']],
  ['行政后勤', ['院办', '财务科']],
];

async function insertAccount(
  db: Db | Transaction<Database>,
  account: Omit<DemoAccount, 'bindings'>,
  passWordHash: string,
): Promise<string> {
  const id = newObjectId();
  const now = nowDateTime();
  await db
    .insertInto('platform.acct')
    .values({
      id,
      type: account.type,
      acct_no: account.acctNo,
      acct_name: account.acctName,
      cell_phone: account.cellPhone,
      acct_role_type: account.acctRoleType,
      pass_word_hash: passWordHash,
      state: '1',
      avatar: null,
      email: null,
      remark: null,
      create_date_time: now,
      lstupd_date_time: now,
    })
    .execute();
  return id;
}

/** Returns the first leaf department (where demo users are placed); seeds the tree only once. */
async function seedDepartments(db: Db, hospCode: string): Promise<string> {
  const scoped = db.withSchema(hospSchema(hospCode));
  const now = nowDateTime();
  const existingLeaf = await scoped
    .selectFrom('dept')
    .select('id')
    .where('parent_id', '<>', ROOT_PARENT_ID)
    .orderBy('id')
    .executeTakeFirst();
  if (existingLeaf) return existingLeaf.id;
  let firstLeaf = '';
  for (const [sort, [name, children]] of departmentTree.entries()) {
    const parentId = newObjectId();
    await scoped
      .insertInto('dept')
      .values({ id: parentId, dept_name: name, parent_id: ROOT_PARENT_ID, sort, create_date_time: now, lstupd_date_time: now })
      .execute();
    for (const [childSort, child] of children.entries()) {
      const id = newObjectId();
      firstLeaf ||= id;
      await scoped
        .insertInto('dept')
        .values({ id, dept_name: child, parent_id: parentId, sort: childSort, create_date_time: now, lstupd_date_time: now })
        .execute();
    }
  }
  return firstLeaf;
}

async function seedReferenceData(db: Db): Promise<void> {
  if (await db.selectFrom('platform.dic').select('id').limit(1).executeTakeFirst()) return;
  const now = nowDateTime();
  const stamp = { create_date_time: now, lstupd_date_time: now };
  await db
    .insertInto('platform.dic')
    .values(
      dictionaryEntries.map(([type, val, description, description_en], index) => ({
        id: newObjectId(),
        type,
        val,
        description,
        description_en,
        sort: index + 1,
        ...stamp,
      })),
    )
    .execute();
  await db
    .insertInto('platform.param')
    .values([
      {
        id: newObjectId(),
        type: 'system_maintenance',
        sub_type: 'iMES_TYPE',
        val: HEADER_TITLE,
        description: '顶栏标题',
        hosp_code: null,
        ...stamp,
      },
      {
        id: newObjectId(),
        type: 'hosp_init_data',
        sub_type: 'standard',
        val: JSON.stringify(standardInitData()),
        description: '标准医院初始化数据',
        hosp_code: null,
        ...stamp,
      },
    ])
    .execute();
}

/**
 * Runs once, on a database without accounts. With the demo: reference data, three initialised
 * hospitals with departments, and the four demo logins. Without (DEMO_SEED=0): one super admin.
 * Every step skips what already exists and accounts come last, so a start interrupted while
 * seeding finishes the job on the next start instead of duplicating anything.
 */
export async function seedDatabase(
  db: Db,
  options: {
    demo: boolean;
    adminPassword: string | undefined /** false: the caller runs seedDemoEquipment itself (main.ts, once listening). */;
    resumeEquipment?: boolean;
  },
): Promise<'seeded' | 'skipped'> {
  const existing = await db.selectFrom('platform.acct').select('id').limit(1).executeTakeFirst();
  if (existing) {
    // Finishes (or adds, after the equipment migration) the demo's equipment; a no-op without the demo.
    if (options.demo && options.resumeEquipment !== false) await seedDemoEquipment(db);
    return 'skipped';
  }
  if (!options.demo) {
    if (!options.adminPassword) throw new Error('DEMO_SEED=0 时必须用 ADMIN_PASSWORD 指定超级管理员 admin 的初始密码');
    await insertAccount(db, demoAccounts[0]!, await hashPassword(options.adminPassword));
    return 'seeded';
  }
  // The platform's entity tables as the schemas describe them (row_version on platform.hosp) before a hospital's tables are created.
  await syncPlatformEntityTables(db, entityCatalogue());
  await seedReferenceData(db);
  const now = nowDateTime();
  const firstLeafDept: Record<string, string> = {};
  for (const [sortNum, hospital] of demoHospitals.entries()) {
    await ensureInitialisedHospital(db, hospital, sortNum);
    firstLeafDept[hospital.hospCode] = await seedDepartments(db, hospital.hospCode);
  }
  await seedDemoCompanies(db);
  await seedDemoDocuments(db);
  await seedDemoSubscriptions(db);
  await seedDemoModels(db);
  await seedDemoKnowledgePermissions(db);
  await seedDemoWxInterfaces(db);
  // Hashed one by one so each account has its own salt, and before the transaction holds the connection.
  const hashes = await Promise.all(demoAccounts.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction().execute(async (trx) => {
    for (const [index, account] of demoAccounts.entries()) {
      const acctId = await insertAccount(trx, account, hashes[index]!);
      for (const [hospCode, roleName] of Object.entries(account.bindings)) {
        const role = await trx
          .withSchema(hospSchema(hospCode))
          .selectFrom('role')
          .select('id')
          .where('role_name', '=', roleName)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('platform.hosp_user')
          .values({
            id: newObjectId(),
            acct_id: acctId,
            hosp_code: hospCode,
            hosp_dept_id: firstLeafDept[hospCode] ?? null,
            hosp_role_id: role.id,
            state: '01',
            create_date_time: now,
            lstupd_date_time: now,
          })
          .execute();
      }
    }
  });
  await seedDemoEquipment(db);
  await seedDemoInventory(db);
  await seedDemoJobs(db);
  await seedDemoNotices(db);
  await seedDemoAdminTools(db);
  return 'seeded';
}
