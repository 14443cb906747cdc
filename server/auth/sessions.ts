import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';

export interface SessionRecord {
  tokenHash: string;
  acctId: string;
  kind: 'user' | 'admin';
  currentHospCode: string | null;
  idleSeconds: number;
}

export type SessionCheck = { ok: true; session: SessionRecord } | { ok: false; reason: 'missing' | 'idle' | 'expired' };

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

/** Finds a live session and records the activity; idle and expired sessions are revoked on sight. */
export async function touchSession(db: Db, token: string): Promise<SessionCheck> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('platform.session')
    .select(['acct_id', 'kind', 'current_hosp_code', 'idle_seconds', 'last_seen_ms', 'expires_ms', 'revoked'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.revoked) return { ok: false, reason: 'missing' };
  const now = Date.now();
  const idle = now - Number(row.last_seen_ms) > row.idle_seconds * 1000;
  const expired = now > Number(row.expires_ms);
  if (idle || expired) {
    await revokeSession(db, token);
    return { ok: false, reason: idle ? 'idle' : 'expired' };
  }
  await db.updateTable('platform.session').set({ last_seen_ms: now }).where('token_hash', '=', tokenHash).execute();
  return {
    ok: true,
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
