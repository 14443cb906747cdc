import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';
import { repoRoot, startServer, type RunningServer } from '../support/start-server.js';

/**
 * Issue 27 over HTTP, with the fixture schemas (tests/fixtures/schemas): a lookup field's value is
 * checked and picked as the looked-up entity reads (fixture-task.gadgetId → fixture-gadget),
 * list.summary counters computed by the engine (fixture-gadget), and a `set` action (停用器件)
 * refused where its visibleWhen does not match.
 */
let server: RunningServer;
let api: ApiClient;
let admin = '';
const gadget = () => entityCalls(api, '/db/fixture-gadget', () => admin);
const task = () => entityCalls(api, '/db/fixture-task', () => admin);

interface Option {
  value: string;
  label: string;
}
interface Gadget {
  id: string;
  gadgetName: string;
  inUse: boolean;
  rowVersion: number;
}

beforeAll(async () => {
  // Seeding a fresh store takes over a minute on a busy machine.
  server = await startServer({ env: { ENTITY_SCHEMA_DIRS: path.join(repoRoot, 'tests/fixtures/schemas') }, readyTimeoutMs: 180_000 });
  api = new ApiClient(server.baseUrl);
  admin = await adminToken(api);
});
afterAll(async () => {
  await server?.stop();
});

const addGadget = async (hospCode: string, gadgetName: string, serialNo: string, extra: Record<string, unknown> = {}) => {
  const answer = await gadget().add({ hospCode, gadgetName, serialNo, ...extra });
  expect(answer.body).toMatchObject({ code: '0' });
  return answer.body.data;
};

describe('the API description', () => {
  it('lists the set action and the lookup picker of the fixtures', async () => {
    const openapi = (await fetch(`${server.baseUrl}/api/openapi.json`).then((response) => response.json())) as {
      paths: Record<string, { post?: { summary?: string } }>;
    };
    expect(openapi.paths['/db/fixture-gadget/retire']?.post?.summary).toBe('停用器件');
    expect(openapi.paths['/db/fixture-task/lookup-options']?.post).toBeDefined();
  });
});

describe('a lookup field', () => {
  let probe = '';
  let elsewhere = '';

  beforeAll(async () => {
    probe = await addGadget('10001', '血氧探头', 'SN-0101');
    await addGadget('10001', '血压袖带', 'SN-0102');
    await addGadget('10001', '血糖试纸', 'SN-0103');
    elsewhere = await addGadget('10002', '血氧探头（二院）', 'SN-0201');
  });

  it('refuses an id that names no record, or one of another hospital, with the field’s title, in both languages', async () => {
    for (const gadgetId of [MISSING_ID, elsewhere]) {
      expect((await task().add({ hospCode: '10001', status: '02', gadgetId })).body).toEqual({
        code: '001',
        msg: '所属器件不存在',
        data: null,
      });
    }
    const english = await api.post(
      '/db/fixture-task/add',
      { hospCode: '10001', status: '02', gadgetId: MISSING_ID },
      { token: admin, headers: { lang: 'en' } },
    );
    expect(english.body).toEqual({ code: '001', msg: 'Gadget does not exist', data: null });
  });

  it('keeps a record it names, and the list shows its label', async () => {
    const id = (await task().add({ hospCode: '10001', status: '02', gadgetId: probe })).body.data as string;
    const row = (await task().detail<{ gadgetId: string; gadgetIdDesc: string }>({ id, hospCode: '10001' })).body.data;
    expect(row).toMatchObject({ gadgetId: probe, gadgetIdDesc: '血氧探头' });
    expect((await task().query<{ id: string }>({ hospCode: '10001', gadgetId: probe })).body.data.list.map((item) => item.id)).toEqual([
      id,
    ]);
  });

  it('offers the looked-up records of the hospital by label, paged, and names given ids', async () => {
    const options = (body: Record<string, unknown>) =>
      api.post<{ list: Option[]; total: number }>('/db/fixture-task/lookup-options', body, { token: admin });
    const first = (await options({ field: 'gadgetId', hospCode: '10001', keyword: '血', pageSize: 2 })).body.data;
    expect(first).toEqual({
      list: [expect.objectContaining({ label: '血压袖带' }), expect.objectContaining({ label: '血氧探头' })],
      total: 3,
    });
    const second = (await options({ field: 'gadgetId', hospCode: '10001', keyword: '血', pageSize: 2, index: 2 })).body.data;
    expect(second.list.map((option) => option.label)).toEqual(['血糖试纸']);
    expect((await options({ field: 'gadgetId', hospCode: '10001', ids: [probe, elsewhere] })).body.data).toEqual({
      list: [{ value: probe, label: '血氧探头' }],
      total: 1,
    });
    expect((await options({ field: 'gadgetId', hospCode: '10002' })).body.data.list.map((option) => option.label)).toEqual([
      '血氧探头（二院）',
    ]);
    expect((await options({ field: 'status', hospCode: '10001' })).body).toMatchObject({ code: '001', msg: '不支持的查询字段 status' });
  });

  it('is picked only with the looked-up entity’s read permission', async () => {
    const manager = await hospitalUserToken(api, 'manager', '10001');
    expect(
      (await api.post('/db/fixture-task/lookup-options', { field: 'gadgetId', hospCode: '10001' }, { token: manager })).body.code,
    ).toBe('403');
  });
});

