import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { startServer } from '../support/start-server.js';
import type { DataStore } from '../support/data-store.js';
import { createBenchDatabase } from './bench-database.js';
import { summarise, type LatencySummary } from './measure.js';

/**
 * `npm run bench -- --soak 60 [--sessions 100] [--workers auto|N]`: the demo server under many
 * signed-in users at once; on PostgreSQL when BENCH_DATABASE_URL names a server (a database of
 * its own, dropped after), where `--workers` sets the server's WORKERS.
 * Each session logs in, chooses its hospital, then loops over a list (repair orders), a tree
 * (department tree) and a dashboard call until the time is up, logging in again every 50 calls
 * (logins of one account one at a time, as people do).
 * Reports errors (goal 0), latency percentiles per kind and the server's RSS before and after.
 */

export interface SoakOptions {
  seconds: number;
  sessions: number;
  /** WORKERS for the server (PostgreSQL only; PGlite ignores it). */
  workers?: string;
}

const PEOPLE = [
  { loginName: 'engineer', hospCode: '10001' },
  { loginName: 'manager', hospCode: '10001' },
  { loginName: 'director', hospCode: '10003' },
];

type Kind = 'login' | 'list' | 'tree' | 'dashboard';

/** Resident memory in MB of the server process and its workers (Linux /proc). */
function rssMb(pid: number): number {
  const kbOf = (id: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return Math.round([pid, ...children].reduce((kb, id) => kb + kbOf(id), 0) / 1024);
}

function soakStore(): DataStore {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'));
  const dataDir = path.join(root, 'data');
  return { kind: 'pglite', env: { DATA_DIR: dataDir }, dataDir, dispose: async () => fs.rmSync(root, { recursive: true, force: true }) };
}

export async function runSoak(options: SoakOptions): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const database = serverUrl ? await createBenchDatabase(serverUrl, 'bench_soak') : undefined;
  const store: DataStore = database ? { kind: 'postgres', env: { DATABASE_URL: database.url }, dispose: database.drop } : soakStore();
  const server = await startServer({
    store,
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn', ...(options.workers ? { WORKERS: options.workers } : {}) },
    readyTimeoutMs: 300_000,
  });
  const latencies: Record<Kind, number[]> = { login: [], list: [], tree: [], dashboard: [] };
  const errors: Record<Kind, number> = { login: 0, list: 0, tree: 0, dashboard: 0 };
  const errorSamples: string[] = [];
  const api = new ApiClient(server.baseUrl);
  const timed = async (kind: Kind, call: () => Promise<{ body: { code: string; msg: string } }>) => {
    const begin = performance.now();
    try {
      const response = await call();
      latencies[kind].push(performance.now() - begin);
      if (response.body.code !== '0') {
        errors[kind] += 1;
        if (errorSamples.length < 10) errorSamples.push(`${kind}: ${response.body.code} ${response.body.msg}`);
      }
      return response;
    } catch (error) {
      latencies[kind].push(performance.now() - begin);
      errors[kind] += 1;
      if (errorSamples.length < 10) errorSamples.push(`${kind}: ${(error as Error).message}`);
      return undefined;
    }
  };
  try {
    // Warm up once (JIT, PGlite caches) before the first reading of memory.
    const warm = await api.login('engineer', DEMO_PASSWORD);
    await api.post('/api/auth', { hospCode: '10001' }, { token: warm });
    const rssBefore = rssMb(server.pid);
    const deadline = Date.now() + options.seconds * 1000;
    const started = performance.now();
    // Logins of one account go one at a time: the login guard counts tries before checking the
    // password, so dozens of simultaneous logins of one account would rightly meet the captcha.
    const loginQueue = new Map<string, Promise<unknown>>();
    const loginAs = (loginName: string) => {
      const previous = loginQueue.get(loginName) ?? Promise.resolve();
      const next = previous.then(() =>
        timed('login', () => api.post<{ token: string }>('/api/login', { loginName, passWord: DEMO_PASSWORD })),
      );
      loginQueue.set(
        loginName,
        next.catch(() => undefined),
      );
      return next;
    };
    const session = async (index: number) => {
      const person = PEOPLE[index % PEOPLE.length]!;
      let token = '';
      for (let call = 0; Date.now() < deadline; call += 1) {
        if (call % 50 === 0) {
          const login = await loginAs(person.loginName);
          token = (login?.body as { data?: { token?: string } } | undefined)?.data?.token ?? token;
          await api.post('/api/auth', { hospCode: person.hospCode }, { token });
        }
        const kind = (['list', 'tree', 'dashboard'] as const)[call % 3]!;
        if (kind === 'list')
          await timed(kind, () =>
            api.post('/db/hosp-mtc-record/query', { hospCode: person.hospCode, pagedQueryInfo: { index: 1, pageSize: 10 } }, { token }),
          );
        else if (kind === 'tree')
          await timed(kind, () => api.get(`/db/hosp-dept/undelete-treeQuery?hospCode=${person.hospCode}`, { token }));
        else await timed(kind, () => api.post('/api/dashboard/session-info', { hospCode: person.hospCode }, { token }));
      }
    };
    await Promise.all(Array.from({ length: options.sessions }, (_unused, index) => session(index)));
    const wallMs = performance.now() - started;
    const rssAfter = rssMb(server.pid);
    const summaries = Object.fromEntries(
      (Object.keys(latencies) as Kind[]).map((kind) => [kind, summarise(latencies[kind], errors[kind], wallMs)]),
    ) as Record<Kind, LatencySummary>;
    const all = summarise(
      Object.values(latencies).flat(),
      Object.values(errors).reduce((a, b) => a + b, 0),
      wallMs,
    );
    console.log(
      `soak: ${options.sessions} sessions for ${options.seconds} s on ${store.kind}${options.workers ? `, WORKERS=${options.workers}` : ''}`,
    );
    console.log('kind       requests  errors   p50 ms   p95 ms   p99 ms     rps');
    for (const [kind, summary] of [...Object.entries(summaries), ['all', all] as const]) {
      console.log(
        `${kind.padEnd(10)} ${String(summary.requests).padStart(8)} ${String(summary.errors).padStart(7)} ${summary.p50.toFixed(1).padStart(8)} ${summary.p95.toFixed(1).padStart(8)} ${summary.p99.toFixed(1).padStart(8)} ${summary.rps.toFixed(0).padStart(7)}`,
      );
    }
    console.log(`server RSS: ${rssBefore} MB before, ${rssAfter} MB after`);
    if (errorSamples.length) console.log(`first errors:\n  ${errorSamples.join('\n  ')}`);
  } finally {
    await server.stop();
    await store.dispose();
  }
}
