import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken } from '../support/entity-api.js';
import { repoRoot, startServer, type RunningServer } from '../support/start-server.js';

/**
 * An entity that exists nowhere but in tests/fixtures: registering its schema folder is all it takes
 * for the server to create its table in every hospital and serve its endpoints.
 */
let server: RunningServer;
let api: ApiClient;
let admin = '';
const gadget = () => entityCalls(api, '/db/fixture-gadget', () => admin);

interface GadgetRow {
  id: string;
  gadgetName: string;
  serialNo: string;
  purchaseDate: string | null;
  price: number | null;
  inUse: boolean;
  state: string | null;
  stateDesc: string | null;
  tags: string[] | null;
  hospCode: string;
}

beforeAll(async () => {
  server = await startServer({ env: { ENTITY_SCHEMA_DIRS: path.join(repoRoot, 'tests/fixtures/schemas') } });
  api = new ApiClient(server.baseUrl);
  admin = await adminToken(api);
});
afterAll(async () => {
  await server?.stop();
});

describe('the console’s list of served entities and their English', () => {
  it('names each entity’s route and title in both languages, drop-in folders included', async () => {
    const entities = (await api.get<{ name: string }[]>('/api/entities', { token: admin })).body.data;
    expect(entities.find((entity) => entity.name === 'fixture-note')).toEqual({
      name: 'fixture-note',
      title: '测试便笺',
      titleEn: 'Test notes',
      kind: 'list',
      scope: 'platform',
      route: '/admin/fixture-note',
      endpoint: '/db/fixture-note',
    });
    expect(entities.find((entity) => entity.name === 'dic')).toMatchObject({
      route: '/admin/system-param/dic',
      title: '系统字典',
      titleEn: 'Dictionary',
    });
  });

  it('shows a hospital user only the entities a hospital role can read', async () => {
    const engineer = await hospitalUserToken(api, 'engineer', '10001');
    const names = (await api.get<{ name: string }[]>('/api/entities', { token: engineer })).body.data.map((entity) => entity.name);
    expect(names).toEqual(expect.arrayContaining(['dic', 'fixture-gadget']));
    expect(names).not.toContain('fixture-note');
    expect(names).not.toContain('acct');
  });

  it('serves every entity’s English, from the file beside its schema, before login too', async () => {
    const texts = (await api.get<Record<string, Record<string, string>>>('/api/entity-texts?lang=en')).body;
    expect(texts.code).toBe('0');
    expect(texts.data['fixture-note']).toMatchObject({ 测试便笺: 'Test notes', 便笺标题: 'Note title' });
    expect(texts.data.dic).toMatchObject({ 系统字典: 'Dictionary' });
    // The schema itself no longer carries it.
    expect(JSON.stringify((await api.get('/api/entities/fixture-note', { token: admin })).body.data)).not.toContain('Test notes');
  });
});

