import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';

/**
 * The hospital lifecycle of seed 001 sections 4, 7 and 8 over HTTP: create the record, create the
 * tables, initialise (from the hospital's or the default parameter, or a chosen one), the refusal
 * of a repeated initialise, reset, batch initialise with per-hospital results, and what a new
 * hospital then serves (menus through /api/auth, dashboards).
 */
const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const hosp = entityCalls(api, '/db/hosp', () => admin);
const run = Date.now().toString(36).slice(-6).toUpperCase();
const lifecycle = (path: string, body: unknown, token = admin) => api.post(`/db/hosp/${path}`, body, { token });

interface BatchResult {
  results: { hospCode: string; hospName: string | null; success: boolean; msg: string }[];
  successCount: number;
  failCount: number;
}

async function newHospital(hospCode: string, hospName: string, tables = false): Promise<string> {
  const added = await hosp.add({ hospCode, hospName });
  if (added.body.code !== '0') throw new Error(`add ${hospCode}: ${added.body.msg}`);
  if (tables) expect((await lifecycle('copy-hosp-table', { hospCode })).body.code).toBe('0');
  return added.body.data;
}

const stateOf = async (hospCode: string) => {
  const row = (await hosp.query<{ hospCode: string; tablesCreated: boolean; initialised: boolean }>({ hospCode })).body.data.list.find(
    (r) => r.hospCode === hospCode,
  )!;
  return { tablesCreated: row.tablesCreated, initialised: row.initialised };
};

let paramId = '';

beforeAll(async () => {
  admin = await adminToken(api);
  const params = (await api.get<{ value: string; label: string }[]>('/api/selector/1/hosp_init_data', { token: admin })).body.data;
  paramId = params[0]!.value;
});

describe('one hospital through its lifecycle', () => {
  const code = `L${run}`;
  const name = `生命周期医院${run}`;

  it('is refused initialisation before its tables exist', async () => {
    await newHospital(code, name);
    expect(await stateOf(code)).toEqual({ tablesCreated: false, initialised: false });
    expect((await lifecycle('hosp-table-datainit', { hospCode: code })).body).toMatchObject({
      code: '002',
      msg: `${name} 尚未创建医院数据表，请先创建数据表`,
    });
  });

  it('creates its tables (again: brought up to date) in one step', async () => {
    expect((await lifecycle('copy-hosp-table', { hospCode: code })).body).toMatchObject({
      code: '0',
      msg: `${name} 医院数据表创建完成`,
      data: { hospCode: code, hospName: name, tablesCreated: true },
    });
    expect(await stateOf(code)).toEqual({ tablesCreated: true, initialised: false });
    expect((await lifecycle('copy-hosp-table', { hospCode: code })).body.code).toBe('0');
  });

  it('initialises from the default init parameter: 初始化成功', async () => {
    expect((await lifecycle('hosp-table-datainit', { hospCode: code })).body).toMatchObject({
      code: '0',
      msg: '初始化成功',
      data: { hospCode: code, hospName: name, paramId, notice: `${name} 初始化结束` },
    });
    expect(await stateOf(code)).toEqual({ tablesCreated: true, initialised: true });
  });

  it('refuses a repeated initialisation with a clear message', async () => {
    const message = `${name} 已初始化，重复初始化会导致数据错误，请先重置再初始化`;
    expect((await lifecycle('hosp-table-datainit', { hospCode: code })).body).toMatchObject({ code: '002', msg: message });
    expect((await lifecycle('init-by-param', { hospCode: code, paramId })).body).toMatchObject({ code: '002', msg: message });
  });

  it('now serves its menus, roles, permissions and dashboards', async () => {
    const auth = await api.post<{ menuList: { path: string }[]; authIdList: string[] }>('/api/auth', { hospCode: code }, { token: admin });
    expect(auth.body.code).toBe('0');
    expect(auth.body.data.menuList.map((menu) => menu.path)).toEqual(expect.arrayContaining(['/home/dashboard', '/admin']));
    expect(auth.body.data.authIdList).toEqual(expect.arrayContaining(['home:dashboard', 'sys:hosp']));
    const roles = await api.get<{ value: string; label: string }[]>(`/api/selector/1/role?hospCode=${code}`, { token: admin });
    expect(roles.body.data.map((role) => role.label)).toEqual(expect.arrayContaining(['维修工程师', '设备科管理员']));
    for (const path of ['/api/dashboard/company-sum-info', '/api/dashboard/mtc-sum']) {
      expect({ path, code: (await api.post(path, { hospCode: code }, { token: admin })).body.code }).toEqual({ path, code: '0' });
    }
  });

  it('resets (roles, menus and permissions deleted): <hospital> 表统一配置表删除结束', async () => {
    expect((await lifecycle('remove-init-tabledata', { hospCode: code })).body).toMatchObject({
      code: '0',
      msg: `${name} 表统一配置表删除结束`,
      data: { hospCode: code, initialised: false },
    });
    expect(await stateOf(code)).toEqual({ tablesCreated: true, initialised: false });
    const auth = await api.post<{ menuList: unknown[]; authIdList: string[] }>('/api/auth', { hospCode: code }, { token: admin });
    expect(auth.body.data).toMatchObject({ menuList: [], authIdList: [] });
  });

  it('re-initialises from a chosen parameter: <hospital> 初始化结束', async () => {
    expect((await lifecycle('init-by-param', { hospCode: code, paramId })).body).toMatchObject({
      code: '0',
      msg: `${name} 初始化结束`,
      data: { hospCode: code, paramId, notice: `${name} 初始化结束` },
    });
    expect(await stateOf(code)).toEqual({ tablesCreated: true, initialised: true });
  });

  it('says what is wrong with a call', async () => {
    const refusal = async (path: string, body: unknown) => (await lifecycle(path, body)).body;
    expect(await refusal('copy-hosp-table', {})).toMatchObject({ code: '001', msg: '医院编号为必输项' });
    expect(await refusal('copy-hosp-table', { hospCode: 'a-b' })).toMatchObject({ code: '001', msg: '医院编号格式不正确' });
    expect(await refusal('copy-hosp-table', { hospCode: 'NOSUCH1' })).toMatchObject({ code: '002', msg: '医院不存在: NOSUCH1' });
    expect(await refusal('hosp-table-datainit', { hospCode: code, paramId })).toMatchObject({ code: '001', msg: '不支持的参数 paramId' });
    expect(await refusal('init-by-param', { hospCode: code })).toMatchObject({ code: '001', msg: '请选择初始化参数' });
    expect(await refusal('init-by-param', { hospCode: code, paramId: 'x' })).toMatchObject({
      code: '001',
      msg: '初始化参数ID必须为24位十六进制字符',
    });
    expect(await refusal('init-by-param', { hospCode: code, paramId: MISSING_ID })).toMatchObject({ code: '002', msg: '初始化参数不存在' });
    expect(await refusal('remove-init-tabledata', { hospCode: 'NOSUCH1' })).toMatchObject({ code: '002', msg: '医院不存在: NOSUCH1' });
    expect(await refusal('batch-init-hosp-data', { hospCodeList: [] })).toMatchObject({ code: '001', msg: '请选中至少一家医院' });
    expect(await refusal('batch-init-hosp-data', { hospCodeList: 'x' })).toMatchObject({ code: '001', msg: '请选中至少一家医院' });
    expect(await refusal('batch-init-hosp-data', { hospCodeList: ['ok', 'a b'] })).toMatchObject({
      code: '001',
      msg: '医院编号格式不正确',
    });
  });

  it('refuses a code that differs from another only in case: they would share one schema', async () => {
    // Refused on add and on edit (the create-tables step checks again, for rows written otherwise).
    const twin = code.toLowerCase();
    expect((await hosp.add({ hospCode: twin, hospName: 'x' })).body).toMatchObject({
      code: '002',
      msg: `医院编号 ${twin} 与已有的 ${code} 仅大小写不同`,
    });
  });
});

