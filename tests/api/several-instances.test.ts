import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, hospitalUserToken } from '../support/entity-api.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { createDataStore, storeKind, type DataStore } from '../support/data-store.js';
import { startServer, type RunningServer } from '../support/start-server.js';

/**
 * Several server processes on one PostgreSQL (issue 30, parts 3 and 4; docs/scale-out.md): two
 * instances A and B, and a third started with WORKERS=2, share one database of their own. What one
 * process changes (a logout, a role's permissions, an account's state) is honoured by the others on
 * their very next call, although each keeps a short session cache (LISTEN/NOTIFY empties it); a
 * scheduled job fires once per scheduled second, whichever process claims it. PostgreSQL only:
 * PGlite is a folder one process holds, so there is nothing to share there.
 */
const onPostgres = storeKind() === 'postgres';
const SERVER_ENV = { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' };
const SESSION_GONE = { code: '098', msg: '未登录或登录已失效，请重新登录', data: null };
const LISTENER = 'console-session-listener';

let store: DataStore;
let a: RunningServer;
let b: RunningServer;
let workers: RunningServer;
let apiA: ApiClient;
let apiB: ApiClient;
let database: pg.Client;
let jobId = '';
const jobName = `每秒${Date.now().toString(36)}`;

interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
}

/** A call on a connection of its own (no keep-alive), so the WORKERS=2 server may hand it to either worker. */
function freshCall<T>(method: string, path: string, token?: string, body?: unknown): Promise<{ worker: string; body: Envelope<T> }> {
  const headers: Record<string, string> = token ? { token } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, workers.baseUrl), { method, agent: false, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ worker: String(response.headers['x-worker'] ?? ''), body: JSON.parse(text) as Envelope<T> }));
    });
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** Repeats a read on fresh connections until the worker that answers is the one wanted. */
async function onWorker<T>(wanted: (worker: string) => boolean, method: string, path: string, token?: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await freshCall<T>(method, path, token);
    if (wanted(answer.worker)) return answer;
  }
  throw new Error(`no answer from the wanted worker in 100 calls to ${path}`);
}

async function count(query: string, values: unknown[]): Promise<number> {
  return Number((await database.query<{ n: string }>(query, values)).rows[0]!.n);
}

/** Polls until `check` accepts the value read (conditions, not sleeps). */
async function waitFor<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!check(last)) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${timeoutMs} ms; last value ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  return last;
}

const listeners = () =>
  count('select count(*) as n from pg_stat_activity where application_name = $1 and datname = current_database()', [LISTENER]);

