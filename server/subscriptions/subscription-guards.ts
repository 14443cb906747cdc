import type { Kysely } from 'kysely';
import { refusedBy } from '../../engine/server/entity-context.js';
import type { WriteAttempt } from '../../engine/server/entity-extensions.js';

export const SUBSCRIPTION_MESSAGES = {
  unknownItem: '订阅项目不存在',
  unknownCompany: '公司不存在',
  unknownHospital: '医院不存在',
  endBeforeStart: '结束日期不能早于开始日期',
  itemInUse: '该订阅项目已有公司订阅，不能删除',
  codeInUse: '该订阅项目已有公司订阅，不能修改项目编码',
} as const;

interface SubscriptionRow {
  id: string;
  subscriberType: string | null;
  compId: string | null;
  hospCode: string | null;
  subCode: string | null;
  startDate: string | null;
  endDate: string | null;
}

/** The rows a write will leave: each touched row with the written values over it (one new row for add). */
async function rowsAfter(trx: Kysely<any>, attempt: WriteAttempt): Promise<SubscriptionRow[]> {
  const values = attempt.values as Partial<SubscriptionRow>;
  if (attempt.operation === 'add')
    return [
      {
        id: attempt.ids[0] ?? '',
        subscriberType: null,
        compId: null,
        hospCode: null,
        subCode: null,
        startDate: null,
        endDate: null,
        ...values,
      },
    ];
  const rows = await trx
    .selectFrom('platform.comp_sub')
    .select(['id', 'subscriber_type', 'comp_id', 'hosp_code', 'sub_code', 'start_date', 'end_date'])
    .where('id', 'in', attempt.ids)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    subscriberType: row.subscriber_type,
    compId: row.comp_id,
    hospCode: row.hosp_code,
    subCode: row.sub_code,
    startDate: row.start_date,
    endDate: row.end_date,
    ...values,
  }));
}

/**
 * A subscription names a catalogue entry, a company or a hospital that exist, and does not end
 * before it starts (add, edit and the batch edit of the end date).
 */
export async function checkSubscription(attempt: WriteAttempt): Promise<void> {
  if (attempt.operation === 'delete') return;
  const trx = attempt.trx as Kysely<any>;
  for (const row of await rowsAfter(trx, attempt)) {
    if (row.subCode && !(await trx.selectFrom('platform.sub_item').select('id').where('sub_code', '=', row.subCode).executeTakeFirst())) {
      throw refusedBy(SUBSCRIPTION_MESSAGES.unknownItem);
    }
    if (
      row.subscriberType === 'company' &&
      row.compId &&
      !(await trx.selectFrom('platform.company').select('id').where('id', '=', row.compId).executeTakeFirst())
    ) {
      throw refusedBy(SUBSCRIPTION_MESSAGES.unknownCompany);
    }
    if (
      row.subscriberType === 'hospital' &&
      row.hospCode &&
      !(await trx.selectFrom('platform.hosp').select('id').where('hosp_code', '=', row.hospCode).executeTakeFirst())
    ) {
      throw refusedBy(SUBSCRIPTION_MESSAGES.unknownHospital);
    }
    if (row.startDate && row.endDate && row.endDate < row.startDate) throw refusedBy(SUBSCRIPTION_MESSAGES.endBeforeStart);
  }
}

/** A catalogue entry others subscribe to keeps its code and is not deleted (a subscription names it by code). */
export async function checkCatalogueItem(attempt: WriteAttempt): Promise<void> {
  const trx = attempt.trx as Kysely<any>;
  if (attempt.operation === 'add' || attempt.ids.length === 0) return;
  const changesCode = typeof attempt.values.subCode === 'string';
  if (attempt.operation !== 'delete' && !changesCode) return;
  const items = await trx.selectFrom('platform.sub_item').select(['sub_code']).where('id', 'in', attempt.ids).execute();
  for (const item of items) {
    if (changesCode && item.sub_code === attempt.values.subCode) continue;
    const used = await trx.selectFrom('platform.comp_sub').select('id').where('sub_code', '=', item.sub_code).limit(1).executeTakeFirst();
    if (used) throw refusedBy(attempt.operation === 'delete' ? SUBSCRIPTION_MESSAGES.itemInUse : SUBSCRIPTION_MESSAGES.codeInUse);
  }
}
