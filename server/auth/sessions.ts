import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import { cacheGeneration, cacheSession, cachedSession, forgetSession, type CachedSessionRow } from './session-cache.js';

export interface SessionRecord {
  tokenHash: string;
  acctId: string;
  kind: 'user' | 'admin';
  currentHospCode: string | null;
  idleSeconds: number;
}

/** The session's account as every request needs it (read in the same statement as the session). */
export interface SessionAccount {
  type: string;
  state: string;
}

export type SessionCheck =
  | { ok: true; session: SessionRecord; account: SessionAccount | null }
  | { ok: false; reason: 'missing' | 'idle' | 'expired' };

/**
 * How often a busy session's last-seen time is written: at most every 30 s (a quarter of the idle
 * limit when that is shorter), not once per request. Writing it per request cost a committed UPDATE
 * on every call, and all the calls of one user queued on that row's lock (issue 17).
 */
export function touchInterval(idleSeconds: number): number {
  return Math.min(30_000, (idleSeconds * 1000) / 4);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opaque 256-bit token; only its SHA-256 is stored, so a database leak yields no usable token. */
export async function createSession(
  db: Db,
  input: { acctId: string; kind: 'user' | 'admin'; idleSeconds: number; lifetimeSeconds: number; clientIp: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('platform.session')
    .values({
      token_hash: hashToken(token),
      acct_id: input.acctId,
      kind: input.kind,
      current_hosp_code: null,
      idle_seconds: input.idleSeconds,
      created_ms: now,
      last_seen_ms: now,
      expires_ms: now + input.lifetimeSeconds * 1000,
      client_ip: input.clientIp,
    })
    .execute();
  return token;
}

/** The session with its account's type and state, in one statement. */
async function readSession(db: Db, tokenHash: string): Promise<CachedSessionRow | undefined> {
  return db
    .selectFrom('platform.session as s')
    .leftJoin('platform.acct as a', 'a.id', 's.acct_id')
    .select([
      's.acct_id',
      's.kind',
      's.current_hosp_code',
      's.idle_seconds',
      's.last_seen_ms',
      's.expires_ms',
      's.revoked',
      'a.type as acct_type',
      'a.state as acct_state',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

// Reads of a session in flight, by token hash, with the cache generation they began in. The calls
// a page sends at once (a dashboard's panels, or 32 callers when the cached row has just expired)
// share one read instead of each sending its own. A call that comes after a write emptied the cache
// (a newer generation: a logout, a disabled account) does not join an older read: it reads again.
const reading = new Map<string, { generation: number; row: Promise<CachedSessionRow | undefined> }>();

function sharedRead(db: Db, tokenHash: string, generation: number): Promise<CachedSessionRow | undefined> {
  const inFlight = reading.get(tokenHash);
  if (inFlight && inFlight.generation === generation) return inFlight.row;
  const row = readSession(db, tokenHash).finally(() => {
    if (reading.get(tokenHash)?.row === row) reading.delete(tokenHash);
  });
  reading.set(tokenHash, { generation, row });
  return row;
}

/**
 * Finds a live session (with its account, in one statement, or from the last SESSION_CACHE_MS's
 * read: session-cache.ts) and records the activity at most every touchInterval; idle and expired
 * sessions are revoked on sight, judged on a fresh read. The stored last-seen time may lag the last
 * request by up to that interval, so a session counts as idle only past the limit plus the
 * interval: it never ends early, and at most that much late. Shared by every server process.
 */
export async function touchSession(db: Db, token: string): Promise<SessionCheck> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const cached = cachedSession(tokenHash, now);
  const readGeneration = cacheGeneration();
  const row = cached ?? (await sharedRead(db, tokenHash, readGeneration));
  if (!row || row.revoked) {
    forgetSession(tokenHash);
    return { ok: false, reason: 'missing' };
  }
  const interval = touchInterval(row.idle_seconds);
  const sinceSeen = now - Number(row.last_seen_ms);
  const idle = sinceSeen > row.idle_seconds * 1000 + interval;
  const expired = now > Number(row.expires_ms);
  if (idle || expired) {
    forgetSession(tokenHash);
    // Another process may have seen this session since our copy was read: decide on the row as stored.
    if (cached) return touchSession(db, token);
    await revokeSession(db, token);
    return { ok: false, reason: idle ? 'idle' : 'expired' };
  }
  if (sinceSeen >= interval) {
    // Marked before the write: the calls sharing this row (cached or read together) then see it
    // touched and send no UPDATE of their own to queue on the same row's lock.
    row.last_seen_ms = now;
    await db.updateTable('platform.session').set({ last_seen_ms: now }).where('token_hash', '=', tokenHash).execute();
  }
  cacheSession(tokenHash, row, readGeneration, now);
  return {
    ok: true,
    account: row.acct_type === null || row.acct_state === null ? null : { type: row.acct_type, state: row.acct_state },
    session: {
      tokenHash,
      acctId: row.acct_id,
      kind: row.kind,
      currentHospCode: row.current_hosp_code,
      idleSeconds: row.idle_seconds,
    },
  };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  forgetSession(hashToken(token));
  await db.updateTable('platform.session').set({ revoked: true }).where('token_hash', '=', hashToken(token)).execute();
}

export async function setSessionHospital(db: Db, tokenHash: string, hospCode: string): Promise<void> {
  await db.updateTable('platform.session').set({ current_hosp_code: hospCode }).where('token_hash', '=', tokenHash).execute();
}

/** Housekeeping: sessions past their lifetime or revoked a day ago are no use to anyone. */
export async function purgeDeadSessions(db: Db): Promise<void> {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  await db
    .deleteFrom('platform.session')
    .where((eb) => eb.or([eb('expires_ms', '<', Date.now()), eb.and([eb('revoked', '=', true), eb('last_seen_ms', '<', dayAgo)])]))
    .execute();
}
