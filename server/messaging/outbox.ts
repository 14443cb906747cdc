import type { Kysely } from 'kysely';
import { newObjectId } from '../../engine/server/object-id.js';
import { nowDateTime } from '../db/clock.js';

/** The gateways the outbox stands in for. */
export type OutboxChannel = 'sms' | 'wechat';

/** One message as a gateway would take it. */
export interface OutboxMessage {
  channel: OutboxChannel;
  /** A phone number (SMS) or the account's login name (WeChat: no open id is kept here). */
  recipient: string;
  /** The template's name (SMS) or the message title (WeChat). */
  subject: string;
  content: string;
  acctId?: string | null;
  hospCode?: string | null;
}

/** Rows are written `pending`: no gateway sends them here; a real one would pick them up and mark them. */
export const OUTBOX_PENDING = 'pending';

/**
 * Writes messages to platform.msg_outbox (docs/messaging.md), on the caller's transaction when it
 * has one. One INSERT for the lot.
 */
export async function writeOutbox(db: Kysely<any>, messages: OutboxMessage[]): Promise<number> {
  if (messages.length === 0) return 0;
  const now = nowDateTime();
  await db
    .insertInto('platform.msg_outbox')
    .values(
      messages.map((message) => ({
        id: newObjectId(),
        channel: message.channel,
        recipient: message.recipient.slice(0, 100),
        subject: message.subject.slice(0, 200),
        content: message.content,
        state: OUTBOX_PENDING,
        acct_id: message.acctId ?? null,
        hosp_code: message.hospCode ?? null,
        create_date_time: now,
        lstupd_date_time: now,
      })),
    )
    .execute();
  return messages.length;
}
