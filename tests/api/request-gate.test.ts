import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, type ApiResponse } from '../support/api-client.js';
import { adminToken, hospitalUserToken, MISSING_ID, type Paged } from '../support/entity-api.js';

/**
 * Issue 26 part 1: one gate in front of every route (server/http/request-gate.ts) and the bespoke
 * routes' own schemas. Over real HTTP: an oversize body reaches the client as 413 with the
 * envelope, never a reset; deep bodies, lone surrogates, multipart without a boundary, page
 * numbers of 1e300 and days that do not exist are refused naming the field, never a 500.
 */

const baseUrl = inject('apiBaseUrl');
const api = new ApiClient(baseUrl);
let admin = '';
let manager = '';

const refusal = (msg: string) => ({ code: '001', msg, data: null });
function expectRefused(response: ApiResponse<unknown>, msg: string) {
  expect([response.status, response.body]).toEqual([200, refusal(msg)]);
}
const raw = (path: string, rawBody: string, token = admin) => api.call('POST', path, undefined, { token, rawBody });

beforeAll(async () => {
  admin = await adminToken(api);
  manager = await hospitalUserToken(api, 'manager', '10001');
});

describe('a body over 1 MB', () => {
  const big = JSON.stringify({ hospCode: '10001', remark: 'x'.repeat(1.5 * 1024 * 1024) });

  it('is answered 413 with the envelope on schema, bespoke and public routes, and the connection carries on', async () => {
    for (const path of ['/db/dic/query', '/api/large-eqp-query', '/api/login']) {
      const response = await api.call('POST', path, undefined, { token: admin, rawBody: big });
      expect([response.status, response.body]).toEqual([413, { code: '413', msg: '请求体过大，不能超过1MB', data: null }]);
    }
    expect((await api.post('/db/dic/query', { pagedQueryInfo: { index: 1, pageSize: 1 } }, { token: admin })).body.code).toBe('0');
  });

  it('is answered the same when sent in chunks without a length', async () => {
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const call = httpRequest(
        `${baseUrl}/db/dic/query`,
        { method: 'POST', headers: { 'content-type': 'application/json', token: admin } },
        (response) => {
          let text = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, text }));
        },
      );
      call.on('error', reject);
      for (let start = 0; start < big.length; start += 64 * 1024) call.write(big.slice(start, start + 64 * 1024));
      call.end();
    });
    expect([answer.status, JSON.parse(answer.text)]).toEqual([413, { code: '413', msg: '请求体过大，不能超过1MB', data: null }]);
  });
});

describe('input of an insane shape', () => {
  const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  const deepObject = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;

  it('a body nested 20,000 deep is refused on schema and bespoke routes, naming the parameter', async () => {
    for (const deep of [deepArray, deepObject]) {
      expectRefused(await raw('/db/dic/query', `{"description":${deep}}`), '参数 description 嵌套层数不能超过32层');
      expectRefused(await raw('/api/auth', `{"hospCode":${deep}}`, manager), '参数 hospCode 嵌套层数不能超过32层');
      expectRefused(
        await raw('/db/hosp-mtc-record/query', `{"hospCode":"10001","applyTime":${deep}}`, manager),
        '参数 applyTime 嵌套层数不能超过32层',
      );
    }
  });

  it('a query string of 100 KB is answered 431 with the envelope, not a reset', async () => {
    const response = await api.get(`/db/hosp-dept/treeQuery?hospCode=${'1'.repeat(100_000)}`, { token: admin });
    expect([response.status, response.body.code]).toEqual([431, '413']);
    expect(response.body.msg).toMatch(/^请求地址或请求头过长/);
  });
});

describe('lone surrogates (half a UTF-16 pair)', () => {
  it('are refused with the field’s title on schema endpoints, jsonb filters included', async () => {
    expectRefused(await raw('/db/dic/query', '{"description":"a\\ud800"}'), '描述/名称含有无效字符');
    expectRefused(
      await raw('/db/acct/query', '{"acctName":"\\udc00","pagedQueryInfo":{"index":1,"pageSize":10}}'),
      '账号名称/姓名含有无效字符',
    );
    expectRefused(
      await raw('/db/operate-log/query', '{"changes":"\\ud83d","pagedQueryInfo":{"index":1,"pageSize":1}}'),
      '变更内容含有无效字符',
    );
  });

  it('are refused with the parameter’s name on bespoke routes', async () => {
    expectRefused(await raw('/api/auth', '{"hospCode":"1000\\ud800"}', manager), 'hospCode含有无效字符');
    expectRefused(await raw('/api/adminLogin', '{"loginName":"adm\\ud800in","passWord":"x"}'), 'loginName含有无效字符');
    expectRefused(
      await raw(
        '/db/hosp-eqp-maintenance/hosp-eqp-maintenance-paged-query',
        '{"hospCode":"10001","pagedQueryInfo":{"index":1,"pageSize":10},"eqpName":"\\ud800"}',
      ),
      'eqpName含有无效字符',
    );
  });
});

