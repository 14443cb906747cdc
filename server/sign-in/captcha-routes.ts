import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { noQuery } from '../http/route-schemas.js';
import { CAPTCHA_TTL_SECONDS, guardKey, storeCaptcha } from './login-guard.js';
import { DocTag } from '../http/doc-tags.js';
import type { CaptchaImage } from '../../contracts/session.js';

/**
 * POST /api/img-verify {loginName}: a fresh image captcha for the account that login text names
 * (account number in any case or phone number). Login asks for it (field verifyCode) once the
 * account has failed CAPTCHA_AFTER_FAILURES times.
 */
export function registerCaptchaRoutes(app: FastifyInstance, db: Db, config: ServerConfig, loginLimiter: onRequestHookHandler): void {
  app.post<{ Body: { loginName: string } }>(
    '/api/img-verify',
    {
      schema: {
        body: {
          type: 'object',
          required: ['loginName'],
          additionalProperties: false,
          properties: { loginName: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        querystring: noQuery,
      },
      config: {
        public: true,
        doc: {
          tag: DocTag.session,
          summary: '图形验证码（SVG data URL，5 分钟有效，只能校验一次）',
          body: { loginName: 'engineer' },
          response: { img: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=', expireSeconds: 300 },
        },
      },
      onRequest: loginLimiter,
    },
    async (request) => {
      // Loaded on the first captcha, not at every start: it parses its font when imported (~18 ms).
      const { default: svgCaptcha } = await import('svg-captcha');
      const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, width: 120, height: 40 });
      await storeCaptcha(db, await guardKey(db, request.body.loginName), config.testCaptchaText ?? captcha.text);
      const img = `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
      return ok<CaptchaImage>({ img, expireSeconds: CAPTCHA_TTL_SECONDS });
    },
  );
}
