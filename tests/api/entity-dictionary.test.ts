import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const dic = entityCalls(api, '/db/dic', () => admin);

interface DicRow {
  id: string;
  type: string;
  description: string;
  val: string;
  sort: number;
  createDateTime: string;
  lstupdDateTime: string;
}

const TYPE = `T_DIC_${Date.now().toString(36).toUpperCase()}`;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

beforeAll(async () => {
  admin = await adminToken(api);
});

describe('/db/dic add, query, detail, update, delete', () => {
  let id = '';

  it('adds an entry and answers 添加成功! with the new id', async () => {
    const response = await dic.add({ type: TYPE, description: '测试项', val: 'A', sort: 1 });
    expect(response.body).toMatchObject({ code: '0', msg: '添加成功!' });
    expect(response.body.data).toMatch(/^[0-9a-f]{24}$/);
    id = response.body.data;
  });

  it('finds it by type, with server-maintained id and times', async () => {
    const response = await dic.query<DicRow>({ type: TYPE });
    expect(response.body.data.total).toBe(1);
    const row = response.body.data.list[0]!;
    expect(row).toMatchObject({ id, type: TYPE, description: '测试项', val: 'A', sort: 1 });
    expect(row.createDateTime).toMatch(DATE_TIME);
    expect(row.lstupdDateTime).toMatch(DATE_TIME);
  });

  it('matches names by substring', async () => {
    expect((await dic.query<DicRow>({ type: TYPE, description: '试' })).body.data.total).toBe(1);
    expect((await dic.query<DicRow>({ type: TYPE, description: '不存在' })).body.data.total).toBe(0);
  });

  it('returns the detail by id (POST and GET)', async () => {
    expect((await dic.detail<DicRow>({ id })).body.data).toMatchObject({ id, type: TYPE });
    expect((await api.get<DicRow>(`/db/dic/detail?id=${id}`, { token: admin })).body.data).toMatchObject({ id });
  });

  it('updates it and answers 修改成功!', async () => {
    const response = await dic.update({ id, type: TYPE, description: '已修改', val: 'B', sort: 2 });
    // The envelope always carries data, null when an update has nothing to return (issue 11).
    expect(response.body).toEqual({ code: '0', msg: '修改成功!', data: null });
    expect((await dic.detail<DicRow>({ id })).body.data).toMatchObject({ description: '已修改', val: 'B', sort: 2 });
  });

  it('ignores read-only fields echoed back by an edit form', async () => {
    const row = (await dic.detail<DicRow>({ id })).body.data;
    const response = await dic.update({ ...row, description: '回显' });
    expect(response.body.code).toBe('0');
    expect((await dic.detail<DicRow>({ id })).body.data.createDateTime).toBe(row.createDateTime);
  });

  it('deletes it and answers 删除成功!', async () => {
    expect((await dic.remove({ id })).body).toMatchObject({ code: '0', msg: '删除成功!' });
    expect((await dic.query<DicRow>({ type: TYPE })).body.data.total).toBe(0);
  });
});

