import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { forbidden, sessionGone } from '../http/envelope.js';
import { isApiPath } from '../http/error-handling.js';
import { ACCT_STATE_ACTIVE, ACCT_TYPE_SUPER_ADMIN, SESSION_ACCOUNT_TYPES, UNKNOWN_ACCOUNT_TYPE_MESSAGE } from './account-kinds.js';
import { touchSession, type SessionRecord } from './sessions.js';

export interface AuthContext {
  token: string;
  session: SessionRecord;
  acctId: string;
  acctType: string;
  isAdmin: boolean;
  /**
   * Set when a wall display's key, not a session, let the request in (server/display-keys): its one
   * hospital and the permission ids it holds there, carried here so the core asks no area.
   */
  displayKey?: { id: string; hospCode: string; permissions: readonly string[] };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Open to callers without a session (login, captcha, configuration). */
    public?: boolean;
    /** Answered for accounts of any type (the session loader reads the type here first). */
    anyAccountType?: boolean;
  }
}

export const TOKEN_COOKIE = 'tk';

/** The token travels in the `token` header or the `tk` cookie; the header wins when both are sent. */
export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const candidate = fromHeader || request.cookies?.[TOKEN_COOKIE];
  return candidate && candidate.length <= 200 ? candidate : undefined;
}

/** Lets a call without a token in by other means (a wall display's key), or answers null. */
export type TokenlessAuth = (request: FastifyRequest) => Promise<AuthContext | null>;

/**
 * Secure by default: every API route needs a live session unless its config says public.
 * A missing, revoked, idle or expired session answers code 098. The composition passes the
 * tokenless way in (the display keys), so the auth core knows no area.
 */
export function registerSessionContext(app: FastifyInstance, db: Db, tokenless: TokenlessAuth = async () => null): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url) || request.is404 || request.routeOptions.config?.public) return;
    const token = tokenFrom(request);
    // No token: a wall display's key may open the cockpit calls of its hospital, nothing else.
    const displayAuth = token ? null : await tokenless(request);
    if (displayAuth) {
      request.auth = displayAuth;
      return;
    }
    if (!token) throw sessionGone('未登录或登录已失效，请重新登录');
    const check = await touchSession(db, token);
    if (!check.ok) throw sessionGone(check.reason === 'missing' ? '未登录或登录已失效，请重新登录' : '登录超时，请重新登录');
    const acct = check.account;
    if (!acct || acct.state !== ACCT_STATE_ACTIVE) throw sessionGone('账号已停用或不存在，请重新登录');
    if (!SESSION_ACCOUNT_TYPES.has(acct.type) && !request.routeOptions.config?.anyAccountType)
      throw forbidden(UNKNOWN_ACCOUNT_TYPE_MESSAGE);
    request.auth = {
      token,
      session: check.session,
      acctId: check.session.acctId,
      acctType: acct.type,
      isAdmin: acct.type === ACCT_TYPE_SUPER_ADMIN,
    };
  });
}

export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw sessionGone();
  return request.auth;
}

export function assertSuperAdmin(auth: AuthContext): void {
  if (!auth.isAdmin) throw forbidden('仅超级管理员可以执行该操作');
}
