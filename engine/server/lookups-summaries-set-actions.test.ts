import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveEntities } from '../schema/resolve-entities';
import { addReadFilter, addWriteGuard, addWriteObserver, type WriteRecord } from './entity-extensions';
import { pgliteHost, type PgliteHost } from './test-support/pglite-host';
import { sql } from 'kysely';

/**
 * The three declarative features of issue 27 through the engine's own routes and SQL, on an
 * in-memory PGlite: lookup values checked and picked as the looked-up entity's reads allow,
 * counters computed with the list query, and a `set` action written through the update path.
 */
const part = {
  name: 'part',
  title: '配件',
  kind: 'list',
  scope: 'hospital',
  table: 'part',
  endpoint: '/db/part',
  operations: ['add', 'query'],
  permissions: { query: 'p:part', add: 'p:part' },
  fixedFilters: { kind: 'part' },
  fields: {
    partName: { type: 'string', title: '配件名称', maxLength: 50 },
    kind: { type: 'string', title: '类别', maxLength: 8 },
    secret: { type: 'boolean', title: '保密' },
  },
  list: { columns: ['partName'] },
  dialogs: { add: { title: '配件添加', fields: ['hospCode', 'partName', 'secret'] } },
};
const cert = {
  name: 'cert',
  title: '证书',
  kind: 'list',
  scope: 'hospital',
  table: 'cert',
  endpoint: '/db/cert',
  operations: ['add', 'update', 'batchUpdate', 'query', 'detail'],
  permissions: { query: 'p:cert', add: 'p:cert', update: 'p:cert', batchUpdate: 'p:cert', detail: 'p:cert' },
  fields: {
    certNo: { type: 'string', title: '证书编号', maxLength: 20 },
    partId: { type: 'string', title: '所属配件', maxLength: 24, lookup: { entity: 'part', labelField: 'partName' } },
    state: { type: 'string', title: '证书状态', enum: ['1', '9'], maxLength: 2 },
    fee: { type: 'number', title: '费用' },
  },
  list: {
    filters: ['certNo', 'partId', 'state'],
    columns: ['certNo', 'partId', 'state', 'fee'],
    summary: {
      items: [
        { key: 'all', title: '全部', count: {} },
        { key: 'valid', title: '有效', count: { when: { state: ['1'] } } },
        { key: 'revoked', title: '已吊销', count: { when: { state: ['9'] } } },
        { key: 'fees', title: '费用合计', sum: { field: 'fee' } },
        { key: 'validFees', title: '有效费用', sum: { field: 'fee', when: { state: ['1'] } } },
        { key: 'fromHandler', title: '其他' },
      ],
    },
  },
  dialogs: {
    add: { title: '证书添加', fields: ['hospCode', 'certNo', 'partId', 'state', 'fee'] },
    edit: { title: '证书修改', fields: ['hospCode', 'certNo', 'partId', 'state', 'fee'] },
    batch: { title: '证书批量修改', fields: ['hospCode', 'partId'] },
  },
  actions: [
    {
      kind: 'set',
      name: 'revoke',
      label: '吊销',
      values: { state: '9' },
      confirm: '确定吊销{certNo}?',
      permission: 'p:revoke',
      visibleWhen: { state: ['1'] },
    },
  ],
};

let env: PgliteHost;
const writes: WriteRecord[] = [];
let guardRefuses = false;

async function post<T = unknown>(url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await env.app.inject({ method: 'POST', url, payload, headers });
  return response.json() as { code: string; msg: string; data: T };
}

beforeAll(async () => {
  const entities = resolveEntities({ part, cert });
  env = await pgliteHost(entities, ['a', 'b'], (extensions) => {
    addWriteObserver(extensions, async (write) => {
      writes.push(write);
    });
    addWriteGuard(extensions, 'cert', async ({ values }) => {
      if (guardRefuses && values.partId) throw Object.assign(new Error('守卫拒绝'), { statusCode: 200, code: 'guard' });
    });
    // The secret parts are nobody's to read or name.
    addReadFilter(extensions, 'part', async () => sql<boolean>`t.secret is not true`);
  });
}, 60_000);
afterAll(async () => {
  await env?.close();
});

