import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, type ApiResponse } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, type Paged } from '../support/entity-api.js';

/**
 * Issue 18: a wall display's key (大屏访问密钥, /db/display-key). Issued and revoked by super
 * admins, shown once, stored as its SHA-256; with it and no token, the cockpit calls of its own
 * hospital answer, and nothing else does.
 */
const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
/** manager: 设备科管理员 of 10001 only. */
let manager = '';
const keys = entityCalls(api, '/db/display-key', () => admin);
const tag = `t${Date.now().toString(36)}`;

/** The whitelist of server/display-keys/display-key-calls.ts, with a body each accepts. */
const COCKPIT_CALLS = [
  '/api/data-analysis/eqp-type-count',
  '/api/data-analysis/eqp-type-price',
  '/api/data-analysis/dept-count',
  '/api/data-analysis/dept-price-sum',
  '/api/data-analysis/eqp-price-rank',
  '/api/data-analysis/monthly-dept-dist',
  '/api/data-analysis/monthly-eng-dist',
  '/api/data-analysis/monthly-eng-rep-work',
  '/api/data-analysis/monthly-eng-rep-job-transfer',
  '/api/dashboard/company-sum-info',
  '/db/workbench/eqp-mtc-status-count-query',
  '/db/workbench/mtc-eqp-list-query',
  '/db/workbench/eqp-status-rate-query',
  '/api/eqp-not-done',
  '/api/dashboard/mtc-sum',
  '/api/dashboard/engineer-sum',
];
const NO_TOKEN = { code: '098', msg: '未登录或登录已失效，请重新登录' };

