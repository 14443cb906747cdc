import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** After this many failures for one account (or unknown login text), login needs the image captcha. */
export const CAPTCHA_AFTER_FAILURES = 5;
/**
 * After this many failures within the window the account is locked for LOCK_MS. A try refused for a
 * missing or wrong captcha counts too: otherwise a script that never answers the captcha would never lock.
 */
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

/**
 * What the guard counts against: the account a login text names (its account number in any case,
 * or its phone number), so typing the phone instead of the name, or changing case, counts toward
 * the same lock; a text naming no account is counted under itself, lower-cased, so unknown names
 * lock too and answer exactly like known ones.
 */
export async function guardKey(db: Db, loginName: string): Promise<string> {
  const text = loginName.trim();
  const account = await db
    .selectFrom('platform.acct')
    .select('id')
    .where((eb) => eb.or([eb(eb.fn('lower', ['acct_no']), '=', text.toLowerCase()), eb('cell_phone', '=', text)]))
    .orderBy('id')
    .executeTakeFirst();
  return account ? `acct:${account.id}` : `name:${text.toLowerCase()}`.slice(0, 100);
}

/**
 * Counts the attempt before the password is checked, in one atomic statement, so tries sent at
 * the same moment cannot all slip under the captcha or lockout threshold. A locked key is not counted.
 */
export async function reserveAttempt(db: Db, key: string): Promise<Attempt> {
  const now = Date.now();
  const result = await sql<{ failed_count: number; locked_until_ms: number }>`
    INSERT INTO platform.login_guard AS g (login_name, failed_count, window_start_ms, locked_until_ms, captcha_hash, captcha_expires_ms)
    VALUES (${key}, 1, ${now}, 0, NULL, 0)
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

export async function lockGuard(db: Db, key: string): Promise<number> {
  await db
    .updateTable('platform.login_guard')
    .set({ locked_until_ms: Date.now() + LOCK_MS })
    .where('login_name', '=', key)
    .execute();
  return LOCK_MS / 1000;
}

export async function clearGuard(db: Db, key: string): Promise<void> {
  await db.deleteFrom('platform.login_guard').where('login_name', '=', key).execute();
}

export async function storeCaptcha(db: Db, key: string, answer: string): Promise<void> {
  const expires = Date.now() + CAPTCHA_TTL_SECONDS * 1000;
  await db
    .insertInto('platform.login_guard')
    .values({
      login_name: key,
      failed_count: 0,
      window_start_ms: 0,
      locked_until_ms: 0,
      captcha_hash: hashAnswer(answer),
      captcha_expires_ms: expires,
    })
    .onConflict((oc) => oc.column('login_name').doUpdateSet({ captcha_hash: hashAnswer(answer), captcha_expires_ms: expires }))
    .execute();
}

/**
 * A captcha answers one check only, right or wrong, so it cannot be brute-forced; the right
 * answer is taken in one conditional update, so two requests cannot both use it.
 */
export async function consumeCaptcha(db: Db, key: string, answer: string): Promise<boolean> {
  const taken = await db
    .updateTable('platform.login_guard')
    .set({ captcha_hash: null, captcha_expires_ms: 0 })
    .where('login_name', '=', key)
    .where('captcha_hash', '=', hashAnswer(answer))
    .where('captcha_expires_ms', '>', Date.now())
    .returning('login_name')
    .executeTakeFirst();
  if (taken) return true;
  await db.updateTable('platform.login_guard').set({ captcha_hash: null, captcha_expires_ms: 0 }).where('login_name', '=', key).execute();
  return false;
}
