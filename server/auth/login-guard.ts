import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';

/** After this many failures for one login name, login needs the image captcha. */
export const CAPTCHA_AFTER_FAILURES = 5;
/** After this many failures within the window, the login name is locked for LOCK_MS. */
export const LOCK_AFTER_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;
export const CAPTCHA_TTL_SECONDS = 300;

export interface GuardState {
  failedCount: number;
  lockedForSeconds: number;
  captchaRequired: boolean;
}

function hashAnswer(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');
}

/** Login names are compared case-insensitively for counting, so case games do not reset the count. */
function key(loginName: string): string {
  return loginName.trim().toLowerCase().slice(0, 100);
}

export async function readGuard(db: Db, loginName: string): Promise<GuardState> {
  const row = await db.selectFrom('platform.login_guard').selectAll().where('login_name', '=', key(loginName)).executeTakeFirst();
  const now = Date.now();
  if (!row) return { failedCount: 0, lockedForSeconds: 0, captchaRequired: false };
  const inWindow = now - Number(row.window_start_ms) <= WINDOW_MS;
  const failedCount = inWindow ? row.failed_count : 0;
  const lockedForSeconds = Math.max(0, Math.ceil((Number(row.locked_until_ms) - now) / 1000));
  return { failedCount, lockedForSeconds, captchaRequired: failedCount >= CAPTCHA_AFTER_FAILURES };
}

export async function recordFailure(db: Db, loginName: string): Promise<GuardState> {
  const now = Date.now();
  const current = await readGuard(db, loginName);
  const failedCount = current.failedCount + 1;
  const lockedUntil = failedCount >= LOCK_AFTER_FAILURES ? now + LOCK_MS : 0;
  const windowStart = current.failedCount === 0 ? now : undefined;
  await db
    .insertInto('platform.login_guard')
    .values({ login_name: key(loginName), failed_count: failedCount, window_start_ms: now, locked_until_ms: lockedUntil, captcha_hash: null, captcha_expires_ms: 0 })
    .onConflict((oc) =>
      oc.column('login_name').doUpdateSet({
        failed_count: failedCount,
        locked_until_ms: lockedUntil,
        ...(windowStart !== undefined ? { window_start_ms: windowStart } : {}),
      }),
    )
    .execute();
  return { failedCount, lockedForSeconds: lockedUntil ? LOCK_MS / 1000 : 0, captchaRequired: failedCount >= CAPTCHA_AFTER_FAILURES };
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

/** A captcha answer is good for one check only, right or wrong, so it cannot be brute-forced. */
export async function consumeCaptcha(db: Db, loginName: string, answer: string): Promise<boolean> {
  const row = await db
    .selectFrom('platform.login_guard')
    .select(['captcha_hash', 'captcha_expires_ms'])
    .where('login_name', '=', key(loginName))
    .executeTakeFirst();
  await db.updateTable('platform.login_guard').set({ captcha_hash: null, captcha_expires_ms: 0 }).where('login_name', '=', key(loginName)).execute();
  if (!row?.captcha_hash || Number(row.captcha_expires_ms) < Date.now()) return false;
  return row.captcha_hash === hashAnswer(answer);
}