interface IssuedKey {
  id: string;
  key: string;
  digitalUrl: string;
  repairUrl: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const withKey = <T = unknown>(key: string, path: string, body: unknown = { hospCode: '10001' }): Promise<ApiResponse<T>> =>
  api.post<T>(path, body, { headers: { 'display-key': key } });
const envelope = (response: ApiResponse<unknown>) => ({ code: response.body.code, msg: response.body.msg });

async function issue(hospCode = '10001'): Promise<IssuedKey> {
  const created = await keys.add({ hospCode, keyName: `${tag} 门诊大厅大屏`, remark: '测试' });
  expect(created.body).toMatchObject({ code: '0', msg: '添加成功!' });
  return created.body.data as unknown as IssuedKey;
}

/** A SELECT through SQL管理, as the super admin: what the table really holds. */
async function platformQuery(sqlText: string): Promise<Record<string, unknown>[]> {
  const saved = await api.post<string>(
    '/db/sql-manage/add',
    { sqlName: `${tag} ${Math.random().toString(36).slice(2, 8)}`, sqlText },
    { token: admin },
  );
  expect(saved.body.code).toBe('0');
  const run = await api.post<{ rows: Record<string, unknown>[] }>('/db/sql-manage/run', { id: saved.body.data }, { token: admin });
  expect(run.body.code, run.body.msg).toBe('0');
  return run.body.data.rows;
}

beforeAll(async () => {
  admin = await adminToken(api);
  manager = await hospitalUserToken(api, 'manager', '10001');
});

describe('大屏访问密钥 /db/display-key: issue, store, revoke', () => {
  it('shows the key once, in the issue answer; lists, details and the operation log never return it; the table holds its SHA-256', async () => {
    const issued = await issue();
    expect(issued.key).toMatch(/^dk_[A-Za-z0-9_-]{43}$/);
    expect(issued.digitalUrl).toMatch(new RegExp(`/digital\\?hosp_code=10001&key=${issued.key}$`));
    expect(issued.repairUrl).toMatch(new RegExp(`/repaire-cockpit\\?hosp_code=10001&key=${issued.key}$`));

    const answers = [
      await keys.query({ hospCode: '10001' }, 1, 200),
      await keys.detail({ id: issued.id }),
      await api.post('/db/operate-log/query', { pagedQueryInfo: { index: 1, pageSize: 50 }, recordId: issued.id }, { token: admin }),
    ];
    for (const answer of answers) expect(answer.body.code).toBe('0');
    const text = JSON.stringify(answers.map((answer) => answer.body));
    expect(text).not.toContain(issued.key);
    expect(text).not.toContain(sha256(issued.key));
    expect(text).not.toMatch(/keyHash|key_hash/);
    expect(answers[1]!.body.data).toMatchObject({
      hospCode: '10001',
      keyName: `${tag} 门诊大厅大屏`,
      state: 'active',
      keyPrefix: `${issued.key.slice(0, 9)}…`,
    });
    const logged = answers[2]!.body.data as Paged<{ operation: string }>;
    expect(logged.list.map((row) => row.operation)).toContain('add');

    // The table: the key's only trace is a 64-character digest column, which even the SQL screen
    // cannot read (server/sql-manage/report-role.ts); every readable column is free of the key. The
    // key still opens its calls below, so that digest is what a request's key is matched against.
    const columns = await platformQuery(
      `select a.attname, t.typname, a.atttypmod from pg_catalog.pg_attribute a join pg_catalog.pg_class c on c.oid = a.attrelid join pg_catalog.pg_namespace n on n.oid = c.relnamespace join pg_catalog.pg_type t on t.oid = a.atttypid where n.nspname = 'platform' and c.relname = 'display_key' and a.attname like 'key%' order by 1`,
    );
    // char(64): a type modifier of 64 + 4.
    expect(columns).toEqual([
      { attname: 'key_hash', typname: 'bpchar', atttypmod: 68 },
      { attname: 'key_name', typname: 'varchar', atttypmod: 104 },
      { attname: 'key_prefix', typname: 'varchar', atttypmod: 20 },
    ]);
    const readable = await platformQuery(
      `select id, hosp_code, key_name, key_prefix, state, remark from display_key where id = '${issued.id}'`,
    );
    expect(readable).toEqual([
      {
        id: issued.id,
        hosp_code: '10001',
        key_name: `${tag} 门诊大厅大屏`,
        key_prefix: `${issued.key.slice(0, 9)}…`,
        state: 'active',
        remark: '测试',
      },
    ]);
    expect(JSON.stringify(readable)).not.toContain(issued.key.slice(9));
  });

  it('refuses a hospital user: only super admins issue, list and revoke keys', async () => {
    const asManager = await api.post('/db/display-key/add', { hospCode: '10001', keyName: `${tag} 不允许` }, { token: manager });
    expect(envelope(asManager)).toEqual({ code: '403', msg: '仅超级管理员可以执行该操作' });
    const list = await api.post('/db/display-key/query', { pagedQueryInfo: { index: 1, pageSize: 10 } }, { token: manager });
    expect(list.body.code).toBe('403');
  });

  it('answers the cockpit header’s hospital name to a signed-in user bound to the hospital, and 403 otherwise', async () => {
    const own = await api.post('/db/display-key/display-info', { hospCode: '10001' }, { token: manager });
    expect(own.body).toMatchObject({ code: '0', data: { hospCode: '10001', hospName: '示范市第一人民医院' } });
    const other = await api.post('/db/display-key/display-info', { hospCode: '10002' }, { token: manager });
    expect(envelope(other)).toEqual({ code: '403', msg: '您没有该医院的访问权限' });
    expect(envelope(await api.post('/db/display-key/display-info', { hospCode: '10001' }))).toEqual(NO_TOKEN);
  });

  it('refuses a key for a hospital that does not exist', async () => {
    const created = await keys.add({ hospCode: '99999', keyName: `${tag} 不存在` });
    expect(envelope(created)).toEqual({ code: '002', msg: '医院不存在' });
  });
});

describe('a request with a display key and no token', () => {
  let issued: IssuedKey;
  beforeAll(async () => {
    issued = await issue();
  });

  it('answers every cockpit call for the key’s hospital, with the same data a signed-in manager gets', async () => {
    for (const path of COCKPIT_CALLS) {
      const viaKey = await withKey(issued.key, path);
      expect(viaKey.body.code, `${path}: ${viaKey.body.msg}`).toBe('0');
      const viaSession = await api.post(path, { hospCode: '10001' }, { token: manager });
      expect(viaKey.body.data, path).toEqual(viaSession.body.data);
    }
    const info = await withKey(issued.key, '/db/display-key/display-info');
    expect(info.body).toMatchObject({ code: '0', data: { hospCode: '10001', hospName: '示范市第一人民医院' } });
  });

  it('refuses another hospital with the 403 a hospital user gets for a hospital they are not bound to', async () => {
    const stranger = await api.post('/api/dashboard/company-sum-info', { hospCode: '10002' }, { token: manager });
    expect(envelope(stranger)).toEqual({ code: '403', msg: '您没有该医院的访问权限' });
    for (const path of ['/api/dashboard/company-sum-info', '/api/data-analysis/dept-count', '/db/display-key/display-info']) {
      expect(envelope(await withKey(issued.key, path, { hospCode: '10002' })), path).toEqual(envelope(stranger));
    }
  });

  it('answers any other call, read or write, exactly as a call without a token', async () => {
    const others: [string, unknown][] = [
      ['/db/dic/query', { pagedQueryInfo: { index: 1, pageSize: 10 } }],
      ['/api/dashboard/item-remind-count', { hospCode: '10001' }],
      ['/db/workbench/eqp-count-price-uery', { hospCode: '10001' }],
      ['/db/display-key/add', { hospCode: '10001', keyName: `${tag} 自己发` }],
      ['/db/display-key/revoke', { id: issued.id }],
      ['/db/hosp-dept/add', { hospCode: '10001', deptName: `${tag} 科室`, parentId: '000000000000000000000000' }],
    ];
    for (const [path, body] of others) {
      const bare = await api.post(path, body);
      expect(envelope(bare), path).toEqual(NO_TOKEN);
      expect(envelope(await withKey(issued.key, path, body)), path).toEqual(NO_TOKEN);
    }
  });

  it('answers a wrong key as no token', async () => {
    const wrong = `dk_${'A'.repeat(43)}`;
    expect(envelope(await withKey(wrong, '/api/dashboard/company-sum-info'))).toEqual(NO_TOKEN);
    expect(envelope(await withKey('not-a-key', '/api/dashboard/company-sum-info'))).toEqual(NO_TOKEN);
  });

  it('stops answering at once when the key is revoked; a revoked key can be deleted, an active one not', async () => {
    const other = await issue();
    expect(envelope(await keys.remove({ id: other.id }))).toEqual({ code: '002', msg: '请先吊销密钥再删除' });
    expect((await withKey(other.key, '/api/dashboard/company-sum-info')).body.code).toBe('0');

    const revoked = await keys.post('revoke', { id: other.id });
    expect(revoked.body).toMatchObject({ code: '0', msg: '密钥已吊销', data: { id: other.id, state: 'revoked' } });
    expect(envelope(await withKey(other.key, '/api/dashboard/company-sum-info'))).toEqual(NO_TOKEN);
    expect(envelope(await keys.post('revoke', { id: other.id }))).toEqual({ code: '002', msg: '该密钥已吊销' });
    const log = await api.post<Paged<{ operation: string }>>(
      '/db/operate-log/query',
      { pagedQueryInfo: { index: 1, pageSize: 50 }, recordId: other.id },
      { token: admin },
    );
    expect(log.body.data.list.map((row) => row.operation)).toContain('revoke');
    expect(JSON.stringify(log.body)).not.toContain(other.key);
    expect((await keys.remove({ id: other.id })).body).toMatchObject({ code: '0', msg: '删除成功!' });

    // The first key still works: revoking one key touches no other.
    expect((await withKey(issued.key, '/api/dashboard/company-sum-info')).body.code).toBe('0');
  });

  it('lets a token win over a key: a signed-in user is judged by their session', async () => {
    const both = await api.post(
      '/api/dashboard/company-sum-info',
      { hospCode: '10002' },
      { token: manager, headers: { 'display-key': issued.key } },
    );
    expect(envelope(both)).toEqual({ code: '403', msg: '您没有该医院的访问权限' });
  });

  // Last: it spends this address's budget of wrong keys for a minute.
  it('answers 429 once an address has sent too many wrong keys in a minute', async () => {
    const wrong = `dk_${'B'.repeat(43)}`;
    let answer: ApiResponse<unknown> | undefined;
    for (let i = 0; i < 40; i++) {
      answer = await withKey(wrong, '/api/dashboard/company-sum-info');
      if (answer.status === 429) break;
    }
    expect(answer?.status).toBe(429);
    expect(answer?.body.code).toBe('429');
    expect(answer?.body.msg).toMatch(/^请求过于频繁，请\d+秒后再试$/);
  });
});