describe('list.summary counters declared in the schema', () => {
  it('count by a field’s values and add up a number field over every row the filters select', async () => {
    await addGadget('10003', '监护仪', 'SN-0301', { state: '1', price: 100 });
    await addGadget('10003', '监护导联', 'SN-0302', { state: '1', price: 20.5, inUse: false });
    await addGadget('10003', '监护探头', 'SN-0303', { state: '0', price: 3 });
    await addGadget('10003', '输液泵', 'SN-0304', { price: 1000 });
    const summary = async (filters: Record<string, unknown>) =>
      (await gadget().query<Gadget>({ hospCode: '10003', ...filters }, 1, 1)).body.data as unknown as {
        list: Gadget[];
        summary: Record<string, number>;
      };
    const narrowed = await summary({ gadgetName: '监护' });
    expect(narrowed.list).toHaveLength(1);
    expect(narrowed.summary).toEqual({ total: 3, enabled: 2, disabled: 1, inUse: 2, priceTotal: 123.5 });
    expect((await summary({})).summary).toEqual({ total: 4, enabled: 2, disabled: 1, inUse: 3, priceTotal: 1123.5 });
  });
});

describe('a set action (停用器件)', () => {
  it('sets its values on a row its visibleWhen matches, logged like any write', async () => {
    const id = await addGadget('10001', '心电导联', 'SN-0401');
    const answer = await api.post('/db/fixture-gadget/retire', { id, hospCode: '10001', rowVersion: 0 }, { token: admin });
    expect(answer.body).toEqual({ code: '0', msg: '修改成功!', data: null });
    expect((await gadget().detail<Gadget>({ id, hospCode: '10001' })).body.data).toMatchObject({ inUse: false, rowVersion: 1 });
    const log = await api.post<{ list: { operation: string; recordId: string }[] }>(
      '/db/operate-log/query',
      { pagedQueryInfo: { index: 1, pageSize: 10 }, entity: 'fixture-gadget', operation: 'retire' },
      { token: admin },
    );
    expect(log.body.data.list.map((row) => row.recordId)).toContain(id);
  });

  it('is refused on a row its visibleWhen does not match, in both languages, and writes nothing', async () => {
    const id = await addGadget('10001', '备用导联', 'SN-0402', { inUse: false });
    const refusal = await api.post('/db/fixture-gadget/retire', { id, hospCode: '10001' }, { token: admin });
    expect(refusal.body).toEqual({ code: '002', msg: '该记录当前不能执行「停用器件」', data: null });
    const english = await api.post('/db/fixture-gadget/retire', { id, hospCode: '10001' }, { token: admin, headers: { lang: 'en' } });
    expect(english.body).toEqual({ code: '002', msg: '"Retire gadget" cannot be done to this record in its current state', data: null });
    expect((await gadget().detail<Gadget>({ id, hospCode: '10001' })).body.data.rowVersion).toBe(0);
  });

  it('checks its own permission id and the row version', async () => {
    const id = await addGadget('10001', '测温探头', 'SN-0403');
    const manager = await hospitalUserToken(api, 'manager', '10001');
    expect((await api.post('/db/fixture-gadget/retire', { id, hospCode: '10001' }, { token: manager })).body.code).toBe('403');
    expect((await gadget().update({ id, hospCode: '10001', price: 5 })).body.code).toBe('0');
    expect((await api.post('/db/fixture-gadget/retire', { id, hospCode: '10001', rowVersion: 0 }, { token: admin })).body.code).toBe('409');
  });
});
