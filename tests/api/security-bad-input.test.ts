import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, type ApiResponse } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken } from '../support/entity-api.js';

/**
 * Issue 11, input that never reaches SQL as a 500: NUL characters, page numbers, integers outside
 * their column, dates that do not exist, reversed date ranges, batch updates beyond the edit
 * rules. Each answers 001 with a message naming the field, over HTTP 200, and writes nothing.
 */

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const dic = entityCalls(api, '/db/dic', () => admin);
const param = entityCalls(api, '/db/param', () => admin);
const TYPE = `BAD_INPUT_${Date.now()}`;
let dicId = '';

function expectRefused(response: ApiResponse<unknown>, msg: string) {
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ code: '001', msg, data: null });
}
const RANGE = '（-2147483648~2147483647）';

beforeAll(async () => {
  admin = await adminToken(api);
  dicId = (await dic.add({ type: TYPE, val: '01', description: '坏输入', sort: 1 })).body.data as string;
  expect(dicId).toMatch(/^[0-9a-f]{24}$/);
});

describe('NUL characters', () => {
  it('are refused in a schema endpoint body, nested or not, with the field title; nothing is written', async () => {
    expectRefused(await dic.query({ description: 'a\u0000' }), '描述/名称不能包含空字符');
    expectRefused(await dic.add({ type: TYPE, val: '02', description: '空\u0000字符', sort: 2 }), '描述/名称不能包含空字符');
    expectRefused(
      await param.add({ type: TYPE, val: JSON.stringify({ a: '\u0000' }).replace('\\u0000', '\u0000') }),
      '参数值不能包含空字符',
    );
    expectRefused(await dic.batchUpdate({ idList: [dicId, '\u0000'], sort: 3 }), 'idList不能包含空字符');
    expectRefused(
      await param.query({ pagedQueryInfo: { index: 1, pageSize: 10, sortField: 'type\u0000' } }),
      'pagedQueryInfo不能包含空字符',
    );
    expect((await dic.query({ type: TYPE })).body.data).toMatchObject({ total: 1, list: [{ val: '01', description: '坏输入', sort: 1 }] });
  });

  it('are refused by the other API routes too, naming the parameter', async () => {
    const manager = await hospitalUserToken(api, 'manager', '10001');
    expectRefused(await api.post('/api/auth', { hospCode: '1000\u0000' }, { token: manager }), 'hospCode不能包含空字符');
    expectRefused(await api.post('/api/adminLogin', { loginName: 'adm\u0000in', passWord: 'x' }), 'loginName不能包含空字符');
  });
});

describe('paging', () => {
  it('refuses a page number beyond 100000 (1e300 included)', async () => {
    expectRefused(await dic.query({}, 1e300, 10), '页码不能超过100000');
    expectRefused(await dic.query({}, 100001, 10), '页码不能超过100000');
    expect((await dic.query({}, 100000, 10)).body).toMatchObject({ code: '0', data: { list: [] } });
  });
});

describe('integers outside their column', () => {
  it('are refused as filters', async () => {
    expectRefused(await dic.query({ sort: 99999999999 }), `查询条件排序超出允许范围${RANGE}`);
    expectRefused(await dic.query({ sort: [1, -2147483649] }), `查询条件排序超出允许范围${RANGE}`);
  });

  it('are refused by update and batch update alike (the edit dialog rules); nothing is written', async () => {
    expectRefused(await dic.update({ id: dicId, type: TYPE, val: '01', description: '坏输入', sort: 99999999999 }), '排序为1至32767的整数');
    expectRefused(
      await dic.batchUpdate({ idList: [dicId], type: TYPE, val: '01', description: '坏输入', sort: 99999999999 }),
      '排序为1至32767的整数',
    );
    expectRefused(
      await dic.batchUpdate({ idList: [dicId], type: TYPE, val: '01', description: '坏输入', sort: 40000 }),
      '排序为1至32767的整数',
    );
    expect((await dic.detail<{ sort: number }>({ id: dicId })).body.data.sort).toBe(1);
  });
});

describe('dates', () => {
  it('refuses date-times that match the pattern but do not exist, on platform and hospital lists', async () => {
    expectRefused(await param.query({ createDateTime: ['2026-13-45 99:99:99', ''] }), '查询条件创建时间不是有效的日期时间');
    expectRefused(await param.query({ createDateTime: ['', '2026-02-31 00:00:00'] }), '查询条件创建时间不是有效的日期时间');
    const records = await api.post(
      '/db/hosp-mtc-record/query',
      { hospCode: '10001', applyTime: ['2026-02-31 08:00:00', ''] },
      { token: admin },
    );
    expectRefused(records, '查询条件报修时间不是有效的日期时间');
  });

  it('refuses a range whose start is after its end', async () => {
    expectRefused(
      await param.query({ createDateTime: ['2026-03-02 00:00:00', '2026-03-01 00:00:00'] }),
      '查询条件创建时间的开始时间不能晚于结束时间',
    );
    expect((await param.query({ createDateTime: ['2026-03-01 00:00:00', '2026-03-01 00:00:00'] })).body.code).toBe('0');
  });
});

describe('lists and objects (jsonb columns) as filters', () => {
  // The fuzz found it: a plain value compared with a jsonb column reached SQL as malformed JSON (500).
  it('match rows holding the item, refuse an object filter and malformed items, never a 500', async () => {
    const query = (body: Record<string, unknown>) =>
      api.post('/db/operate-log/query', { pagedQueryInfo: { index: 1, pageSize: 1 }, ...body }, { token: admin });
    expect((await query({ changes: '0000-00-00' })).body).toMatchObject({ code: '0', data: { list: [], total: 0 } });
    expect((await query({ changes: { field: 'x' } })).body).toEqual({ code: '001', msg: '查询条件变更内容格式不正确', data: null });
    const news = await api.post('/db/news/query', { pagedQueryInfo: { index: 1, pageSize: 50 }, hospCodes: '10001' }, { token: admin });
    expect(news.body.code).toBe('0');
    expect((news.body.data as { list: { hospCodes: string[] | null }[] }).list.every((row) => row.hospCodes?.includes('10001'))).toBe(true);
  });
});
