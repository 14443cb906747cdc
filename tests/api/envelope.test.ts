import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';

const api = new ApiClient(inject('apiBaseUrl'));

describe('public configuration', () => {
  it('GET /api/system/cfg answers ossUrl without a session', async () => {
    const response = await api.get('/api/system/cfg');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: '0', msg: '成功', data: { ossUrl: '/files/' } });
  });
});

describe('errors as envelopes', () => {
  it('answers malformed JSON with 001 请求体不是合法的 JSON', async () => {
    const response = await api.call('POST', '/api/login', undefined, { rawBody: '{"loginName": "engineer",' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: '001', msg: '请求体不是合法的 JSON', data: null });
  });

  it('answers malformed JSON on a protected call the same way once signed in', async () => {
    const token = await api.login('engineer', DEMO_PASSWORD);
    const response = await api.call('POST', '/api/auth', undefined, { token, rawBody: '{hospCode' });
    expect(response.body).toEqual({ code: '001', msg: '请求体不是合法的 JSON', data: null });
  });

  it('answers an unknown /api route with HTTP 404 and code 404', async () => {
    const response = await api.get('/api/no-such-route');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: '404', msg: '接口不存在: GET /api/no-such-route', data: null });
  });

  it('answers an unknown /db route the same way', async () => {
    const response = await api.post('/db/x', { any: 1 });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: '404', msg: '接口不存在: POST /db/x', data: null });
  });

  it('answers a body over 1 MB with HTTP 413 and code 413', async () => {
    const response = await api.post('/api/login', { loginName: 'x', passWord: 'y'.repeat(1024 * 1024 + 10) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ code: '413', msg: '请求体过大，不能超过1MB', data: null });
  });
});

describe('x-request-id', () => {
  // Every call through ApiClient already fails without the header; this checks the echo.
  it('echoes a well-formed incoming x-request-id', async () => {
    const response = await api.get('/api/system/cfg', { headers: { 'x-request-id': 'api-test-echo-1' } });
    expect(response.headers.get('x-request-id')).toBe('api-test-echo-1');
  });

  it('is sent on console (non-API) responses too', async () => {
    const response = await fetch(`${api.baseUrl}/login`);
    await response.arrayBuffer();
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{1,64}$/);
  });

  it('replaces a malformed incoming x-request-id with its own', async () => {
    const response = await api.get('/api/system/cfg', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{1,64}$/);
  });
});

describe('no password material in any response', () => {
  // ApiClient rejects any body with pass_word, a passWord value or an argon2 hash; this sweep
  // makes sure every account-bearing call is visited by both kinds of account.
  it('holds for every session call of the admin and a hospital account', async () => {
    for (const [name, login] of [
      ['admin', '/api/adminLogin'],
      ['engineer', '/api/login'],
    ] as const) {
      const signedIn = await api.post<{ token: string }>(login, { loginName: name, passWord: DEMO_PASSWORD });
      const { token } = signedIn.body.data;
      const responses = [
        signedIn,
        await api.get('/api/hosp-list', { token }),
        await api.get('/api/acct-type', { token }),
        await api.post('/api/acct-info', undefined, { token }),
        await api.post('/api/auth', { hospCode: '10001' }, { token }),
        await api.get('/api/getUserInfo', { token }),
        await api.get('/api/selector/1/hosp', { token }),
        await api.get('/api/selector/1/hosp_init_data', { token }),
        await api.get('/api/logOut', { token }),
      ];
      for (const response of responses) expect(response.body.code).toBe('0');
    }
  });
});
