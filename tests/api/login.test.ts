import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD, demo } from '../support/demo.js';

const api = new ApiClient(inject('apiBaseUrl'));

interface LoginData {
  verifyResult: boolean;
  token: string;
  autoLogoutDelay: number;
  tokenExpireSeconds?: number;
}

function tkCookie(cookies: string[]): string | undefined {
  return cookies.find((cookie) => cookie.startsWith('tk='));
}

describe('POST /api/login', () => {
  it('logs in by account number, returns a token and sets cookie tk for 30 days', async () => {
    const response = await api.post<LoginData>('/api/login', { loginName: 'engineer', passWord: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.code).toBe('0');
    expect(response.body.data.verifyResult).toBe(true);
    expect(response.body.data.autoLogoutDelay).toBe(180);
    const { token } = response.body.data;
    expect(token.length).toBeGreaterThanOrEqual(22);
    const cookie = tkCookie(response.cookies);
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`tk=${token};`);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/Path=\//);
  });

  it('logs in by cell phone as the same account', async () => {
    const token = await api.login(demo.engineer.cellPhone, DEMO_PASSWORD);
    const info = await api.post<{ acctNo: string }>('/api/acct-info', undefined, { token });
    expect(info.body.code).toBe('0');
    expect(info.body.data.acctNo).toBe('engineer');
  });

  it('refuses a wrong password with 003 账号或密码错误', async () => {
    const response = await api.post('/api/login', { loginName: 'director', passWord: 'wrong-password' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: '003', msg: '账号或密码错误', data: { needVerify: false } });
  });

  it('refuses an unknown login name with the same answer as a wrong password', async () => {
    const response = await api.post('/api/login', { loginName: 'no-such-user', passWord: DEMO_PASSWORD });
    expect(response.body).toEqual({ code: '003', msg: '账号或密码错误', data: { needVerify: false } });
  });

  it('refuses a body without passWord with 001 naming the field', async () => {
    const response = await api.post('/api/login', { loginName: 'engineer' });
    expect(response.body).toMatchObject({ code: '001', msg: '缺少必填参数 passWord' });
  });

  it('refuses an unknown field with 001 naming the field', async () => {
    const response = await api.post('/api/login', { loginName: 'engineer', passWord: DEMO_PASSWORD, extra: 1 });
    expect(response.body).toMatchObject({ code: '001', msg: '不支持的参数 extra' });
  });
});

describe('POST /api/adminLogin', () => {
  it('logs in the super admin with tokenExpireSeconds and a cookie of that lifetime', async () => {
    const response = await api.post<LoginData>('/api/adminLogin', { loginName: 'admin', passWord: DEMO_PASSWORD });
    expect(response.body.code).toBe('0');
    expect(response.body.data).toMatchObject({ verifyResult: true, autoLogoutDelay: 180, tokenExpireSeconds: 28800 });
    expect(response.body.data.token.length).toBeGreaterThanOrEqual(22);
    expect(tkCookie(response.cookies)).toMatch(/Max-Age=28800/);
  });

  it('accepts the super admin by cell phone', async () => {
    const response = await api.post<LoginData>('/api/adminLogin', { loginName: demo.admin.cellPhone, passWord: DEMO_PASSWORD });
    expect(response.body.code).toBe('0');
  });

  it('refuses a hospital account with code 403 and sets no cookie', async () => {
    const response = await api.post('/api/adminLogin', { loginName: 'engineer', passWord: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: '403', msg: '该账号不是超级管理员，不能登录管理后台', data: null });
    expect(tkCookie(response.cookies)).toBeUndefined();
  });
});

describe('token transport and logout', () => {
  it('refuses a protected call without a token with 098', async () => {
    const response = await api.get('/api/hosp-list');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: '098', msg: '未登录或登录已失效，请重新登录', data: null });
  });

  it('refuses an unknown token with 098', async () => {
    const response = await api.get('/api/hosp-list', { token: 'not-a-real-token-at-all-0000' });
    expect(response.body.code).toBe('098');
  });

  it('accepts the token in the token header and in cookie tk', async () => {
    const token = await api.login('manager', DEMO_PASSWORD);
    expect((await api.get('/api/acct-type', { token })).body.code).toBe('0');
    expect((await api.get('/api/acct-type', { cookie: token })).body.code).toBe('0');
  });

  it('lets the header win over the cookie', async () => {
    const token = await api.login('manager', DEMO_PASSWORD);
    expect((await api.get('/api/acct-type', { token, cookie: 'bogus-cookie-token-000000' })).body.code).toBe('0');
    expect((await api.get('/api/acct-type', { token: 'bogus-header-token-000000', cookie: token })).body.code).toBe('098');
  });

  it('revokes the token on logOut and clears the cookie', async () => {
    const token = await api.login('manager', DEMO_PASSWORD);
    const out = await api.get('/api/logOut', { token });
    expect(out.body).toEqual({ code: '0', msg: '已退出登录', data: null });
    const cleared = tkCookie(out.cookies);
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/^tk=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const after = await api.get('/api/hosp-list', { token });
    expect(after.body).toEqual({ code: '098', msg: '未登录或登录已失效，请重新登录', data: null });
  });

  it('revokes only the token that logged out', async () => {
    const first = await api.login('manager', DEMO_PASSWORD);
    const second = await api.login('manager', DEMO_PASSWORD);
    await api.get('/api/logOut', { token: first });
    expect((await api.get('/api/acct-type', { token: second })).body.code).toBe('0');
  });

  it('answers logOut without a token with success', async () => {
    const response = await api.get('/api/logOut');
    expect(response.body).toEqual({ code: '0', msg: '已退出登录', data: null });
  });

  it('revokes a token sent only as cookie on logOut', async () => {
    const token = await api.login('manager', DEMO_PASSWORD);
    expect((await api.get('/api/logOut', { cookie: token })).body.code).toBe('0');
    expect((await api.get('/api/acct-type', { token })).body.code).toBe('098');
  });
});
