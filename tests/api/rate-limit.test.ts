import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { startServer, type RunningServer } from '../support/start-server.js';

let server: RunningServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

describe('per-address rate limit (LOGIN_RATE_LIMIT_PER_MINUTE=3)', () => {
  it('answers the 4th login within a minute with HTTP 429 and code 429', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await api.post('/api/login', { loginName: 'engineer', passWord: attempt === 3 ? DEMO_PASSWORD : 'wrong' });
      expect(response.status).toBe(200);
    }
    const limited = await api.post('/api/login', { loginName: 'engineer', passWord: DEMO_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('429');
    expect(limited.body.msg).toMatch(/^请求过于频繁，请\d+秒后再试$/);
    expect(limited.body.data).toBeNull();
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: any forged address shares the spent budget', async () => {
    // The budget of 127.0.0.1 was spent by the test above; a header naming another client changes nothing.
    for (const forged of ['198.51.100.1', '198.51.100.2']) {
      const limited = await api.post(
        '/api/login',
        { loginName: 'engineer', passWord: DEMO_PASSWORD },
        { headers: { 'x-forwarded-for': forged } },
      );
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('429');
      expect(limited.body.msg).toMatch(/^请求过于频繁，请\d+秒后再试$/);
    }
  });

  it('shares one budget between login, admin login and the captcha', async () => {
    // The login budget was spent by the first test, within the same minute.
    const adminCalls = [];
    for (let attempt = 1; attempt <= 4; attempt += 1)
      adminCalls.push(await api.post('/api/adminLogin', { loginName: 'admin', passWord: 'wrong' }));
    expect(adminCalls[0]!.status).toBe(429);
    expect(adminCalls.at(-1)!.status).toBe(429);
    const captchaCalls = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) captchaCalls.push(await api.post('/api/img-verify', { loginName: 'admin' }));
    expect(captchaCalls.at(-1)!.status).toBe(429);
    expect(captchaCalls.at(-1)!.body.code).toBe('429');
  });

  it('does not limit other calls', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await api.get('/api/system/cfg')).status).toBe(200);
  });
});
