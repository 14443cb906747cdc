import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';

const api = new ApiClient(inject('apiBaseUrl'));

interface Option {
  value: string;
  label: string;
}

const DICTIONARY_KEYS = [
  'ACCT_TYPE',
  'ACCT_STATE',
  'USER_STATE',
  'STATE',
  'WX_INTERFACE',
  'ROLE_BIZ_TYPE',
  'DIVICE_TYPE',
  'WXAPP_INF_TYPE',
];

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const name of ['admin', 'engineer', 'manager']) tokens[name] = await api.login(name, DEMO_PASSWORD);
});
const as = (name: string) => ({ token: tokens[name]! });
const labels = (options: Option[]) => options.map((option) => option.label);

describe('GET /api/selector/0/{dictionary key}', () => {
  it.each(DICTIONARY_KEYS)('returns a non-empty list of {value, label} for %s', async (key) => {
    const response = await api.get<Option[]>(`/api/selector/0/${key}`, as('engineer'));
    expect(response.body.code).toBe('0');
    expect(response.body.data.length).toBeGreaterThan(0);
    for (const option of response.body.data) {
      expect(Object.keys(option).sort()).toEqual(['label', 'value']);
      expect(typeof option.value).toBe('string');
      expect(option.label).not.toBe('');
    }
  });

  it('has the account types 01 to 04', async () => {
    const response = await api.get<Option[]>('/api/selector/0/ACCT_TYPE', as('engineer'));
    expect(response.body.data.map((option) => option.value)).toEqual(['01', '02', '03', '04']);
  });

  it('has 离职 in USER_STATE and 维修工程师 in ROLE_BIZ_TYPE', async () => {
    expect(labels((await api.get<Option[]>('/api/selector/0/USER_STATE', as('engineer'))).body.data)).toContain('离职');
    expect(labels((await api.get<Option[]>('/api/selector/0/ROLE_BIZ_TYPE', as('engineer'))).body.data)).toContain('维修工程师');
  });

  it('needs a session', async () => {
    expect((await api.get('/api/selector/0/ACCT_TYPE')).body.code).toBe('098');
  });
});

describe('GET /api/selector/1/{resource}', () => {
  it('lists the roles of a bound hospital given by hospCode', async () => {
    const response = await api.get<Option[]>('/api/selector/1/role?hospCode=10001', as('manager'));
    expect(response.body.code).toBe('0');
    expect(labels(response.body.data).sort()).toEqual(['院领导', '科室人员', '维修工程师', '设备科管理员'].sort());
  });

  it('refuses the roles of an unbound hospital with 403', async () => {
    const response = await api.get('/api/selector/1/role?hospCode=10003', as('engineer'));
    expect(response.body).toEqual({ code: '403', msg: '您没有该医院的访问权限', data: null });
  });

  it('refuses a hospital resource without hospCode or current hospital with 001', async () => {
    const token = await api.login('engineer', DEMO_PASSWORD);
    expect((await api.get('/api/selector/1/role', { token })).body).toEqual({ code: '001', msg: '请选择医院', data: null });
  });

  it("falls back to the session's current hospital", async () => {
    const token = await api.login('engineer', DEMO_PASSWORD);
    await api.post('/api/auth', { hospCode: '10002' }, { token });
    const response = await api.get<Option[]>('/api/selector/1/dept', { token });
    expect(response.body.code).toBe('0');
    expect(labels(response.body.data)).toContain('维修组');
  });

  it("lists the caller's hospitals for hosp", async () => {
    const response = await api.get<Option[]>('/api/selector/1/hosp', as('engineer'));
    expect(response.body.data.map((option) => option.value)).toEqual(['10001', '10002']);
  });

  it('lists permission codes for pre-auth and init parameters for hosp_init_data', async () => {
    const permissions = await api.get<Option[]>('/api/selector/1/pre-auth?hospCode=10001', as('admin'));
    expect(permissions.body.data.map((option) => option.value)).toContain('home:dashboard');
    const init = await api.get<Option[]>('/api/selector/1/hosp_init_data', as('admin'));
    expect(labels(init.body.data)).toContain('标准医院初始化数据');
  });

  it('refuses an unknown resource with 001', async () => {
    const response = await api.get('/api/selector/1/no-such-thing', as('engineer'));
    expect(response.body).toEqual({ code: '001', msg: '未知的下拉数据: 1/no-such-thing', data: null });
  });

  it('refuses an unknown selector type with 001', async () => {
    expect((await api.get('/api/selector/7/role', as('engineer'))).body.code).toBe('001');
  });
});

describe('POST /api/selector/batch', () => {
  it('answers several selectors keyed by resource', async () => {
    const response = await api.post<Record<string, Option[]>>(
      '/api/selector/batch',
      {
        list: [
          { type: '0', resource: 'ACCT_STATE' },
          { type: '0', resource: 'USER_STATE' },
          { type: '1', resource: 'role', hospCode: '10001' },
        ],
      },
      as('manager'),
    );
    expect(response.body.code).toBe('0');
    expect(Object.keys(response.body.data).sort()).toEqual(['ACCT_STATE', 'USER_STATE', 'role']);
    expect(labels(response.body.data.USER_STATE!)).toContain('离职');
    expect(labels(response.body.data.role!)).toContain('维修工程师');
  });

  it('refuses the whole batch when one item names an unbound hospital', async () => {
    const response = await api.post(
      '/api/selector/batch',
      {
        list: [
          { type: '0', resource: 'STATE' },
          { type: '1', resource: 'role', hospCode: '10003' },
        ],
      },
      as('engineer'),
    );
    expect(response.body.code).toBe('403');
  });

  it('refuses a missing list and more than 50 items with 001', async () => {
    expect((await api.post('/api/selector/batch', {}, as('engineer'))).body).toEqual({ code: '001', msg: '缺少必填参数 list', data: null });
    const tooMany = Array.from({ length: 51 }, () => ({ type: '0', resource: 'STATE' }));
    expect((await api.post('/api/selector/batch', { list: tooMany }, as('engineer'))).body).toEqual({
      code: '001',
      msg: '参数 list 最多 50 项',
      data: null,
    });
  });
});
