import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { startServer, startServerExpectingFailure, type RunningServer } from '../support/start-server.js';

// The test itself plays the balancer: its connections come from 127.0.0.1.
let server: RunningServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: '127.0.0.1', LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

const loginFrom = (forwardedFor: string) =>
  api.post('/api/login', { loginName: 'engineer', passWord: DEMO_PASSWORD }, { headers: { 'x-forwarded-for': forwardedFor } });

function expectRefused(response: Awaited<ReturnType<typeof loginFrom>>): void {
  expect(response.status).toBe(429);
  expect(response.body.code).toBe('429');
  expect(response.body.msg).toMatch(/^请求过于频繁，请\d+秒后再试$/);
  expect(response.body.data).toBeNull();
}

describe('behind a balancer named in TRUST_PROXY (LOGIN_RATE_LIMIT_PER_MINUTE=3)', () => {
  it('gives each client address of X-Forwarded-For a login budget of its own', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await loginFrom('198.51.100.1');
      expect(response.status).toBe(200);
      expect(response.body.code).toBe('0');
      expect(response.body.msg).toBe('登录成功');
    }
    expectRefused(await loginFrom('198.51.100.1'));

    const other = await loginFrom('198.51.100.2');
    expect(other.status).toBe(200);
    expect(other.body.code).toBe('0');
    expect(other.body.msg).toBe('登录成功');
  });

  it('takes the address the balancer saw, not one the client wrote before it', async () => {
    // A client sending its own header reaches us as "forged, its real address": only the last entry counts.
    expectRefused(await loginFrom('203.0.113.9, 198.51.100.1'));
  });

  it('refuses to start when told to trust everyone, or given something not an address', async () => {
    // The setting is read before the database is opened, so the running server's store is not touched.
    const everyone = await startServerExpectingFailure({ store: server.store, env: { TRUST_PROXY: '*' } });
    expect(everyone.exitCode).toBe(1);
    expect(everyone.output).toContain(
      '启动失败 / start failed: 环境变量 TRUST_PROXY 不接受 *（信任所有来源）：任何客户端都能伪造 X-Forwarded-For，逃过按地址的登录限流；请写明负载均衡器的地址' +
        " / TRUST_PROXY refuses * (trust everyone): any client could forge X-Forwarded-For and escape the per-address login limit; name the load balancers' addresses",
    );
    const typo = await startServerExpectingFailure({ store: server.store, env: { TRUST_PROXY: '10.0.0.5,balancer.local' } });
    expect(typo.exitCode).toBe(1);
    expect(typo.output).toContain(
      '启动失败 / start failed: 环境变量 TRUST_PROXY 必须是负载均衡器的地址或网段（CIDR），以逗号分隔，如 10.0.0.5,10.1.0.0/16；无法识别: balancer.local' +
        " / TRUST_PROXY must list the load balancers' addresses or CIDR ranges, comma-separated, e.g. 10.0.0.5,10.1.0.0/16; not an address: balancer.local",
    );
  });
});
