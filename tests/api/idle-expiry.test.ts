import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { startServer, type RunningServer } from '../support/start-server.js';

let server: RunningServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer({ env: { AUTO_LOGOUT_DELAY: '2' } });
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

describe('idle expiry (AUTO_LOGOUT_DELAY=2)', () => {
  it('reports the idle limit at login and in getUserInfo', async () => {
    const response = await api.post<{ token: string; autoLogoutDelay: number }>('/api/login', {
      loginName: 'engineer',
      passWord: DEMO_PASSWORD,
    });
    expect(response.body.data.autoLogoutDelay).toBe(2);
    const info = await api.get<{ autoLogoutDelay: number }>('/api/getUserInfo', { token: response.body.data.token });
    expect(info.body.data.autoLogoutDelay).toBe(2);
  });

  it('refuses a session idle for longer than the limit with 098, then as revoked', async () => {
    const token = await api.login('engineer', DEMO_PASSWORD);
    expect((await api.get('/api/acct-type', { token })).body.code).toBe('0');
    await sleep(3200);
    expect((await api.get('/api/acct-type', { token })).body).toEqual({ code: '098', msg: '登录超时，请重新登录', data: null });
    expect((await api.get('/api/acct-type', { token })).body).toEqual({ code: '098', msg: '未登录或登录已失效，请重新登录', data: null });
  });

  it('keeps a session alive while it is used', async () => {
    const token = await api.login('engineer', DEMO_PASSWORD);
    for (let step = 0; step < 4; step += 1) {
      await sleep(1000);
      expect((await api.get('/api/acct-type', { token })).body.code).toBe('0');
    }
  });
});
