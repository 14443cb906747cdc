import type { Db } from '../db/database.js';
import { hashToken } from '../auth/sessions.js';

/** The hospital (code) with this id, or undefined. */
export async function hospitalById(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('platform.hosp').select('hosp_code').where('id', '=', id).executeTakeFirst();
  return row?.hosp_code;
}

/** The account of a live session token (not revoked, idle or expired), without touching it. */
export async function liveSessionAccount(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('platform.session')
    .select(['acct_id', 'idle_seconds', 'last_seen_ms', 'expires_ms', 'revoked'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.revoked) return undefined;
  const now = Date.now();
  if (now - Number(row.last_seen_ms) > row.idle_seconds * 1000 || now > Number(row.expires_ms)) return undefined;
  return row.acct_id;
}