describe('multipart without a boundary', () => {
  it('is answered 400 with code 001 on both upload routes, not a 500', async () => {
    for (const path of ['/api/ossUpload', '/api/oss/upload']) {
      const response = await api.call('POST', path, undefined, {
        token: manager,
        rawBody: 'abc',
        headers: { 'content-type': 'multipart/form-data' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: '001',
        msg: '上传请求的 Content-Type 缺少 boundary，请以 multipart/form-data 方式上传文件',
        data: null,
      });
    }
  });
});

describe('the three bespoke routes that answered 500', () => {
  const largeEquipment = (pagedQueryInfo: unknown, token = manager) =>
    api.post<Paged<unknown>>('/api/large-eqp-query', { hospCode: '10001', pagedQueryInfo }, { token });
  const maintenancePage = (body: Record<string, unknown>, token = manager) =>
    api.post<Paged<{ id: string; guarStartDate: string | null; guarEndDate: string | null }>>(
      '/db/hosp-eqp-maintenance/hosp-eqp-maintenance-paged-query',
      { hospCode: '10001', pagedQueryInfo: { index: 1, pageSize: 10 }, ...body },
      { token },
    );
  const modify = (body: Record<string, unknown>, token = manager) =>
    api.post('/db/hosp-eqp-maintenance/hosp-eqp-maintenance-modify', { hospCode: '10001', ...body }, { token });

  it('/api/large-eqp-query refuses page numbers and sizes out of range, and answers the seed’s page as before', async () => {
    for (const token of [admin, manager]) {
      expectRefused(await largeEquipment({ index: 1e300, pageSize: 10 }, token), '参数 pagedQueryInfo.index 不能大于 100000');
      expectRefused(await largeEquipment({ index: 2 ** 53 + 1, pageSize: 10 }, token), '参数 pagedQueryInfo.index 不能大于 100000');
      expectRefused(await largeEquipment({ index: -1e300, pageSize: 10 }, token), '参数 pagedQueryInfo.index 不能小于 1');
      expectRefused(await largeEquipment({ index: 1, pageSize: 1e300 }, token), '参数 pagedQueryInfo.pageSize 不能大于 100');
      expectRefused(await largeEquipment({ index: 1.5, pageSize: 10 }, token), '参数 pagedQueryInfo.index 类型错误，应为整数');
      expect((await largeEquipment({ index: 1, pageSize: 10 }, token)).body).toMatchObject({
        code: '0',
        data: { list: expect.any(Array), total: expect.any(Number) },
      });
    }
  });

  it('the maintenance list refuses 1e300 and days that do not exist, and answers the seed’s query as before', async () => {
    expectRefused(await maintenancePage({ pagedQueryInfo: { index: 1e300, pageSize: 10 } }), '参数 pagedQueryInfo.index 不能大于 100000');
    expectRefused(await maintenancePage({ queryType: 'insured', time: '2026-02-31' }), '参数 time 不是有效的月份或日期');
    // Without a queryType the month was not used, and an impossible one went through silently.
    expectRefused(await maintenancePage({ time: '2026-13' }), '参数 time 格式不正确');
    expectRefused(await maintenancePage({ time: '0000-00-00' }), '参数 time 格式不正确');
    const seedShaped = await maintenancePage({ queryType: 'insured', time: '2026-11', acctCheck: '02' });
    expect(seedShaped.body).toMatchObject({ code: '0', data: { list: expect.any(Array), total: expect.any(Number) } });
  });

  it('the maintenance edit refuses days that do not exist and fees out of range before touching the row', async () => {
    const row = (await maintenancePage({})).body.data.list[0]!;
    expectRefused(await modify({ id: row.id, guarStartDate: '2026-02-31' }), '参数 guarStartDate 不是有效的日期');
    expectRefused(await modify({ id: row.id, insuredEndDate: '0000-01-01' }), '参数 insuredEndDate 不是有效的日期');
    expectRefused(await modify({ id: row.id, insuredFee: 1e300 }), '参数 insuredFee 不能大于 9999999999');
    expectRefused(await modify({ id: row.id, insuredFee: -1e300 }), '参数 insuredFee 不能小于 0');
    expectRefused(await modify({ id: MISSING_ID, guarEndDate: '2026-04-31' }), '参数 guarEndDate 不是有效的日期');
    const unchanged = (await maintenancePage({})).body.data.list.find((item) => item.id === row.id);
    expect(unchanged).toMatchObject({ guarStartDate: row.guarStartDate, guarEndDate: row.guarEndDate });
    // The seed's shape still saves (the row's own dates, so nothing else changes).
    expect((await modify({ id: row.id, guarStartDate: row.guarStartDate, guarEndDate: row.guarEndDate })).body).toMatchObject({
      code: '0',
      msg: '修改成功!',
    });
  });
});

describe('bespoke routes refuse what they do not read', () => {
  it('a query parameter on a route that takes none, naming it', async () => {
    expectRefused(await api.get('/api/hosp-list?extra=1', { token: manager }), '(querystring) 不支持的参数 extra');
    expectRefused(
      await api.post('/api/large-eqp-query?hospCode=10001', { hospCode: '10001' }, { token: manager }),
      '(querystring) 不支持的参数 hospCode',
    );
  });

  it('a body on a call that reads none, but not an empty one or the console’s hsopCode', async () => {
    expectRefused(await api.post('/api/acct-info', { acctId: MISSING_ID }, { token: manager }), '不支持的参数 acctId');
    expect((await api.post('/api/acct-info', undefined, { token: manager })).body.code).toBe('0');
    expect((await api.post('/api/acct-info', { hsopCode: '10001' }, { token: manager })).body.code).toBe('0');
  });
});
