import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { adminToken, hospitalUserToken } from '../support/entity-api.js';
import { NEW_PASSWORD, uniquePhone } from './hosp-user-support.js';

/**
 * Issue 26 part 2: no hospital named in vain. Every route taking a hospital goes through the one
 * access path (server/auth/hospital-access.ts): a hospital the caller may not use is refused as
 * /api/auth refuses it, and a named hospital is used, never replaced by another. Both databases.
 */
const api = new ApiClient(inject('apiBaseUrl'));
const NOT_BOUND = { code: '403', msg: '您没有该医院的访问权限', data: null };
let admin = '';
/** bound to 10001 and 10002 as 维修工程师. */
let engineer = '';
/** 设备科管理员 of 10001, every permission there. */
let manager = '';
/** A hospital user (type 01) bound to no hospital at all. */
let nobody = '';

interface Option {
  value: string;
  label: string;
}

beforeAll(async () => {
  admin = await adminToken(api);
  engineer = await api.login('engineer', DEMO_PASSWORD);
  manager = await hospitalUserToken(api, 'manager', '10001');
  const cellPhone = uniquePhone();
  const added = await api.post('/db/acct/add', { type: '01', cellPhone, acctName: '无医院用户', passWord: NEW_PASSWORD }, { token: admin });
  expect(added.body.code).toBe('0');
  nobody = await api.login(cellPhone, NEW_PASSWORD);
});

describe('selectors', () => {
  const selector = (resource: string, hospCode: string | undefined, token: string, type = '1') =>
    api.get<Option[]>(`/api/selector/${type}/${resource}${hospCode === undefined ? '' : `?hospCode=${hospCode}`}`, { token });

  it('refuses another hospital’s permission codes (pre-auth) to a bound user and to one bound nowhere', async () => {
    expect((await selector('pre-auth', '10003', engineer)).body).toEqual(NOT_BOUND);
    expect((await selector('pre-auth', '10003', nobody)).body).toEqual(NOT_BOUND);
    expect((await selector('pre-auth', '10001', nobody)).body).toEqual(NOT_BOUND);
    expect((await selector('pre-auth', '10001', engineer)).body.code).toBe('0');
    expect((await selector('pre-auth', '10003', admin)).body.code).toBe('0');
  });

  it('refuses it after /api/auth refused that hospital, in single and batch calls', async () => {
    expect((await api.post('/api/auth', { hospCode: '10003' }, { token: engineer })).body).toEqual(NOT_BOUND);
    expect((await selector('pre-auth', '10003', engineer)).body).toEqual(NOT_BOUND);
    const batch = await api.post(
      '/api/selector/batch',
      { list: [{ type: '1', resource: 'pre-auth', hospCode: '10003' }] },
      { token: engineer },
    );
    expect(batch.body).toEqual(NOT_BOUND);
    const nobodyBatch = await api.post(
      '/api/selector/batch',
      {
        list: [
          { type: '0', resource: 'USER_STATE' },
          { type: '1', resource: 'pre-auth', hospCode: '10001' },
        ],
      },
      { token: nobody },
    );
    expect(nobodyBatch.body).toEqual(NOT_BOUND);
  });

  it('checks a named hospital for every selector, whether or not its list depends on it', async () => {
    for (const [type, resource] of [
      ['0', 'USER_STATE'],
      ['1', 'hosp'],
      ['1', 'hosp_init_data'],
      ['1', 'company'],
      ['1', 'hosp-role-name'],
    ]) {
      expect((await selector(resource!, '10003', engineer, type)).body, `${type}/${resource}`).toEqual(NOT_BOUND);
      expect((await selector(resource!, '10001', engineer, type)).body.code, `${type}/${resource}`).toBe('0');
    }
    expect((await selector('USER_STATE', 'x;drop', engineer, '0')).body).toEqual({ code: '001', msg: '医院编号格式不正确', data: null });
    expect((await selector('USER_STATE', '99999', admin, '0')).body).toEqual({ code: '002', msg: '医院不存在: 99999', data: null });
    // Not naming one is still fine for the lists that need none.
    expect((await selector('USER_STATE', undefined, nobody, '0')).body.code).toBe('0');
    expect((await selector('hosp', undefined, nobody)).body).toEqual({ code: '0', msg: '成功', data: [] });
  });

  it('answers pre-auth for the named hospital: the known codes and the hospital’s own', async () => {
    const pmsCode = `custom:issue26:${Date.now()}`;
    const added = await api.post(
      '/db/hosp-permission/add',
      { hospCode: '10002', pmsCode, pmsName: '本院自定义权限', parentId: '0'.repeat(24) },
      { token: admin },
    );
    expect(added.body.code).toBe('0');
    const codes = async (hospCode: string | undefined) =>
      (await selector('pre-auth', hospCode, admin)).body.data.map((option) => option.value);
    expect(await codes('10002')).toContain(pmsCode);
    expect(await codes('10001')).not.toContain(pmsCode);
    expect(await codes(undefined)).not.toContain(pmsCode);
    expect(await codes('10002')).toContain('home:dashboard');
    // Other files read 10002's permission tree: leave it as seeded.
    const roots = (await api.get<{ id: string; pmsCode: string }[]>('/db/hosp-permission/treeQuery?hospCode=10002', { token: admin })).body
      .data;
    const own = roots.find((node) => node.pmsCode === pmsCode)!;
    expect((await api.post('/db/hosp-permission/delete', { id: own.id, hospCode: '10002' }, { token: admin })).body.code).toBe('0');
  });
});

