import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { ApiError, ErrorCode, ok, refused } from '../http/envelope.js';
import { noQuery } from '../http/route-schemas.js';
import { findAccountByLoginName } from '../accounts/account-store.js';
import { ACCT_STATE_ACTIVE, ACCT_TYPE_SUPER_ADMIN } from '../auth/account-kinds.js';
import { decoyPasswordHash, verifyPassword } from '../auth/passwords.js';
import {
  CAPTCHA_AFTER_FAILURES,
  LOCK_AFTER_FAILURES,
  clearGuard,
  consumeCaptcha,
  guardKey,
  lockGuard,
  reserveAttempt,
} from './login-guard.js';
import { createSession, revokeSession } from '../auth/sessions.js';
import { TOKEN_COOKIE, tokenFrom } from '../auth/session-context.js';
import { DocTag } from '../http/doc-tags.js';
import type { AdminLoginResult, LoginRequest, LoginResult } from '../../contracts/session.js';

const USER_TOKEN_DAYS = 30;

const loginBodySchema = {
  type: 'object',
  required: ['loginName', 'passWord'],
  additionalProperties: false,
  properties: {
    loginName: { type: 'string', minLength: 1, maxLength: 100 },
    passWord: { type: 'string', minLength: 1, maxLength: 200 },
    verifyCode: { type: 'string', maxLength: 16 },
  },
} as const;

function lockedError(seconds: number): ApiError {
  return new ApiError(ErrorCode.locked, `登录失败次数过多，请${Math.ceil(seconds / 60)}分钟后再试`, 200, { lockedForSeconds: seconds });
}

/**
 * Checks credentials under the per-account guard (login-guard.ts); returns the account and the
 * guard's key on success. Every refused try counts, a missing or wrong captcha included.
 */
async function authenticate(db: Db, body: LoginRequest) {
  const loginName = body.loginName.trim();
  const key = await guardKey(db, loginName);
  const attempt = await reserveAttempt(db, key);
  if (attempt.lockedForSeconds > 0) throw lockedError(attempt.lockedForSeconds);
  const lockNow = attempt.number >= LOCK_AFTER_FAILURES;
  if (attempt.number > CAPTCHA_AFTER_FAILURES) {
    const captchaOk = body.verifyCode ? await consumeCaptcha(db, key, body.verifyCode) : false;
    if (!captchaOk) {
      if (lockNow) throw lockedError(await lockGuard(db, key));
      const msg = body.verifyCode ? '图形验证码错误或已过期，请重新获取' : '请输入图形验证码';
      throw new ApiError(ErrorCode.captcha, msg, 200, { needVerify: true });
    }
  }
  const account = await findAccountByLoginName(db, loginName);
  const passwordOk = await verifyPassword(account?.passWordHash ?? (await decoyPasswordHash()), body.passWord);
  if (!account || !passwordOk) {
    if (lockNow) throw lockedError(await lockGuard(db, key));
    throw new ApiError(ErrorCode.badCredentials, '账号或密码错误', 200, { needVerify: attempt.number >= CAPTCHA_AFTER_FAILURES });
  }
  if (account.state !== ACCT_STATE_ACTIVE) throw refused('账号已停用，请联系管理员');
  return { account, key };
}

function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  // Readable by the console on purpose: it sends the token header and hands tk to subsystem windows.
  reply.setCookie(TOKEN_COOKIE, token, {
    path: '/',
    maxAge: maxAgeSeconds,
    sameSite: 'lax',
    httpOnly: false,
    secure: request.protocol === 'https',
  });
}

export function registerLoginRoutes(app: FastifyInstance, db: Db, config: ServerConfig, loginLimiter: onRequestHookHandler): void {
  app.post<{ Body: LoginRequest }>(
    '/api/login',
    {
      schema: { body: loginBodySchema, querystring: noQuery },
      config: {
        public: true,
        doc: {
          tag: DocTag.session,
          summary: '登录（账号或手机号 + 密码）',
          description: '设置 Cookie tk（30 天）。连续失败 5 次后需要 verifyCode（先调 /api/img-verify），10 次锁定 15 分钟（005）。',
          body: { loginName: 'engineer', passWord: 'Demo@2026' },
          response: { verifyResult: true, token: '0f6c4d2e9a1b4c7d8e3f5a6b7c8d9e0f', autoLogoutDelay: 180 },
        },
      },
      onRequest: loginLimiter,
    },
    async (request, reply) => {
      const { account, key } = await authenticate(db, request.body);
      await clearGuard(db, key);
      const lifetime = USER_TOKEN_DAYS * 24 * 3600;
      const token = await createSession(db, {
        acctId: account.id,
        kind: 'user',
        idleSeconds: config.autoLogoutDelay,
        lifetimeSeconds: lifetime,
        clientIp: request.ip,
      });
      setTokenCookie(request, reply, token, lifetime);
      return ok<LoginResult>({ verifyResult: true, token, autoLogoutDelay: config.autoLogoutDelay }, '登录成功');
    },
  );

  app.post<{ Body: LoginRequest }>(
    '/api/adminLogin',
    {
      schema: { body: loginBodySchema, querystring: noQuery },
      config: {
        public: true,
        doc: {
          tag: DocTag.session,
          summary: '管理后台登录（仅账号类型 03）',
          body: { loginName: 'admin', passWord: 'Demo@2026' },
          response: { verifyResult: true, token: '0f6c4d2e9a1b4c7d8e3f5a6b7c8d9e0f', autoLogoutDelay: 180, tokenExpireSeconds: 28800 },
        },
      },
      onRequest: loginLimiter,
    },
    async (request, reply) => {
      const { account, key } = await authenticate(db, request.body);
      if (account.type !== ACCT_TYPE_SUPER_ADMIN) {
        throw new ApiError(ErrorCode.forbidden, '该账号不是超级管理员，不能登录管理后台');
      }
      await clearGuard(db, key);
      const token = await createSession(db, {
        acctId: account.id,
        kind: 'admin',
        idleSeconds: config.autoLogoutDelay,
        lifetimeSeconds: config.adminTokenExpireSeconds,
        clientIp: request.ip,
      });
      setTokenCookie(request, reply, token, config.adminTokenExpireSeconds);
      return ok<AdminLoginResult>(
        { verifyResult: true, token, autoLogoutDelay: config.autoLogoutDelay, tokenExpireSeconds: config.adminTokenExpireSeconds },
        '登录成功',
      );
    },
  );

  // Logging out is always allowed, even with a session that has already timed out.
  app.get(
    '/api/logOut',
    {
      schema: { querystring: noQuery },
      config: { public: true, doc: { tag: DocTag.session, summary: '退出登录（吊销 token，清除 Cookie）', response: null } },
    },
    async (request, reply) => {
      const token = tokenFrom(request);
      if (token) await revokeSession(db, token);
      reply.clearCookie(TOKEN_COOKIE, { path: '/' });
      return ok(null, '已退出登录');
    },
  );
}
