import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { badRequest, ok, refused } from '../http/envelope.js';
import { noQuery, pathParams } from '../http/route-schemas.js';
import { DocTag } from '../http/doc-tags.js';

/** WeChat website authorisation (open.weixin.qq.com), configured by WX_APP_ID and WX_AUTHORIZE_REDIRECT_URI. */
export interface WxAuthorizeConfig {
  appId: string;
  redirectUri: string;
}

export const WX_MESSAGES = {
  notConfigured: '未配置微信授权登录',
  noGateway: '微信授权登录需要服务器访问微信接口换取用户身份，本服务器未接入，请使用账号密码登录',
  badCode: '微信授权码格式不正确',
} as const;

export function wxAuthorizeConfigFrom(env: NodeJS.ProcessEnv = process.env): WxAuthorizeConfig | null {
  const appId = env.WX_APP_ID?.trim();
  const redirectUri = env.WX_AUTHORIZE_REDIRECT_URI?.trim();
  return appId && redirectUri ? { appId, redirectUri } : null;
}

/**
 * GET /api/wx/query-wx-authorize-info and GET /api/wx/wx-authorize-login/{code} (seed 000 section 7).
 * Unconfigured: a clear refusal (001 未配置微信授权登录). Configured: the authorisation address is
 * built here (no network needed); exchanging a code for a user needs WeChat's servers, which this
 * server does not call, so the login says so instead of pretending.
 */
export function registerWxAuthorizeRoutes(app: FastifyInstance, config: WxAuthorizeConfig | null = wxAuthorizeConfigFrom()): void {
  app.get(
    '/api/wx/query-wx-authorize-info',
    {
      schema: { querystring: noQuery },
      config: {
        public: true,
        doc: {
          tag: DocTag.messages,
          summary: '微信授权登录信息（未配置 WX_APP_ID 时答 001 未配置微信授权登录）',
        },
      },
    },
    async () => {
      if (!config) throw badRequest(WX_MESSAGES.notConfigured);
      const state = randomBytes(12).toString('hex');
      const query = new URLSearchParams({
        appid: config.appId,
        redirect_uri: config.redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      return ok({
        appId: config.appId,
        redirectUri: config.redirectUri,
        scope: 'snsapi_login',
        state,
        authorizeUrl: `https://open.weixin.qq.com/connect/qrconnect?${query.toString()}#wechat_redirect`,
      });
    },
  );

  app.get<{ Params: { code: string } }>(
    '/api/wx/wx-authorize-login/:code',
    {
      schema: { params: pathParams('code'), querystring: noQuery },
      config: {
        public: true,
        doc: {
          tag: DocTag.messages,
          summary: '微信授权码登录（未配置时 001；本服务器不访问微信接口）',
          params: { code: '0a1B2c3D' },
        },
      },
    },
    async (request) => {
      if (!config) throw badRequest(WX_MESSAGES.notConfigured);
      if (!/^[\w-]{1,128}$/.test(request.params.code)) throw badRequest(WX_MESSAGES.badCode);
      throw refused(WX_MESSAGES.noGateway);
    },
  );
}