describe.runIf(onPostgres)('several instances on one PostgreSQL', () => {
  beforeAll(async () => {
    store = await createDataStore({ seeded: true });
    a = await startServer({ store, env: SERVER_ENV });
    apiA = new ApiClient(a.baseUrl);
    // The job exists before B starts, so both instances schedule it from their first reading.
    const admin = await adminToken(apiA);
    const added = await apiA.post<string>(
      '/api/quartz-job/jobs',
      { jobName, beanName: 'diagnosticJob', methodName: 'wait', params: '{"seconds": 0}', cronExpression: '* * * * * *' },
      { token: admin },
    );
    if (added.body.code !== '0') throw new Error(`job not added: ${added.body.msg}`);
    jobId = added.body.data;
    b = await startServer({ store, env: SERVER_ENV });
    apiB = new ApiClient(b.baseUrl);
    workers = await startServer({ store, env: { ...SERVER_ENV, WORKERS: '2' } });
    database = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await database.connect();
  }, 900_000);

  afterAll(async () => {
    await database?.end();
    for (const server of [workers, b, a]) if (server) expect(await server.stop()).toBe(0);
    await store?.dispose();
  }, 120_000);

  it('says at start that it serves with two workers', () => {
    expect(workers.output()).toContain('工作进程 / workers: 2 (WORKERS)');
  });

  it('a logout on A is refused on B at the very next call, though B had just read the session', async () => {
    const token = await apiA.login('engineer', DEMO_PASSWORD);
    expect((await apiB.get('/api/getUserInfo', { token })).body.code).toBe('0');
    expect((await apiB.get('/api/getUserInfo', { token })).body.code).toBe('0');
    expect((await apiA.get('/api/logOut', { token })).body.code).toBe('0');
    expect((await apiB.get('/api/getUserInfo', { token })).body).toEqual(SESSION_GONE);
  });

  it('a permission taken from a role on A is refused on B at the next call', async () => {
    const admin = await adminToken(apiA);
    const manager = await hospitalUserToken(apiB, 'manager', '10001');
    const deptQuery = () =>
      apiB.post('/db/hosp-dept/query', { pagedQueryInfo: { index: 1, pageSize: 10 }, hospCode: '10001' }, { token: manager });
    expect((await deptQuery()).body.code).toBe('0');
    const roles = (await apiA.get<{ value: string; label: string }[]>('/api/selector/1/role?hospCode=10001', { token: admin })).body.data;
    const roleId = roles.find((role) => role.label === '设备科管理员')!.value;
    interface Node {
      id: string;
      pmsCode?: string;
      children: Node[];
    }
    const detail = (
      await apiA.post<{ hospPermissionTree: Node[]; hospPermissionIdList: string[] }>(
        '/db/hosp-role/detail',
        { id: roleId, hospCode: '10001' },
        { token: admin },
      )
    ).body.data;
    const walk = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...walk(node.children)]);
    const deptNode = walk(detail.hospPermissionTree).find((node) => node.pmsCode === 'sys:hosp-dept')!;
    const removed = new Set(walk([deptNode]).map((node) => node.id));
    const kept = detail.hospPermissionIdList.filter((id) => !removed.has(id));
    expect(kept.length).toBeLessThan(detail.hospPermissionIdList.length);
    expect(
      (await apiA.post('/db/hosp-role/bindPermisson', { roleId, hospCode: '10001', hospPermissionIdList: kept }, { token: admin })).body
        .code,
    ).toBe('0');
    expect((await deptQuery()).body).toEqual({ code: '403', msg: '您没有执行该操作的权限', data: null });
  });

  it('an account disabled on A is refused on B once the notification arrives, long before the cache would expire', async () => {
    const admin = await adminToken(apiA);
    const token = await apiB.login('director', DEMO_PASSWORD);
    expect((await apiB.get('/api/getUserInfo', { token })).body.code).toBe('0');
    const found = await apiA.post<{ list: { id: string; acctNo: string }[] }>(
      '/db/acct/query',
      { pagedQueryInfo: { index: 1, pageSize: 10 }, acctNo: 'director' },
      { token: admin },
    );
    const director = found.body.data.list.find((row) => row.acctNo === 'director')!;
    const full = (await apiA.post<Record<string, unknown>>('/db/acct/detail', { id: director.id }, { token: admin })).body.data;
    // B has just read the session into its cache (kept up to SESSION_CACHE_MS, 2 s, server/auth/session-cache.ts).
    expect((await apiB.get('/api/getUserInfo', { token })).body.code).toBe('0');
    const disabled = await apiA.post(
      '/db/acct/update',
      { id: director.id, type: full.type, cellPhone: full.cellPhone, acctName: full.acctName, acctNo: full.acctNo, state: '0' },
      { token: admin },
    );
    expect(disabled.body).toMatchObject({ code: '0', msg: '修改成功!' });
    // PostgreSQL's NOTIFY reaches B's listener a moment after A's commit; on a busy machine B can take
    // the next request first (CI once saw that). Within half a second, well inside the cache's 2 s, B
    // refuses: so the notification, not the cache's age, ended the session.
    await expect
      .poll(async () => (await apiB.get('/api/getUserInfo', { token })).body, { timeout: 500, interval: 25 })
      .toEqual({ code: '098', msg: '账号已停用或不存在，请重新登录', data: null });
  });

  it('a job due every second runs once per second across both instances', async () => {
    const runs = () => count('select count(*) as n from platform.quartz_log where job_name = $1', [jobName]);
    const fires = () => count('select count(*) as n from platform.quartz_job_fire where job_id = $1', [jobId]);
    await waitFor(runs, (n) => n >= 5, 'five runs of the every-second job');
    const admin = await adminToken(apiA);
    expect((await apiA.call('PUT', '/api/quartz-job/jobs', { id: jobId, isPause: true }, { token: admin })).body.code).toBe('0');
    // B stops at its next firing (it reads the job again first); then every claimed second has its run.
    const claimed = await waitFor(
      async () => ({ fires: await fires(), runs: await runs() }),
      (now) => now.runs >= now.fires,
      'every claimed second run',
    );
    expect(claimed.runs).toBe(claimed.fires);
  });

  it('both workers answer, and a logout on one is refused by the other at the next call', async () => {
    const first = await onWorker(() => true, 'GET', '/api/system/cfg');
    const other = await onWorker((worker) => worker !== first.worker, 'GET', '/api/system/cfg');
    expect([first.worker, other.worker].sort()).toEqual(['1', '2']);

    const token = await apiA.login('engineer', DEMO_PASSWORD);
    // Both workers have just read (and cached) the session.
    expect((await onWorker((worker) => worker === '1', 'GET', '/api/getUserInfo', token)).body.code).toBe('0');
    expect((await onWorker((worker) => worker === '2', 'GET', '/api/getUserInfo', token)).body.code).toBe('0');
    const logout = await onWorker((worker) => worker === '1', 'GET', '/api/logOut', token);
    expect(logout.body.code).toBe('0');
    expect((await onWorker((worker) => worker === '2', 'GET', '/api/getUserInfo', token)).body).toEqual(SESSION_GONE);
  });

  it('a password change keyed and tokened by one worker is taken up by the other', async () => {
    const token = await apiA.login('manager', DEMO_PASSWORD);
    // The key and token from one worker, the change (with a wrong current password, so that the
    // attempt can be repeated) sent to the other: 原密码错误 says its token and key were good there.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const key = await freshCall<{ publicKey: string; token: string }>('GET', '/acct-center/api/web/pwd-public-key', token);
      const { publicKey, token: once } = key.body.data;
      const rsa = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
      const encrypt = (password: string) =>
        publicEncrypt(
          { key: rsa, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(`${once}\n${password}`),
        ).toString('base64');
      const change = {
        passWord: encrypt('Wrong_2026'),
        newPassWord: encrypt('Workers#2027'),
        newPassWordConfirm: encrypt('Workers#2027'),
        token: once,
      };
      const answer = await freshCall('POST', '/acct-center/api/web/upd-acct-pwd', token, change);
      expect(answer.body).toEqual({ code: '002', msg: '原密码错误', data: null });
      if (answer.worker !== key.worker) return;
    }
    throw new Error('the change never reached the other worker in 50 attempts');
  });

  it('a listener connection killed is made again, and revocations still reach every process', async () => {
    await waitFor(listeners, (n) => n === 4, 'four listeners (A, B, two workers)');
    await database.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER],
    );
    await waitFor(listeners, (n) => n === 4, 'the four listeners back');
    const token = await apiA.login('engineer', DEMO_PASSWORD);
    expect((await apiB.get('/api/getUserInfo', { token })).body.code).toBe('0');
    expect((await apiB.get('/api/getUserInfo', { token })).body.code).toBe('0');
    expect((await apiA.get('/api/logOut', { token })).body.code).toBe('0');
    expect((await apiB.get('/api/getUserInfo', { token })).body).toEqual(SESSION_GONE);
  });
});

describe.runIf(!onPostgres)('WORKERS on PGlite', () => {
  it('stays one process and says so at start: a PGlite folder is held by one process', async () => {
    const server = await startServer({ env: { ...SERVER_ENV, WORKERS: '2' } });
    try {
      expect(server.output()).toContain(
        '工作进程 / workers: 1 (PGlite 只能由一个进程使用，WORKERS 未生效 / PGlite is used by one process only: WORKERS ignored)',
      );
      const token = await new ApiClient(server.baseUrl).login('engineer', DEMO_PASSWORD);
      expect((await new ApiClient(server.baseUrl).get('/api/getUserInfo', { token })).body.code).toBe('0');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 300_000);
});
