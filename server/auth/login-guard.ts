import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** After this many failures for one login name, login needs the image captcha. */
export const CAPTCHA_AFTER_FAILURES = 5;
/** After this many failures within the window, the login name is locked for LOCK_MS. */
export const LOCK_AFTER_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;
export const CAPTCHA_TTL_SECONDS = 300;

export interface Attempt {
  /** This attempt's number within the window, counting itself. */
  number: number;
  lockedForSeconds: number;
}

function hashAnswer(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');
}

/** Login names are compared case-insensitively for counting, so case games do not reset the count. */
function key(loginName: string): string {
  return loginName.trim().toLowerCase().slice(0, 100);
}

/**
 * Counts the attempt before the password is checked, in one atomic statement, so tries sent at
 * the same moment cannot all slip under the captcha or lockout threshold. A locked name is not counted.
 */
export async function reserveAttempt(db: Db, loginName: string): Promise<Attempt> {
  const now = Date.now();
  const result = await sql<{ failed_count: number; locked_until_ms: number }>`
    INSERT INTO platform.login_guard AS g (login_name, failed_count, window_start_ms, locked_until_ms, captcha_hash, captcha_expires_ms)
    VALUES (${key(loginName)}, 1, ${now}, 0, NULL, 0)
    ON CONFLICT (login_name) DO UPDATE SET
      failed_count = CASE
        WHEN g.locked_until_ms > ${now} THEN g.failed_count
        WHEN ${now} - g.window_start_ms > ${WINDOW_MS} THEN 1
        ELSE g.failed_count + 1 END,
      window_start_ms = CASE
        WHEN g.locked_until_ms <= ${now} AND ${now} - g.window_start_ms > ${WINDOW_MS} THEN ${now}
        ELSE g.window_start_ms END
    RETURNING failed_count, locked_until_ms`.execute(db);
  const row = result.rows[0]!;
  return { number: row.failed_count, lockedForSeconds: Math.max(0, Math.ceil((Number(row.locked_until_ms) - now) / 1000)) };
}

/** Gives back an attempt that never reached the password check (captcha missing or wrong). */
export async function releaseAttempt(db: Db, loginName: string): Promise<void> {
  await db
    .updateTable('platform.login_guard')
    .set((eb) => ({ failed_count: sql<number>`GREATEST(${eb.ref('failed_count')} - 1, 0)` }))
    .where('login_name', '=', key(loginName))
    .execute();
}

export async function lockLoginName(db: Db, loginName: string): Promise<number> {
  await db.updateTable('platform.login_guard').set({ locked_until_ms: Date.now() + LOCK_MS }).where('login_name', '=', key(loginName)).execute();
  return LOCK_MS / 1000;
}

export async function clearGuard(db: Db, loginName: string): Promise<void> {
  await db.deleteFrom('platform.login_guard').where('login_name', '=', key(loginName)).execute();
}

export async function storeCaptcha(db: Db, loginName: string, answer: string): Promise<void> {
  const expires = Date.now() + CAPTCHA_TTL_SECONDS * 1000;
  await db
    .insertInto('platform.login_guard')
    .values({ login_name: key(loginName), failed_count: 0, window_start_ms: 0, locked_until_ms: 0, captcha_hash: hashAnswer(answer), captcha_expires_ms: expires })
    .onConflict((oc) => oc.column('login_name').doUpdateSet({ captcha_hash: hashAnswer(answer), captcha_expires_ms: expires }))
    .execute();
}

/**
 * A captcha answers one check only, right or wrong, so it cannot be brute-forced; the right
 * answer is taken in one conditional update, so two requests cannot both use it.
 */
export async function consumeCaptcha(db: Db, loginName: string, answer: string): Promise<boolean> {
  const taken = await db
    .updateTable('platform.login_guard')
    .set({ captcha_hash: null, captcha_expires_ms: 0 })
    .where('login_name', '=', key(loginName))
    .where('captcha_hash', '=', hashAnswer(answer))
    .where('captcha_expires_ms', '>', Date.now())
    .returning('login_name')
    .executeTakeFirst();
  if (taken) return true;
  await db.updateTable('platform.login_guard').set({ captcha_hash: null, captcha_expires_ms: 0 }).where('login_name', '=', key(loginName)).execute();
  return false;
}
