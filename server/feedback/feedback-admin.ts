import type { Kysely } from 'kysely';
import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { notFound, refusedBy } from '../../engine/server/entity-context.js';
import { requireId } from '../../engine/server/request-checks.js';
import { dialogValues } from '../../engine/server/write-values.js';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { authOf } from '../auth/session-context.js';
import { audited } from '../audit/audited-write.js';
import { onlyKeys } from '../hospitals/hospital-inputs.js';
import { FEEDBACK_ANSWERED, FEEDBACK_CLOSED } from './feedback-status.js';
import { touchedRow } from '../db/row-version.js';

async function openFeedback(trx: Kysely<any>, table: string, id: string, closedMessage: string): Promise<void> {
  const row = await trx.selectFrom(`platform.${table}`).select('status').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  if (row.status === FEEDBACK_CLOSED) throw refusedBy(closedMessage);
}

/**
 * POST /db/hosp-feedback/reply {id, reply} (super admins; the 回复 row action): stores the reply,
 * the time and who answered, and marks the feedback answered (02). The `reply` dialog shows the
 * feedback's text read-only; only the reply is written. A closed feedback takes no reply.
 */
export function replyFeedbackHandler(db: Db): OperationHandler {
  const kysely = db as unknown as Kysely<any>;
  return async ({ entity, request, input }) => {
    const { values, extra } = dialogValues(entity, 'reply', input, ['id']);
    const id = requireId(extra.id);
    const replier = await kysely
      .selectFrom('platform.acct')
      .select('acct_name')
      .where('id', '=', authOf(request).acctId)
      .executeTakeFirst();
    await kysely.transaction().execute(async (trx) => {
      await openFeedback(trx, entity.table, id, '该反馈已关闭，不能回复');
      await audited(trx, request, { entity: entity.name, operation: 'update', keys: [id] }, () =>
        trx
          .updateTable(`platform.${entity.table}`)
          .set({
            reply: values.reply,
            reply_time: nowDateTime(),
            replier_name: replier?.acct_name ?? null,
            status: FEEDBACK_ANSWERED,
            ...touchedRow(nowDateTime()),
          })
          .where('id', '=', id)
          .execute(),
      );
    });
    return { data: null, message: '回复成功!' };
  };
}

/** POST /db/hosp-feedback/close {id} (super admins; the 关闭 row action): closes the feedback (03). */
export function closeFeedbackHandler(db: Db): OperationHandler {
  const kysely = db as unknown as Kysely<any>;
  return async ({ entity, request, input }) => {
    const id = requireId(onlyKeys(input, ['id']).id);
    await kysely.transaction().execute(async (trx) => {
      await openFeedback(trx, entity.table, id, '该反馈已关闭');
      await audited(trx, request, { entity: entity.name, operation: 'update', keys: [id] }, () =>
        trx
          .updateTable(`platform.${entity.table}`)
          .set({ status: FEEDBACK_CLOSED, ...touchedRow(nowDateTime()) })
          .where('id', '=', id)
          .execute(),
      );
    });
    return { data: null, message: '反馈已关闭' };
  };
}
