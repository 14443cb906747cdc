import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ServerConfig } from '../config.js';

/**
 * One per-address budget shared by login, admin login and the captcha. A route-level
 * `config.rateLimit` would give each route a store of its own (groupId shares only external stores),
 * so the three routes use this one handler instead.
 */
export function createLoginLimiter(app: FastifyInstance, config: ServerConfig): onRequestHookHandler {
  return app.rateLimit({ max: config.loginRateLimitPerMinute, timeWindow: '1 minute' }) as onRequestHookHandler;
}