describe('a fixture entity registered by its schema alone', () => {
  it('is listed among the entities and described in the OpenAPI document', async () => {
    const entities = (await api.get<{ name: string }[]>('/api/entities', { token: admin })).body.data.map((entity) => entity.name);
    expect(entities).toContain('fixture-gadget');
    const openapi = (await fetch(`${server.baseUrl}/api/openapi.json`).then((response) => response.json())) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/db/fixture-gadget/add', '/db/fixture-gadget/query']));
  });

  it('adds, queries with filters of every kind, edits, batch-edits and deletes', async () => {
    const calls = gadget();
    const first = await calls.add({
      hospCode: '10001',
      gadgetName: '血氧探头',
      serialNo: 'SN-0001',
      purchaseDate: '2026-03-01',
      price: 12.5,
      state: '1',
    });
    expect(first.body).toMatchObject({ code: '0', msg: '添加成功!' });
    const second = await calls.add({ hospCode: '10001', gadgetName: '心电导联', serialNo: 'SN-0002', inUse: false });
    const id = first.body.data as string;

    const rows = (await calls.query<GadgetRow>({ hospCode: '10001' })).body.data;
    expect(rows.total).toBe(2);
    const row = rows.list.find((item) => item.id === id)!;
    expect(row).toMatchObject({
      gadgetName: '血氧探头',
      purchaseDate: '2026-03-01',
      price: 12.5,
      inUse: true,
      state: '1',
      hospCode: '10001',
    });
    expect(row.stateDesc).toBeTruthy();

    expect((await calls.query<GadgetRow>({ hospCode: '10001', gadgetName: '探' })).body.data.list.map((item) => item.id)).toEqual([id]);
    expect((await calls.query<GadgetRow>({ hospCode: '10001', inUse: false })).body.data.list.map((item) => item.id)).toEqual([
      second.body.data,
    ]);
    expect((await calls.query({ hospCode: '10001', purchaseDate: ['2026-01-01', '2026-12-31'] })).body.data.total).toBe(1);
    expect((await calls.query({ hospCode: '10002' })).body.data.total).toBe(0);

    expect((await calls.update({ id, hospCode: '10001', gadgetName: '血氧探头', serialNo: 'SN-0001', price: 20 })).body.msg).toBe(
      '修改成功!',
    );
    expect((await calls.detail<GadgetRow>({ id, hospCode: '10001' })).body.data.price).toBe(20);
    expect((await calls.batchUpdate({ hospCode: '10001', idList: [id, second.body.data], inUse: false })).body.data).toEqual({ count: 2 });
    expect((await calls.remove({ id, hospCode: '10001' })).body.msg).toBe('删除成功!');
  });

  it('answers with the fixture schema messages', async () => {
    const calls = gadget();
    expect((await calls.add({ hospCode: '10001', gadgetName: 'x' })).body.msg).toBe('序列号为必输项');
    expect((await calls.add({ hospCode: '10001', gadgetName: 'x', serialNo: '12' })).body.msg).toBe('序列号格式为SN-四位数字');
    expect((await calls.add({ hospCode: '10001', gadgetName: 'x', serialNo: 'SN-0002' })).body.msg).toBe('序列号已存在');
    expect((await calls.add({ hospCode: '10001', gadgetName: 'x', serialNo: 'SN-0003', price: -1 })).body.msg).toBe('价格不能小于0');
    expect((await calls.add({ hospCode: '10001', gadgetName: 'x', serialNo: 'SN-0003', purchaseDate: '2026/03/01' })).body.msg).toBe(
      '购置日期格式不正确',
    );
    expect((await calls.add({ hospCode: '10001', gadgetName: 'x', serialNo: 'SN-0003', state: 'nope' })).body.msg).toBe(
      '状态不在可选范围内',
    );
  });

  it('enforces its own permission id for hospital users', async () => {
    const manager = await hospitalUserToken(api, 'manager', '10001');
    expect((await api.post('/db/fixture-gadget/query', { hospCode: '10001' }, { token: manager })).body.code).toBe('403');
  });
});

describe('list parameters and fixed filters (fixture-task)', () => {
  const task = () => entityCalls(api, '/db/fixture-task', () => admin);

  it('stores the fixed value on add and narrows the list by URL parameters', async () => {
    const calls = task();
    const rows = [
      { personId: 'p1', status: '02', dueDate: '2026-12-15' },
      { personId: 'p1', status: '03', dueDate: '2027-03-10' },
      { personId: 'p1', status: '04', dueDate: '2027-01-05' },
      { personId: 'p2', status: '02', dueDate: '2026-11-20' },
    ];
    for (const row of rows) expect((await calls.add({ hospCode: '10001', ...row })).body.code).toBe('0');
    const total = async (params: Record<string, unknown>) => (await calls.query({ hospCode: '10001', ...params })).body.data.total;

    expect(await total({})).toBe(4);
    expect(await total({ patrolPersonId: 'p1' })).toBe(3);
    expect(await total({ patrolPersonId: 'p1', notFinish: 'true' })).toBe(2);
    expect(await total({ patrolPersonId: 'p1', notFinish: 'false' })).toBe(3);
    expect(await total({ patrolStatusList: '02,03' })).toBe(3);
    // The three calendar months after 2026-11: 2026-12-01 up to 2027-03-01.
    expect(await total({ time: '2026-11', dueSoon: '1' })).toBe(2);
    expect((await calls.query({ hospCode: '10001', time: '2026/11', dueSoon: '1' })).body.msg).toBe('三个月内到期应为年月（yyyy-MM）');
    const listed = (await calls.query<{ taskKind: string }>({ hospCode: '10001' })).body.data.list;
    expect(new Set(listed.map((row) => row.taskKind))).toEqual(new Set(['patrol']));
  });
});
