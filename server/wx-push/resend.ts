import type { Kysely } from 'kysely';
import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { notFound, refusedBy } from '../../engine/server/entity-context.js';
import { requireId } from '../../engine/server/request-checks.js';
import type { Db } from '../db/database.js';
import { audited } from '../audit/audited-write.js';
import { onlyKeys } from '../hospitals/hospital-inputs.js';
import { OUTBOX_PENDING } from '../messaging/outbox.js';
import { newObjectId } from '../../engine/server/object-id.js';
import { nowDateTime } from '../db/clock.js';

export const RESEND_MESSAGES = {
  pending: '该消息仍在等待发送，无需重发',
  done: '已重新加入发送队列',
} as const;

/**
 * POST /db/wx-msg-outbox/resend {id} (super admins; 重发 on the WeChat outbox): writes a new pending
 * outbox row (as messaging/outbox.ts writes them, with its id known here for the operation log) with the original's recipient, title, content, account and hospital, and answers
 * its id. The original stays as it was, so the outbox keeps every attempt. A message still
 * pending is refused: the gateway has not had it yet.
 */
export function resendHandler(db: Db): OperationHandler {
  const kysely = db as unknown as Kysely<any>;
  return async ({ entity, request, input }) => {
    const id = requireId(onlyKeys(input, ['id']).id);
    const newId = await kysely.transaction().execute(async (trx) => {
      const original = await trx
        .selectFrom('platform.msg_outbox')
        .select(['recipient', 'subject', 'content', 'state', 'acct_id', 'hosp_code'])
        .where('id', '=', id)
        .where('channel', '=', 'wechat')
        .executeTakeFirst();
      if (!original) throw notFound();
      if (original.state === OUTBOX_PENDING) throw refusedBy(RESEND_MESSAGES.pending);
      const newId = newObjectId();
      const now = nowDateTime();
      await audited(trx, request, { entity: entity.name, operation: 'resend', hospCode: original.hosp_code, keys: [newId] }, () =>
        trx
          .insertInto('platform.msg_outbox')
          .values({
            id: newId,
            channel: 'wechat',
            recipient: original.recipient,
            subject: original.subject,
            content: original.content,
            state: OUTBOX_PENDING,
            acct_id: original.acct_id,
            hosp_code: original.hosp_code,
            create_date_time: now,
            lstupd_date_time: now,
          })
          .execute(),
      );
      return newId;
    });
    return { data: { id: newId, resentFrom: id }, message: RESEND_MESSAGES.done };
  };
}