describe('batch initialise (批量初始化)', () => {
  const codes = [`B${run}1`, `B${run}2`, `B${run}3`];

  beforeAll(async () => {
    for (const [index, code] of codes.entries()) await newHospital(code, `批量医院${index + 1}`, true);
  });

  it('initialises each hospital in its own transaction: 初始完毕! 请进行相关数据验证！', async () => {
    const response = await lifecycle('batch-init-hosp-data', { hospCodeList: codes.slice(0, 2), paramId });
    expect(response.body).toMatchObject({ code: '0', msg: '初始完毕! 请进行相关数据验证！' });
    expect((response.body.data as BatchResult).results).toEqual([
      { hospCode: codes[0], hospName: '批量医院1', success: true, msg: '批量医院1 初始化结束' },
      { hospCode: codes[1], hospName: '批量医院2', success: true, msg: '批量医院2 初始化结束' },
    ]);
  });

  it('goes on past a hospital that fails and reports each one', async () => {
    const response = await lifecycle('batch-init-hosp-data', { hospCodeList: [codes[0], codes[2], 'NOSUCH2'], paramId });
    expect(response.body.code).toBe('0');
    expect(response.body.msg).toBe('部分医院初始化失败（成功 1 家，失败 2 家），请查看各医院结果');
    expect(response.body.data).toEqual({
      successCount: 1,
      failCount: 2,
      results: [
        {
          hospCode: codes[0],
          hospName: '批量医院1',
          success: false,
          msg: '批量医院1 已初始化，重复初始化会导致数据错误，请先重置再初始化',
        },
        { hospCode: codes[2], hospName: '批量医院3', success: true, msg: '批量医院3 初始化结束' },
        { hospCode: 'NOSUCH2', hospName: null, success: false, msg: '医院不存在: NOSUCH2' },
      ],
    });
    expect(await stateOf(codes[2]!)).toEqual({ tablesCreated: true, initialised: true });
  });

  it('answers a refusal when every hospital failed (one per call, as the progress dialog calls it)', async () => {
    const response = await lifecycle('batch-init-hosp-data', { hospCodeList: [codes[1]], paramId });
    expect(response.body).toMatchObject({ code: '002', msg: '批量医院2 已初始化，重复初始化会导致数据错误，请先重置再初始化' });
    expect((response.body.data as BatchResult).results).toHaveLength(1);
  });
});

describe('hospital users are refused every lifecycle step', () => {
  it.each(['engineer', 'manager'])('%s', async (login) => {
    const token = await hospitalUserToken(api, login, '10001');
    for (const [path, body] of [
      ['copy-hosp-table', { hospCode: '10001' }],
      ['hosp-table-datainit', { hospCode: '10001' }],
      ['init-by-param', { hospCode: '10001', paramId }],
      ['batch-init-hosp-data', { hospCodeList: ['10001'], paramId }],
      ['remove-init-tabledata', { hospCode: '10001' }],
      ['update-sort-num', { id: MISSING_ID, sortNum: 1 }],
    ] as const) {
      const response = await lifecycle(path, body, token);
      expect({ path, code: response.body.code }).toEqual({ path, code: '403' });
    }
    // The demo hospital is untouched.
    expect(await stateOf('10001')).toEqual({ tablesCreated: true, initialised: true });
  });
});