const addPart = async (hosp: string, partName: string, secret = false) =>
  (await post<string>('/db/part/add', { hospCode: hosp, partName, secret })).data;

describe('lookup values', () => {
  it('are refused when the record does not exist, is in another hospital or is hidden by the entity’s read filter', async () => {
    const own = await addPart('a', '探头');
    const other = await addPart('b', '导联');
    const hidden = await addPart('a', '机密件', true);
    expect((await post('/db/cert/add', { hospCode: 'a', certNo: 'C1', partId: own })).code).toBe('0');
    for (const partId of ['ffffffffffffffffffffffff', other, hidden]) {
      expect(await post('/db/cert/add', { hospCode: 'a', certNo: 'C2', partId })).toMatchObject({
        code: 'badRequest',
        msg: '所属配件不存在',
      });
    }
    const id = (await post<{ list: { id: string }[] }>('/db/cert/query', { hospCode: 'a' })).data.list[0]!.id;
    expect(await post('/db/cert/update', { hospCode: 'a', id, partId: other })).toMatchObject({ msg: '所属配件不存在' });
    expect(await post('/db/cert/batchUpdate', { hospCode: 'a', idList: [id], partId: hidden })).toMatchObject({ msg: '所属配件不存在' });
    // A lookup filters by equality (the id picked), not by part of the id.
    expect((await post<{ total: number }>('/db/cert/query', { hospCode: 'a', partId: own })).data.total).toBe(1);
    expect((await post<{ total: number }>('/db/cert/query', { hospCode: 'a', partId: own.slice(0, 10) })).data.total).toBe(0);
    // Emptying the field is not naming a record.
    expect((await post('/db/cert/update', { hospCode: 'a', id, partId: '' })).code).toBe('0');
  });

  it('are checked after the entity’s write guards, whose messages come first', async () => {
    guardRefuses = true;
    try {
      expect(await post('/db/cert/add', { hospCode: 'a', certNo: 'C3', partId: 'ffffffffffffffffffffffff' })).toMatchObject({
        code: 'guard',
      });
    } finally {
      guardRefuses = false;
    }
  });

  it('are picked by label, paged, as the looked-up entity’s query reads them, with its permission', async () => {
    for (const name of ['探针A', '探针B', '探针C']) await addPart('a', name);
    env.authorised.length = 0;
    const page = await post<{ list: { value: string; label: string }[]; total: number }>('/db/cert/lookup-options', {
      field: 'partId',
      hospCode: 'a',
      keyword: '探针',
      pageSize: 2,
    });
    expect(page.data.total).toBe(3);
    expect(page.data.list.map((option) => option.label)).toEqual(['探针A', '探针B']);
    expect(env.authorised.at(-1)).toMatchObject({
      entity: expect.objectContaining({ name: 'part' }),
      operation: 'query',
      permission: 'p:part',
      hospCode: 'a',
    });
    const next = await post<{ list: { label: string }[] }>('/db/cert/lookup-options', {
      field: 'partId',
      hospCode: 'a',
      keyword: '探针',
      pageSize: 2,
      index: 2,
    });
    expect(next.data.list.map((option) => option.label)).toEqual(['探针C']);
    const all = await post<{ list: { label: string }[] }>('/db/cert/lookup-options', { field: 'partId', hospCode: 'a' });
    expect(all.data.list.map((option) => option.label)).not.toContain('机密件');
    expect(all.data.list.map((option) => option.label)).not.toContain('导联');
    const [first] = page.data.list;
    expect((await post('/db/cert/lookup-options', { field: 'partId', hospCode: 'a', ids: [first!.value] })).data).toEqual({
      list: [first],
      total: 1,
    });
    expect(await post('/db/cert/lookup-options', { field: 'certNo', hospCode: 'a' })).toMatchObject({
      code: 'badRequest',
      msg: '不支持的查询字段 certNo',
    });
    env.denied.add('p:part');
    try {
      expect((await post('/db/cert/lookup-options', { field: 'partId', hospCode: 'a' })).code).toBe('forbidden');
    } finally {
      env.denied.delete('p:part');
    }
  });
});

