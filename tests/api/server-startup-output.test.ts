import { describe, expect, it } from 'vitest';
import { startServer } from '../support/start-server.js';

const READY = /Console ready: http:\/\/\S+\/login/;

/** What the server printed up to and including its banner (the ready line and the lines under it). */
async function startupOutput(env: Record<string, string>): Promise<string> {
  const server = await startServer({ env: { DEMO_SEED: '0', ADMIN_PASSWORD: 'Start#Up-2026', LOG_LEVEL: 'info', ...env } });
  try {
    return server.output();
  } finally {
    await server.stop();
  }
}

// Issue 10 item 11: the banner (URL and logins) was buried under JSON request logs.
describe('start-up output', { timeout: 120_000 }, () => {
  it('in readable mode prints short log lines, then the banner last', async () => {
    const output = await startupOutput({ LOG_FORMAT: 'pretty' });
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    const ready = lines.findIndex((line) => READY.test(line));
    expect(ready).toBeGreaterThan(0);
    expect(lines.slice(0, ready).some((line) => line.includes('Server listening at'))).toBe(true);
    expect(lines.slice(0, ready).filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
    expect(lines.slice(ready).every((line) => !/INFO|WARN|ERROR/.test(line))).toBe(true);
    expect(lines.at(-1)).toContain('超级管理员 / super admin: admin');
  });

  it('piped without LOG_FORMAT (a service, a test) logs JSON lines and still prints the banner', async () => {
    const output = await startupOutput({});
    const logLines = output.split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) expect(JSON.parse(line)).toHaveProperty('level');
    expect(output).toMatch(READY);
  });

  it('logs one compact JSON line per API call (issue 11: Fastify wrote two lines, about 1 KB, per call)', async () => {
    const server = await startServer({ env: { DEMO_SEED: '0', ADMIN_PASSWORD: 'Start#Up-2026', LOG_LEVEL: 'info' } });
    try {
      const before = server.output().length;
      for (let call = 0; call < 5; call += 1)
        await fetch(`${server.baseUrl}/api/system/cfg`, { headers: { 'x-request-id': `log-size-${call}` } });
      await fetch(`${server.baseUrl}/api/no-such-call`, { headers: { 'x-request-id': 'log-size-404' } });
      // The child's log lines arrive through a pipe, after the answers: wait for the last one.
      const linesSoFar = () =>
        server
          .output()
          .slice(before)
          .split('\n')
          .filter((line) => line.includes('log-size-'));
      for (let waited = 0; linesSoFar().length < 6 && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      const lines = linesSoFar();
      expect(lines, server.output().slice(before)).toHaveLength(6);
      for (const line of lines) expect(line.length, line).toBeLessThan(300);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        reqId: 'log-size-0',
        method: 'GET',
        url: '/api/system/cfg',
        status: 200,
        msg: 'request',
      });
      expect(JSON.parse(lines[5]!)).toMatchObject({ reqId: 'log-size-404', status: 404 });
    } finally {
      await server.stop();
    }
  });
});
