import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import { syncPlatformEntityTables } from '../entities/entity-tables.js';
import { newObjectId } from '../../engine/server/object-id.js';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/**
 * Demo subscriptions (schemas/comp-sub.json), so the subsystem dialog shows both answers: the
 * first hospital has the benefit centre until next year, the second the sharing centre with no
 * end, and the third's company had the benefit centre until last month (expired: 10003 has
 * neither). Only while the table is empty, so a second start adds nothing.
 */
export async function seedDemoSubscriptions(db: Db): Promise<void> {
  await syncPlatformEntityTables(db, entityCatalogue());
  const store = db as unknown as Kysely<any>;
  if (await store.selectFrom('platform.comp_sub').select('id').limit(1).executeTakeFirst()) return;
  const company3 = await store.selectFrom('platform.hosp').select('comp_id').where('hosp_code', '=', '10003').executeTakeFirst();
  const now = nowDateTime();
  const row = (values: Record<string, unknown>) => ({
    id: newObjectId(),
    comp_id: null,
    hosp_code: null,
    end_date: null,
    remark: null,
    create_date_time: now,
    lstupd_date_time: now,
    ...values,
  });
  const rows = [
    row({
      subscriber_type: 'hospital',
      hosp_code: '10001',
      sub_code: 'benefit',
      start_date: day(-90),
      end_date: day(365),
      remark: '年度订阅',
    }),
    row({ subscriber_type: 'hospital', hosp_code: '10002', sub_code: 'sharingCenter', start_date: day(-60), remark: '长期合作' }),
  ];
  if (company3?.comp_id) {
    rows.push(
      row({
        subscriber_type: 'company',
        comp_id: company3.comp_id,
        sub_code: 'benefit',
        start_date: day(-400),
        end_date: day(-30),
        remark: '试用期已结束',
      }),
    );
  }
  await store.insertInto('platform.comp_sub').values(rows).execute();
}
