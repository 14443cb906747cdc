import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD, demo } from '../support/demo.js';
import { createDataStore } from '../support/data-store.js';
import { startServer, startServerExpectingFailure, type RunningServer } from '../support/start-server.js';

const ADMIN_PASSWORD = 'Initial#Admin-2026';
let server: RunningServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer({ env: { DEMO_SEED: '0', ADMIN_PASSWORD } });
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

describe('DEMO_SEED=0 with ADMIN_PASSWORD', () => {
  it('lets admin log in with ADMIN_PASSWORD, in the console and the admin console', async () => {
    expect((await api.post('/api/login', { loginName: 'admin', passWord: ADMIN_PASSWORD })).body.code).toBe('0');
    expect((await api.post('/api/adminLogin', { loginName: 'admin', passWord: ADMIN_PASSWORD })).body.code).toBe('0');
  });

  it('does not accept the demo password for admin', async () => {
    expect((await api.post('/api/login', { loginName: 'admin', passWord: DEMO_PASSWORD })).body.code).toBe('003');
  });

  it('creates no demo account', async () => {
    for (const account of [demo.engineer, demo.manager, demo.director]) {
      for (const loginName of [account.acctNo, account.cellPhone]) {
        expect((await api.post('/api/login', { loginName, passWord: DEMO_PASSWORD })).body.code).toBe('003');
      }
    }
  });

  it('creates no hospital', async () => {
    const token = await api.login('admin', ADMIN_PASSWORD);
    expect((await api.get('/api/hosp-list', { token })).body).toEqual({ code: '0', msg: '成功', data: [] });
  });
});

describe('DEMO_SEED=0 without ADMIN_PASSWORD', () => {
  it('refuses to start, saying ADMIN_PASSWORD is needed', async () => {
    const store = await createDataStore();
    try {
      const failed = await startServerExpectingFailure({ store, env: { DEMO_SEED: '0' } });
      expect(failed.exitCode).toBe(1);
      expect(failed.output).toContain('DEMO_SEED=0 时必须用 ADMIN_PASSWORD 指定超级管理员 admin 的初始密码');
    } finally {
      await store.dispose();
    }
  });
});