describe('/db/dic validation messages of seed 001 section 5', () => {
  it.each([
    [{}, '类型为必输项'],
    [{ type: 'X' }, '描述/名称为必输项'],
    [{ type: 'X', description: 'd' }, '值为必输项'],
    [{ type: 'X', description: 'd', val: 'v' }, '排序为必输项'],
    [{ type: '', description: 'd', val: 'v', sort: 1 }, '类型为必输项'],
    [{ type: 'X', description: 'd', val: 'v', sort: 0 }, '排序为1至32767的整数'],
    [{ type: 'X', description: 'd', val: 'v', sort: 32768 }, '排序为1至32767的整数'],
    [{ type: 'X', description: 'd', val: 'v', sort: 'abc' }, '排序必须为整数'],
    [{ type: 'X', description: 'd', val: 'v', sort: 1.5 }, '排序必须为整数'],
    [{ type: 'X', description: 'd', val: 'v', sort: 1, colour: 'red' }, '不支持的参数 colour'],
  ])('add %j -> %s', async (body, message) => {
    expect((await dic.add(body)).body).toMatchObject({ code: '001', msg: message, data: null });
  });

  it('a body that is not an object is refused', async () => {
    expect((await dic.add([1, 2])).body).toMatchObject({ code: '001', msg: '请求体必须为JSON对象' });
  });

  it('an update of an id that does not exist is 记录不存在', async () => {
    expect((await dic.update({ id: MISSING_ID, type: 'X', description: 'd', val: 'v', sort: 1 })).body).toMatchObject({
      code: '404',
      msg: '记录不存在',
    });
    expect((await dic.detail({ id: MISSING_ID })).body).toMatchObject({ code: '404', msg: '记录不存在' });
    expect((await dic.remove({ id: MISSING_ID })).body).toMatchObject({ code: '404', msg: '记录不存在' });
  });

  it('an id that is not 24 hex characters is refused', async () => {
    expect((await dic.detail({ id: 'abc' })).body).toMatchObject({ code: '001', msg: 'ID必须为24位十六进制字符' });
    expect((await dic.detail({})).body).toMatchObject({ code: '001', msg: 'ID为必输项' });
  });
});

describe('/db/dic batchUpdate', () => {
  it("sets the batch fields on the listed entry; sort follows the edit rule (issue 11: batch applies update's min/max)", async () => {
    const ids: string[] = [];
    for (const val of ['1', '2', '3']) ids.push((await dic.add({ type: `${TYPE}_B`, description: 'b', val, sort: 1 })).body.data);
    const tooHigh = await dic.batchUpdate({ idList: ids.slice(0, 1), type: `${TYPE}_B`, description: '批量', val: 'same', sort: 40000 });
    expect(tooHigh.body).toEqual({ code: '001', msg: '排序为1至32767的整数', data: null });
    const response = await dic.batchUpdate({ idList: ids.slice(0, 1), type: `${TYPE}_B`, description: '批量', val: 'same', sort: 300 });
    expect(response.body).toMatchObject({ code: '0', msg: '修改成功!', data: { count: 1 } });
    const rows = (await dic.query<DicRow>({ type: `${TYPE}_B` }, 1, 50)).body.data.list;
    expect(rows.filter((row) => row.description === '批量').map((row) => row.id)).toEqual(ids.slice(0, 1));
    expect(rows.find((row) => row.id === ids[0])?.sort).toBe(300);
    // Several entries given one type and value would be duplicates (tests/api/dictionary-rules.test.ts).
    expect((await dic.batchUpdate({ idList: ids.slice(1), type: `${TYPE}_B`, description: '批量', val: 'same2', sort: 1 })).body.msg).toBe(
      '该类型下已存在相同的值',
    );
    expect((await dic.remove({ idList: ids })).body.data).toEqual({ count: 3 });
  });

  it('needs at least one id', async () => {
    expect((await dic.batchUpdate({ idList: [], type: 'X', description: 'd', val: 'v', sort: 1 })).body).toMatchObject({
      code: '001',
      msg: '请选中至少一条待修改数据',
    });
  });

  it('refuses the whole batch when one id does not exist', async () => {
    const id = (await dic.add({ type: `${TYPE}_C`, description: 'c', val: 'c', sort: 1 })).body.data;
    const response = await dic.batchUpdate({ idList: [id, MISSING_ID], type: `${TYPE}_C`, description: 'x', val: 'x', sort: 1 });
    expect(response.body).toMatchObject({ code: '404', msg: '记录不存在' });
    expect((await dic.detail<DicRow>({ id })).body.data.description).toBe('c');
  });
});

