import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { badRequest, ok, refused } from '../http/envelope.js';
import { noQuery } from '../http/route-schemas.js';
import { ACCT_STATE_ACTIVE } from '../auth/account-kinds.js';
import { audited } from '../audit/audited-write.js';
import { writeOutbox } from '../messaging/outbox.js';
import { clearGuard } from './login-guard.js';
import { OneTimeTokens, PASSWORD_TOKEN_SECONDS } from '../auth/one-time-tokens.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { PASSWORD_RULE_MESSAGES, isStrongPassword } from './password-rules.js';
import { checkCode, issueCode, requireCode, requirePhone, requirePurpose, VERIFY_MESSAGES } from './verification-codes.js';
import { verificationConfigFrom, type VerificationConfig } from './verification-config.js';
import { touchedRow } from '../db/row-version.js';
import { DocTag } from '../http/doc-tags.js';
import type { CodeCheck, CodeRequest, CodeSent, ResetRequest, ResetToken } from '../../contracts/forgot-password.js';

type Body = Record<string, unknown>;

export const RESET_MESSAGES = {
  tokenRequired: '重置凭证为必输项',
  tokenInvalid: '重置凭证无效或已过期，请重新获取验证码',
  done: '密码重置成功，请使用新密码登录',
} as const;

// `allowed` names the contract's fields: the checks below read each body as unknown values, by hand.
function bodyOf<T>(raw: unknown, allowed: (keyof T & string)[]): Body {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest('请求体必须为JSON对象');
  const body = raw as Body;
  const unknown = Object.keys(body).find((key) => !(allowed as string[]).includes(key));
  if (unknown) throw badRequest(`不支持的参数 ${unknown}`);
  return body;
}

/**
 * The fields each call takes: anything else is refused before the handler runs (不支持的参数 x). The
 * values are checked by the handlers, whose messages say what a phone, code or password must be.
 */
const bodyWith = (fields: Record<string, string>) => ({
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, { description }])),
});
const PHONE = '手机号（11位数字）';
const PURPOSE = '用途，固定为 forgotpass';
const msgVerifySchema = { body: bodyWith({ cellPhone: PHONE, purpose: PURPOSE }), querystring: noQuery };
const authenticateSchema = {
  body: bodyWith({ cellPhone: PHONE, verifyCode: '短信验证码（6位数字）', purpose: PURPOSE }),
  querystring: noQuery,
};
const resetSchema = {
  body: bodyWith({
    cellPhone: PHONE,
    token: '重置凭证（/api/authenticate 返回）',
    newPassWord: '新密码',
    newPassWordConfirm: '确认新密码',
  }),
  querystring: noQuery,
};

/** The active account a phone belongs to (a phone is unique among accounts), or undefined. */
async function activeAccountByPhone(db: Db, cellPhone: string) {
  return db
    .selectFrom('platform.acct')
    .select(['id', 'acct_no', 'pass_word_hash'])
    .where('cell_phone', '=', cellPhone)
    .where('state', '=', ACCT_STATE_ACTIVE)
    .executeTakeFirst();
}

/** Seed 000 section 5, in its order, without the old password (the reset compares with the stored one). */
function newPasswordProblem(newPassword: unknown, confirm: unknown): string | null {
  if (typeof newPassword !== 'string' || !newPassword) return PASSWORD_RULE_MESSAGES.newRequired;
  if (!isStrongPassword(newPassword)) return PASSWORD_RULE_MESSAGES.pattern;
  if (typeof confirm !== 'string' || !confirm) return PASSWORD_RULE_MESSAGES.confirmRequired;
  if (confirm !== newPassword) return PASSWORD_RULE_MESSAGES.mismatch;
  return null;
}

const smsText = (code: string, ttlSeconds: number) => `您的验证码是${code}，${Math.max(1, Math.ceil(ttlSeconds / 60))}分钟内有效`;

/**
 * Forgot password (seed 000 section 7; docs/messaging.md): an SMS code to the phone
 * (POST /api/msg-verify), the code for a one-time reset token (POST /api/authenticate), the token
 * and a new password (POST /api/forgotpass-reset). All public. Answers never tell whether a phone
 * has an account. Passwords travel as at login (in clear over HTTPS).
 */