describe('company user export and query', () => {
  const exportAs = (body: Record<string, unknown>, token: string) =>
    api.post<{ url: string; count: number }>('/db/hosp-user-info/batch-company-acct-export', body, { token });
  const csvOf = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').toString('utf8');

  it('refuses a hospital the caller is not bound to instead of exporting their own', async () => {
    expect((await exportAs({ hospCode: '10002' }, manager)).body).toEqual(NOT_BOUND);
    expect((await exportAs({ hospCodeList: ['10002'] }, manager)).body).toEqual(NOT_BOUND);
    expect((await exportAs({ hospCodeList: ['10001', '10003'] }, manager)).body).toEqual(NOT_BOUND);
    expect((await exportAs({}, nobody)).body.code).toBe('403');
  });

  it('exports exactly the hospital named', async () => {
    const own = await exportAs({ hospCode: '10001' }, manager);
    expect(own.body.code).toBe('0');
    expect(csvOf(own.body.data.url)).toContain('示范市第一人民医院');
    const chosen = await exportAs({ hospCode: '10003' }, admin);
    const text = csvOf(chosen.body.data.url);
    expect(text).toContain('示范市妇幼保健院');
    expect(text).not.toContain('示范市第一人民医院');
    expect(text).not.toContain('示范市中心医院');
  });

  it('filters the query by hospCode and acctId as it says, and refuses an unknown hospital to a super admin', async () => {
    const rows = await api.post<{ list: { hospCode: string }[] }>(
      '/db/hosp-user-info/company-acct-query',
      { cellPhone: '1380000000', hospCode: '10002', pagedQueryInfo: { index: 1, pageSize: 50 } },
      { token: admin },
    );
    expect(rows.body.data.list.length).toBeGreaterThan(0);
    expect(rows.body.data.list.every((row) => row.hospCode === '10002')).toBe(true);
    const unknown = await api.post(
      '/db/hosp-user-info/company-acct-query',
      { cellPhone: '138', hospCodeList: ['99999'] },
      { token: admin },
    );
    expect(unknown.body).toEqual({ code: '002', msg: '医院不存在: 99999', data: null });
  });
});

describe('the hospital directory', () => {
  it('queryHosp refuses a named hospital the caller may not use instead of answering an empty list', async () => {
    const query = (body: Record<string, unknown>, token: string) => api.post<{ hospCode: string }[]>('/db/hosp/queryHosp', body, { token });
    expect((await query({ hospCode: '10003' }, engineer)).body).toEqual(NOT_BOUND);
    expect((await query({ hospCode: '10001' }, nobody)).body).toEqual(NOT_BOUND);
    expect((await query({ hospCode: '10001' }, engineer)).body.data.map((row) => row.hospCode)).toEqual(['10001']);
    expect((await query({ hospCode: '99999' }, admin)).body).toEqual({ code: '002', msg: '医院不存在: 99999', data: null });
  });
});

describe('dashboards and equipment', () => {
  it('has-hosp-purview answers through the same check', async () => {
    const purview = async (hospCode: string, token: string) =>
      (await api.post<boolean>('/db/workbench/has-hosp-purview', { hospCode }, { token })).body.data;
    expect(await purview('10001', manager)).toBe(true);
    expect(await purview('10002', manager)).toBe(false);
    expect(await purview('10001', nobody)).toBe(false);
    expect(await purview('10003', admin)).toBe(true);
    expect(await purview('99999', admin)).toBe(false);
  });

  it('a call reading hospCode from the query string refuses a body naming another hospital', async () => {
    const info = (body: Record<string, unknown> | undefined) =>
      api.post('/db/hosp-eqp-maintenance/info?hospCode=10001', body, { token: manager });
    expect((await info({ hospCode: '10002' })).body).toEqual({
      code: '001',
      msg: '请求体的 hospCode 与查询参数 hospCode 不一致',
      data: null,
    });
    expect((await info({ hospCode: '10001' })).body.code).toBe('0');
    expect((await info(undefined)).body.code).toBe('0');
    expect((await api.post('/db/hosp-eqp-maintenance/info?hospCode=10002', {}, { token: manager })).body).toEqual(NOT_BOUND);
  });
});