describe('/db/dic paged query', () => {
  const type = `${TYPE}_P`;
  beforeAll(async () => {
    for (let sort = 1; sort <= 23; sort += 1) await dic.add({ type, description: `项${sort}`, val: `v${sort}`, sort });
  });

  it('pages from index 1 with a default size of 10', async () => {
    const first = await api.post<{ list: unknown[]; total: number }>('/db/dic/query', { type }, { token: admin });
    expect(first.body.data.total).toBe(23);
    expect(first.body.data.list).toHaveLength(10);
    expect((await dic.query({ type }, 3, 10)).body.data.list).toHaveLength(3);
    expect((await dic.query({ type }, 4, 10)).body.data.list).toHaveLength(0);
  });

  it('sorts by a sortable column on request', async () => {
    const response = await api.post<{ list: DicRow[] }>(
      '/db/dic/query',
      { pagedQueryInfo: { index: 1, pageSize: 3, sortField: 'sort', sortOrder: 'desc' }, type },
      { token: admin },
    );
    expect(response.body.data.list.map((row) => row.sort)).toEqual([23, 22, 21]);
  });

  it('refuses sorting by a column that is not sortable, and bad paging', async () => {
    const query = (pagedQueryInfo: unknown) => api.post('/db/dic/query', { pagedQueryInfo, type }, { token: admin });
    expect((await query({ index: 1, pageSize: 10, sortField: 'val' })).body).toMatchObject({ code: '001', msg: '不支持按val排序' });
    expect((await query({ index: 0, pageSize: 10 })).body).toMatchObject({ code: '001', msg: '页码必须为大于0的整数' });
    expect((await query({ index: 1, pageSize: 201 })).body).toMatchObject({ code: '001', msg: '每页条数不能超过200' });
    expect((await query({ index: '1', pageSize: 10 })).body).toMatchObject({ code: '001', msg: '页码必须为大于0的整数' });
  });

  it('filters by creation-time range and by id', async () => {
    const all = (await dic.query<DicRow>({ type }, 1, 50)).body.data.list;
    const first = all[0]!;
    expect((await dic.query({ type, createDateTime: ['2000-01-01 00:00:00', '2099-12-31 23:59:59'] })).body.data.total).toBe(23);
    expect((await dic.query({ type, createDateTime: ['2099-01-01 00:00:00', null] })).body.data.total).toBe(0);
    expect((await dic.query({ id: first.id })).body.data.list).toEqual([first]);
    expect((await dic.query({ createDateTime: ['yesterday', null] })).body).toMatchObject({
      code: '001',
      msg: '查询条件创建时间格式不正确',
    });
  });

  it('treats an injected SQL fragment as plain text', async () => {
    const injected = "x' OR '1'='1";
    expect((await dic.query({ type: injected })).body).toMatchObject({ code: '0', data: { list: [], total: 0 } });
    expect((await dic.query({ description: "%' OR 1=1 --" })).body.data.total).toBe(0);
    expect((await dic.query({ type, description: '%' })).body.data.total).toBe(0);
    // The table is still there and intact.
    expect((await dic.query({ type })).body.data.total).toBe(23);
  });

  it('refuses an unknown filter and a filter of the wrong type', async () => {
    expect((await dic.query({ 'type; DROP TABLE platform.dic': 'x' })).body).toMatchObject({
      code: '001',
      msg: '不支持的参数 type; DROP TABLE platform.dic',
    });
    expect((await dic.query({ sort: 'high' })).body).toMatchObject({ code: '001', msg: '查询条件排序格式不正确' });
  });
});

describe('/db/dic permissions', () => {
  it('refuses a hospital user whose role lacks sys:dic, lets one with it read', async () => {
    const engineer = await hospitalUserToken(api, 'engineer', '10001');
    expect((await api.post('/db/dic/query', {}, { token: engineer })).body).toMatchObject({ code: '403' });
    const manager = await hospitalUserToken(api, 'manager', '10001');
    expect((await api.post('/db/dic/query', { type: 'ACCT_TYPE' }, { token: manager })).body).toMatchObject({
      code: '0',
      data: { total: 4 },
    });
  });

  it('refuses a call without a session with 098', async () => {
    expect((await api.post('/db/dic/query', {})).body.code).toBe('098');
  });
});