export function registerForgotPasswordRoutes(app: FastifyInstance, db: Db, config: VerificationConfig = verificationConfigFrom()): void {
  // Bound to the account; in the database like the password-change tokens (any process may get the reset).
  const tokens = new OneTimeTokens(db);

  app.post(
    '/api/msg-verify',
    {
      schema: msgVerifySchema,
      config: {
        public: true,
        doc: {
          tag: DocTag.messages,
          summary: '发送短信验证码（找回密码；哈希保存，5 分钟有效，按手机号和地址限频；不透露手机号是否有账号）',
          body: { cellPhone: '13800000001', purpose: 'forgotpass' },
          response: { expireSeconds: 300, intervalSeconds: 60 },
        },
      },
    },
    async (request) => {
      const body = bodyOf<CodeRequest>(request.body, ['cellPhone', 'purpose']);
      const cellPhone = requirePhone(body.cellPhone);
      const purpose = requirePurpose(body.purpose);
      const account = await activeAccountByPhone(db, cellPhone);
      await issueCode(db, config, { cellPhone, purpose, clientIp: request.ip, acctId: account?.id ?? null }, async (trx, code) => {
        await writeOutbox(trx, [
          {
            channel: 'sms',
            recipient: cellPhone,
            subject: '找回密码验证码',
            content: smsText(code, config.ttlSeconds),
            acctId: account!.id,
          },
        ]);
      });
      return ok<CodeSent>({ expireSeconds: config.ttlSeconds, intervalSeconds: config.intervalSeconds }, VERIFY_MESSAGES.sent);
    },
  );

  app.post(
    '/api/authenticate',
    {
      schema: authenticateSchema,
      config: {
        public: true,
        doc: {
          tag: DocTag.messages,
          summary: '校验短信验证码，换取一次性重置凭证（5 次错误后作废）',
          body: { cellPhone: '13800000001', verifyCode: '123456', purpose: 'forgotpass' },
          response: { token: 'UKNu6oOZcy_LkzCiGCfH8s4p4fn3WbgC', expireSeconds: 300 },
        },
      },
    },
    async (request) => {
      const body = bodyOf<CodeCheck>(request.body, ['cellPhone', 'verifyCode', 'purpose']);
      const cellPhone = requirePhone(body.cellPhone);
      const code = requireCode(body.verifyCode);
      const purpose = requirePurpose(body.purpose);
      const acctId = await checkCode(db, config, cellPhone, purpose, code);
      return ok<ResetToken>({ token: await tokens.issue(acctId), expireSeconds: PASSWORD_TOKEN_SECONDS }, VERIFY_MESSAGES.verified);
    },
  );

  app.post(
    '/api/forgotpass-reset',
    {
      schema: resetSchema,
      config: {
        public: true,
        doc: {
          tag: DocTag.messages,
          summary: '用重置凭证设置新密码（规则同修改密码；结束该账号的全部会话）',
          body: {
            cellPhone: '13800000001',
            token: 'UKNu6oOZcy_LkzCiGCfH8s4p4fn3WbgC',
            newPassWord: 'New@2027x',
            newPassWordConfirm: 'New@2027x',
          },
          response: null,
        },
      },
    },
    async (request) => {
      const body = bodyOf<ResetRequest>(request.body, ['cellPhone', 'token', 'newPassWord', 'newPassWordConfirm']);
      const cellPhone = requirePhone(body.cellPhone);
      if (typeof body.token !== 'string' || !body.token) throw badRequest(RESET_MESSAGES.tokenRequired);
      if (body.token.length > 100) throw refused(RESET_MESSAGES.tokenInvalid);
      const problem = newPasswordProblem(body.newPassWord, body.newPassWordConfirm);
      if (problem) throw badRequest(problem);
      const newPassword = body.newPassWord as string;
      const account = await activeAccountByPhone(db, cellPhone);
      // Spent whatever follows: a token answers one reset attempt.
      if (!account || !(await tokens.consume(body.token, account.id))) throw refused(RESET_MESSAGES.tokenInvalid);
      if (await verifyPassword(account.pass_word_hash, newPassword)) {
        // Only the token's holder learns this; a fresh token lets them choose another password.
        throw badRequest(PASSWORD_RULE_MESSAGES.sameAsOld, { token: await tokens.issue(account.id) });
      }
      const passWordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        await audited(trx, request, { entity: 'acct', operation: 'forgotpassReset', keys: [account.id], written: ['passWord'] }, () =>
          trx
            .updateTable('platform.acct')
            .set({ pass_word_hash: passWordHash, ...touchedRow(nowDateTime()) })
            .where('id', '=', account.id)
            .execute(),
        );
        // Whoever held a session of this account (perhaps the reason for the reset) is out.
        await trx.updateTable('platform.session').set({ revoked: true }).where('acct_id', '=', account.id).execute();
      });
      // A login name locked by failed tries opens again with the new password.
      await clearGuard(db, cellPhone);
      if (account.acct_no) await clearGuard(db, account.acct_no);
      return ok(null, RESET_MESSAGES.done);
    },
  );
}