describe('declared counters', () => {
  it('count and add up the rows the list’s filters select, all pages, beside the page', async () => {
    for (const [certNo, state, fee] of [
      ['S1', '1', 10],
      ['S2', '1', 2.5],
      ['S3', '9', 100],
      ['X1', '1', 1],
    ] as const) {
      expect((await post('/db/cert/add', { hospCode: 'b', certNo, state, fee })).code).toBe('0');
    }
    const answer = await post<{ list: unknown[]; summary: Record<string, number> }>('/db/cert/query', {
      hospCode: 'b',
      pagedQueryInfo: { index: 1, pageSize: 1 },
      certNo: 'S',
    });
    expect(answer.data.list).toHaveLength(1);
    expect(answer.data.summary).toEqual({ all: 3, valid: 2, revoked: 1, fees: 112.5, validFees: 12.5 });
    const none = await post<{ summary: Record<string, number> }>('/db/cert/query', { hospCode: 'b', certNo: 'nothing' });
    expect(none.data.summary).toEqual({ all: 0, valid: 0, revoked: 0, fees: 0, validFees: 0 });
  });
});

describe('a set action', () => {
  it('writes its values through the update path, with its permission, observers and row version', async () => {
    const id = await post<string>('/db/cert/add', { hospCode: 'a', certNo: 'R1', state: '1' }).then((answer) => answer.data);
    writes.length = 0;
    env.authorised.length = 0;
    expect(await post('/db/cert/revoke', { hospCode: 'a', id, rowVersion: 0 })).toMatchObject({ code: '0', msg: '修改成功!' });
    expect(env.authorised.at(-1)).toMatchObject({ operation: 'action:revoke', permission: 'p:revoke' });
    const row = (await post<{ state: string; rowVersion: number }>('/db/cert/detail', { hospCode: 'a', id })).data;
    expect(row).toMatchObject({ state: '9', rowVersion: 1 });
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      operation: 'action:revoke',
      fields: ['state'],
      before: [expect.objectContaining({ state: '1' })],
      after: [expect.objectContaining({ state: '9' })],
    });
  });

  it('is refused on a row its visibleWhen does not match, in the caller’s language, writing nothing', async () => {
    const id = await post<string>('/db/cert/add', { hospCode: 'a', certNo: 'R2', state: '9' }).then((answer) => answer.data);
    writes.length = 0;
    expect(await post('/db/cert/revoke', { hospCode: 'a', id })).toEqual({ code: 'refused', msg: '该记录当前不能执行「吊销」' });
    expect(await post('/db/cert/revoke', { hospCode: 'a', id }, { lang: 'en' })).toEqual({
      code: 'refused',
      msg: '"吊销" cannot be done to this record in its current state',
    });
    expect(writes).toHaveLength(0);
    expect((await post<{ rowVersion: number }>('/db/cert/detail', { hospCode: 'a', id })).data.rowVersion).toBe(0);
  });

  it('is refused as an edit conflict when the row changed since it was read, and for unknown keys', async () => {
    const id = await post<string>('/db/cert/add', { hospCode: 'a', certNo: 'R3', state: '1' }).then((answer) => answer.data);
    expect((await post('/db/cert/update', { hospCode: 'a', id, fee: 3 })).code).toBe('0');
    expect((await post('/db/cert/revoke', { hospCode: 'a', id, rowVersion: 0 })).code).toBe('conflict');
    expect(await post('/db/cert/revoke', { hospCode: 'a', id, state: '1', certNoDesc: 'x' })).toMatchObject({ code: '0' });
    expect(await post('/db/cert/revoke', { hospCode: 'a', id, extra: 1 })).toMatchObject({ code: 'badRequest', msg: '不支持的参数 extra' });
  });
});
