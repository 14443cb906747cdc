import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import dayjs from 'dayjs';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { ApiError, ErrorCode } from '../http/envelope.js';
import type { AuthContext } from '../auth/session-context.js';
import { DISPLAY_KEY_PERMISSIONS, isDisplayKeyCall } from './display-key-calls.js';
import { displayKeyHash, isDisplayKeyShaped } from './display-key-material.js';
import { KeyGuessLimiter } from './key-guess-limiter.js';

/** The request header a wall display sends its key in (platform/api/http.ts). */
export const DISPLAY_KEY_HEADER = 'display-key';
/** Not an account type: what the operation log and the access path see for a display key's calls. */
export const DISPLAY_KEY_ACCT_TYPE = 'DK';
export const DISPLAY_KEY_ACTIVE = 'active';
export const DISPLAY_KEY_REVOKED = 'revoked';
/** "Last used" is written at most this often per key: a wall refreshing every minute is not a write per call. */
const LAST_USED_EVERY_MS = 5 * 60_000;

const TABLE = 'platform.display_key';
const limiter = new KeyGuessLimiter();

function headerOf(request: FastifyRequest): string | undefined {
  const value = request.headers[DISPLAY_KEY_HEADER];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length <= 100 ? text.trim() : undefined;
}

/**
 * The access of a request that carries a display key and no token: the key's hospital, for the
 * routes of display-key-calls.ts only. Null (the caller then answers as for no token) when there is
 * no key, the route is not one of those, or the key is unknown or revoked: a wrong key learns
 * nothing more than a wrong token. An address past its budget of wrong keys is answered 429.
 */
export async function displayKeyAuth(db: Db, request: FastifyRequest): Promise<AuthContext | null> {
  const key = headerOf(request);
  if (!key || !isDisplayKeyCall(request.method, request.routeOptions.url)) return null;
  const wait = limiter.waitSeconds(request.ip);
  if (wait > 0) throw new ApiError(ErrorCode.tooMany, `请求过于频繁，请${wait}秒后再试`, 429);
  const kysely = db as unknown as Kysely<any>;
  const row = isDisplayKeyShaped(key)
    ? await kysely
        .selectFrom(TABLE)
        .select(['id', 'hosp_code', 'state', 'last_used_time'])
        .where('key_hash', '=', displayKeyHash(key))
        .executeTakeFirst()
    : undefined;
  if (!row || row.state !== DISPLAY_KEY_ACTIVE) {
    limiter.recordFailure(request.ip);
    return null;
  }
  await stampUse(kysely, row.id, row.last_used_time, request.ip);
  return {
    token: '',
    // A display key has no session; this record only fills the shape (its hash matches no token).
    session: { tokenHash: '', acctId: row.id, kind: 'user', currentHospCode: row.hosp_code, idleSeconds: 0 },
    acctId: row.id,
    acctType: DISPLAY_KEY_ACCT_TYPE,
    isAdmin: false,
    displayKey: { id: row.id, hospCode: row.hosp_code, permissions: DISPLAY_KEY_PERMISSIONS },
  };
}

async function stampUse(kysely: Kysely<any>, id: string, lastUsed: unknown, address: string): Promise<void> {
  // Timestamps come back as local 'YYYY-MM-DD HH:mm:ss' text (server/db/database.ts).
  const last = lastUsed ? dayjs(String(lastUsed)).valueOf() : 0;
  if (Date.now() - last < LAST_USED_EVERY_MS) return;
  await kysely
    .updateTable(TABLE)
    .set({ last_used_time: nowDateTime(), last_used_address: address.slice(0, 64) })
    .where('id', '=', id)
    .execute();
}
