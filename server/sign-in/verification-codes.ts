import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { newObjectId } from '../../engine/server/object-id.js';
import { badRequest, refused } from '../http/envelope.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { VerificationConfig } from './verification-config.js';

/** The answers of the verification calls (docs/messaging.md). */
export const VERIFY_MESSAGES = {
  phoneRequired: '请输入手机号',
  phonePattern: '请输入11位数字格式手机号',
  purpose: '不支持的验证码用途',
  tooSoon: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  phoneHourly: '该手机号获取验证码次数过多，请1小时后再试',
  addressHourly: '获取验证码次数过多，请1小时后再试',
  sent: '若该手机号已绑定账号，验证码已发送，请注意查收',
  codeRequired: '请输入验证码',
  codePattern: '请输入6位数字验证码',
  noCode: '请先获取验证码',
  spent: '验证码已失效，请重新获取',
  expired: '验证码已过期，请重新获取',
  wrong: (left: number) => `验证码错误，还可输入${left}次`,
  exhausted: '验证码错误次数过多，请重新获取',
  verified: '验证成功',
} as const;

/** What a code may be asked for; each purpose has its own codes. */
export const VERIFY_PURPOSES = ['forgotpass'] as const;
export type VerifyPurpose = (typeof VERIFY_PURPOSES)[number];

const HOUR_MS = 3600_000;
/** Rows older than this serve no limit any more and are dropped when a new code is asked. */
const KEEP_MS = 24 * HOUR_MS;

export function requirePhone(value: unknown): string {
  if (value === undefined || value === null || value === '') throw badRequest(VERIFY_MESSAGES.phoneRequired);
  if (typeof value !== 'string' || !/^1\d{10}$/.test(value)) throw badRequest(VERIFY_MESSAGES.phonePattern);
  return value;
}

export function requirePurpose(value: unknown): VerifyPurpose {
  if (value === undefined || value === null || value === '') return 'forgotpass';
  if (!VERIFY_PURPOSES.includes(value as VerifyPurpose)) throw badRequest(VERIFY_MESSAGES.purpose);
  return value as VerifyPurpose;
}

export function requireCode(value: unknown): string {
  if (value === undefined || value === null || value === '') throw badRequest(VERIFY_MESSAGES.codeRequired);
  if (typeof value !== 'string' || !/^\d{6}$/.test(value)) throw badRequest(VERIFY_MESSAGES.codePattern);
  return value;
}

export interface CodeRequest {
  cellPhone: string;
  purpose: VerifyPurpose;
  clientIp: string;
  /** The account the phone belongs to, or null: a code is made and counted either way, so answers do not tell. */
  acctId: string | null;
}

/**
 * Makes a code for a phone under the rate limits (one per interval and N per hour per phone, M per
 * hour per address), stores only its hash, and hands the clear code to `deliver` inside the same
 * transaction (the outbox row), so a code is stored only when its message is. Both limits are
 * counted under advisory locks: two requests at one moment cannot both slip under them.
 */
export async function issueCode(
  db: Kysely<any>,
  config: VerificationConfig,
  request: CodeRequest,
  deliver: (trx: Transaction<any>, code: string) => Promise<void>,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // Hashed before the transaction: PGlite's one connection is not held while argon2 works.
  const codeHash = await hashPassword(code);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`msg-verify-ip:${request.clientIp}`}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(hashtext(${`msg-verify-phone:${request.cellPhone}`}))`.execute(trx);
    await trx
      .deleteFrom('platform.msg_verify_code')
      .where('created_ms', '<', now - KEEP_MS)
      .execute();
    const phoneRows = await trx
      .selectFrom('platform.msg_verify_code')
      .select('created_ms')
      .where('cell_phone', '=', request.cellPhone)
      .where('created_ms', '>', now - HOUR_MS)
      .orderBy('created_ms', 'desc')
      .execute();
    const latest = phoneRows[0] ? Number(phoneRows[0].created_ms) : undefined;
    const wait = latest === undefined ? 0 : Math.ceil((latest + config.intervalSeconds * 1000 - now) / 1000);
    if (wait > 0) throw refused(VERIFY_MESSAGES.tooSoon(wait));
    if (phoneRows.length >= config.perPhonePerHour) throw refused(VERIFY_MESSAGES.phoneHourly);
    const fromAddress = await trx
      .selectFrom('platform.msg_verify_code')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('client_ip', '=', request.clientIp)
      .where('created_ms', '>', now - HOUR_MS)
      .executeTakeFirstOrThrow();
    if (Number(fromAddress.count) >= config.perAddressPerHour) throw refused(VERIFY_MESSAGES.addressHourly);
    await trx
      .insertInto('platform.msg_verify_code')
      .values({
        id: newObjectId(now),
        cell_phone: request.cellPhone,
        purpose: request.purpose,
        code_hash: codeHash,
        acct_id: request.acctId,
        client_ip: request.clientIp.slice(0, 64),
        created_ms: now,
        expires_ms: now + config.ttlSeconds * 1000,
      })
      .execute();
    if (request.acctId) await deliver(trx, code);
  });
}

/**
 * Checks an answer against the phone's latest code for the purpose. Each check spends one of the
 * code's attempts before argon2 runs, so parallel guesses cannot exceed them; the right answer
 * spends the code. Resolves with the account the code was made for; a phone without an account
 * never had its code sent, so it can only be answered wrongly.
 */
export async function checkCode(
  db: Kysely<any>,
  config: VerificationConfig,
  cellPhone: string,
  purpose: VerifyPurpose,
  code: string,
): Promise<string> {
  const row = await db
    .selectFrom('platform.msg_verify_code')
    .select(['id', 'code_hash', 'acct_id', 'expires_ms', 'attempts', 'used'])
    .where('cell_phone', '=', cellPhone)
    .where('purpose', '=', purpose)
    .orderBy('created_ms', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw refused(VERIFY_MESSAGES.noCode);
  if (row.used) throw refused(row.attempts >= config.maxAttempts ? VERIFY_MESSAGES.exhausted : VERIFY_MESSAGES.spent);
  // Expired when its time has come: a zero lifetime (tests) expires at once.
  if (Date.now() >= Number(row.expires_ms)) throw refused(VERIFY_MESSAGES.expired);
  const counted = await db
    .updateTable('platform.msg_verify_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('used', '=', false)
    .where('attempts', '<', config.maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) throw refused(VERIFY_MESSAGES.exhausted);
  const right = row.acct_id !== null && (await verifyPassword(row.code_hash, code));
  const left = config.maxAttempts - Number(counted.attempts);
  if (!right) {
    if (left <= 0) await db.updateTable('platform.msg_verify_code').set({ used: true }).where('id', '=', row.id).execute();
    throw refused(left <= 0 ? VERIFY_MESSAGES.exhausted : VERIFY_MESSAGES.wrong(left));
  }
  const spent = await db
    .updateTable('platform.msg_verify_code')
    .set({ used: true })
    .where('id', '=', row.id)
    .where('used', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (!spent) throw refused(VERIFY_MESSAGES.spent);
  return row.acct_id as string;
}
