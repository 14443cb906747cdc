import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../http/error-handling.js';
import { registerWxAuthorizeRoutes, wxAuthorizeConfigFrom, type WxAuthorizeConfig } from './wx-authorize-routes.js';

async function appWith(config: WxAuthorizeConfig | null) {
  const app = Fastify();
  registerErrorHandling(app, (reply) => reply.send(''));
  registerWxAuthorizeRoutes(app, config);
  await app.ready();
  return app;
}

describe('WeChat authorisation calls', () => {
  it('needs both WX_APP_ID and WX_AUTHORIZE_REDIRECT_URI to count as configured', () => {
    expect(wxAuthorizeConfigFrom({})).toBeNull();
    expect(wxAuthorizeConfigFrom({ WX_APP_ID: 'wx123' })).toBeNull();
    expect(wxAuthorizeConfigFrom({ WX_APP_ID: 'wx123', WX_AUTHORIZE_REDIRECT_URI: 'https://console.example.com/auth-redirect' })).toEqual({
      appId: 'wx123',
      redirectUri: 'https://console.example.com/auth-redirect',
    });
  });

  it('refuses both calls clearly when not configured', async () => {
    const app = await appWith(null);
    for (const url of ['/api/wx/query-wx-authorize-info', '/api/wx/wx-authorize-login/abc']) {
      expect((await app.inject({ url })).json()).toEqual({ code: '001', msg: '未配置微信授权登录', data: null });
    }
  });

  it('configured: builds the authorisation address, and says a code cannot be exchanged without WeChat', async () => {
    const app = await appWith({ appId: 'wx123', redirectUri: 'https://console.example.com/auth-redirect' });
    const info = (await app.inject({ url: '/api/wx/query-wx-authorize-info' })).json();
    expect(info.code).toBe('0');
    expect(info.data).toMatchObject({ appId: 'wx123', scope: 'snsapi_login' });
    const url = new URL(info.data.authorizeUrl);
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(url.searchParams.get('redirect_uri')).toBe('https://console.example.com/auth-redirect');
    expect(url.searchParams.get('state')).toBe(info.data.state);
    expect((await app.inject({ url: '/api/wx/wx-authorize-login/abc' })).json()).toMatchObject({
      code: '002',
      msg: expect.stringContaining('本服务器未接入'),
    });
    expect((await app.inject({ url: '/api/wx/wx-authorize-login/a%20b' })).json()).toMatchObject({
      code: '001',
      msg: '微信授权码格式不正确',
    });
  });
});
