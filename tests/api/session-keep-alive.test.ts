import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { startServer, type RunningServer } from '../support/start-server.js';

/**
 * POST /api/session/keep-alive (issue 25): a user typing a long text calls nothing, so the console
 * sends this while there is use. It renews the idle expiry like any call; without it (an untouched
 * page) the session still times out. The idle limit is shortened as in idle-expiry.test.ts.
 */
let server: RunningServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer({ env: { AUTO_LOGOUT_DELAY: '2' } });
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

const keepAlive = (token: string, body: unknown = {}) => api.post('/api/session/keep-alive', body, { token });

describe('keep-alive (AUTO_LOGOUT_DELAY=2)', () => {
  it('answers success with no data for a live session', async () => {
    const token = await api.login('engineer', DEMO_PASSWORD);
    expect((await keepAlive(token)).body).toEqual({ code: '0', msg: expect.any(String), data: null });
  });

  it('renews the idle expiry: keep-alives alone keep a session alive past the idle limit', async () => {
    const token = await api.login('engineer', DEMO_PASSWORD);
    // 4.8 s with no call but keep-alives, every 0.6 s (a third of the limit, as the console sends them).
    for (let step = 0; step < 8; step += 1) {
      await sleep(600);
      expect((await keepAlive(token)).body.code).toBe('0');
    }
    expect((await api.get('/api/acct-type', { token })).body).toMatchObject({ code: '0', data: '01' });
  });

  it('does not revive a session that has already timed out; a session without keep-alives times out', async () => {
    const token = await api.login('engineer', DEMO_PASSWORD);
    await sleep(3200);
    expect((await keepAlive(token)).body).toEqual({ code: '098', msg: '登录超时，请重新登录', data: null });
    expect((await api.get('/api/acct-type', { token })).body).toMatchObject({ code: '098' });
  });

  it('needs a session and refuses an unknown body key', async () => {
    expect((await api.post('/api/session/keep-alive', {})).body).toMatchObject({ code: '098' });
    const token = await api.login('engineer', DEMO_PASSWORD);
    expect((await keepAlive(token, { extra: 1 })).body.code).toBe('001');
  });

  it('is described in the API description', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    expect(document.paths['/api/session/keep-alive']?.post?.summary).toContain('会话保活');
  });
});
