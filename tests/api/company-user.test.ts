import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, hospitalUserToken } from '../support/entity-api.js';
import { createHospitalUser, hospUserCalls, type HospUserRow } from './hosp-user-support.js';

/** Company user info (seed 002 sections 2.8, 3, 5, 7): company-acct-query, bath-upd-company-user-info, batch-company-acct-export. */

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
let manager = '';
const calls = hospUserCalls(api, () => admin);

interface CompanyRow {
  id: string;
  acctId: string;
  acctName: string;
  cellPhone: string;
  hospCode: string;
  hospCodeDesc: string;
  hospDeptIdDesc: string | null;
  hospRoleId: string | null;
  hospRoleIdDesc: string | null;
  state: string;
  stateDesc: string | null;
  compName: string | null;
  createDateTime: string;
  lstupdDateTime: string;
}
interface ExportFile {
  fileName: string;
  url: string;
  count: number;
}

const query = (body: Record<string, unknown>, token = admin) =>
  api.post<{ list: CompanyRow[]; total: number }>(
    '/db/hosp-user-info/company-acct-query',
    { pagedQueryInfo: { index: 1, pageSize: 200 }, ...body },
    { token },
  );
const batch = (body: Record<string, unknown>, token = admin) => api.post('/db/hosp-user-info/bath-upd-company-user-info', body, { token });
const exportAll = (body: Record<string, unknown> = {}, token = admin) =>
  api.post<ExportFile>('/db/hosp-user-info/batch-company-acct-export', body, { token });
const csvOf = (file: ExportFile) => Buffer.from(file.url.replace(/^data:text\/csv;charset=utf-8;base64,/, ''), 'base64').toString('utf8');
const demoRows = (rows: CompanyRow[]) =>
  rows
    .filter((row) => /^1380000000[1-3]$/.test(row.cellPhone))
    .map((row) => `${row.acctName}@${row.hospCode}`)
    .sort();

let user: { acctId: string; cellPhone: string };
let managerRole10001 = '';

beforeAll(async () => {
  admin = await adminToken(api);
  manager = await hospitalUserToken(api, 'manager', '10001');
  user = await createHospitalUser(calls, '10001', { acctName: '公司批量用户' });
  await calls.post('batch-hosp-user-add-or-update', { hospCode: '10001', acctId: user.acctId, hospCodeList: ['10001', '10002'] });
  managerRole10001 = (await calls.options('role', '10001')).find((role) => role.label === '设备科管理员')!.value;
});

describe('company-acct-query', () => {
  it('needs the phone: 请输入电话号', async () => {
    expect((await query({})).body).toEqual({ code: '001', msg: '请输入电话号', data: null });
  });

  it('lists one row per account and hospital, with the names of hospital, department, role, state and company', async () => {
    const { body } = await query({ cellPhone: '1380000000' });
    expect(demoRows(body.data.list)).toEqual(['张工程师@10001', '张工程师@10002', '李科长@10001', '王主任@10003'].sort());
    expect(body.data.list.find((row) => row.acctName === '李科长')).toMatchObject({
      cellPhone: '13800000002',
      hospCodeDesc: '示范市第一人民医院',
      hospDeptIdDesc: '维修组',
      hospRoleIdDesc: '设备科管理员',
      state: '01',
      stateDesc: '在职',
      createDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(body.data.list.every((row) => !('passWord' in row))).toBe(true);
  });

  it('filters by hospitals, department name, role and state', async () => {
    const rows = async (filters: Record<string, unknown>) =>
      demoRows((await query({ cellPhone: '1380000000', ...filters })).body.data.list);
    expect(await rows({ hospCodeList: ['10002'] })).toEqual(['张工程师@10002']);
    expect(await rows({ hospCodeList: [10002, 10003] })).toEqual(['张工程师@10002', '王主任@10003'].sort());
    expect(await rows({ hospCodeList: '10003' })).toEqual(['王主任@10003']);
    expect(await rows({ deptName: '维修' })).toEqual(['张工程师@10001', '张工程师@10002', '李科长@10001', '王主任@10003'].sort());
    expect(await rows({ deptName: '放射' })).toEqual([]);
    expect(await rows({ hospRoleId: managerRole10001 })).toEqual(['李科长@10001']);
    // The console's role filter names the role: the role of that name in every hospital.
    expect(await rows({ hospRoleId: '维修工程师' })).toEqual(['张工程师@10001', '张工程师@10002'].sort());
    expect(await rows({ state: '03' })).toEqual([]);
    expect(await rows({ cellPhone: '13800000003' })).toEqual(['王主任@10003']);
  });

  it('pages', async () => {
    const page = await api.post<{ list: CompanyRow[]; total: number }>(
      '/db/hosp-user-info/company-acct-query',
      { cellPhone: '1380000000', pagedQueryInfo: { index: 2, pageSize: 1 } },
      { token: admin },
    );
    expect(page.body.data.list).toHaveLength(1);
    expect(page.body.data.total).toBeGreaterThanOrEqual(4);
  });

  it('shows a hospital administrator only the hospitals they hold the permission in', async () => {
    const { body } = await query({ cellPhone: '1380000000' }, manager);
    expect(demoRows(body.data.list)).toEqual(['张工程师@10001', '李科长@10001'].sort());
    // A hospital the administrator may not read is refused, never dropped from the filter (issue 26).
    expect((await query({ cellPhone: '1380000000', hospCodeList: ['10002'] }, manager)).body).toEqual({
      code: '403',
      msg: '您没有该医院的访问权限',
      data: null,
    });
  });

  it('refuses a user without the permission', async () => {
    const engineer = await hospitalUserToken(api, 'engineer', '10001');
    expect((await query({ cellPhone: '138' }, engineer)).body).toMatchObject({ code: '403' });
  });
});

describe('bath-upd-company-user-info', () => {
  it('checks its input', async () => {
    expect((await batch({})).body).toMatchObject({ code: '001', msg: '请选中至少一条账户数据' });
    expect((await batch({ acctId: user.acctId })).body).toMatchObject({ code: '001', msg: '请选择医院' });
    expect((await batch({ acctId: user.acctId, hospCodeList: ['10001'] })).body).toMatchObject({
      code: '001',
      msg: '请至少填写一项修改内容',
    });
    expect((await batch({ acctId: user.acctId, hospCodeList: ['10001'], state: '09' })).body).toMatchObject({
      code: '001',
      msg: '用户状态不在可选范围内',
    });
    expect((await batch({ acctId: user.acctId, hospCodeList: ['10003'], state: '02' })).body).toMatchObject({
      code: '404',
      msg: '该账户不是 示范市妇幼保健院 的用户',
    });
  });

  it('sets state and role in every listed hospital, the role matched by name', async () => {
    const { body } = await batch({ acctId: user.acctId, hospCodeList: [10001, 10002], state: '02', roleId: managerRole10001 });
    expect(body).toMatchObject({ code: '0', msg: '修改成功!', data: { count: 2 } });
    const rows = (await query({ cellPhone: user.cellPhone })).body.data.list;
    expect(rows.map((row) => [row.hospCode, row.hospRoleIdDesc, row.stateDesc])).toEqual([
      ['10001', '设备科管理员', '休假'],
      ['10002', '设备科管理员', '休假'],
    ]);
    const in10002 = (await calls.query<HospUserRow>({ hospCode: '10002', acctId: user.acctId })).body.data.list[0];
    expect(in10002?.hospRoleId).not.toBe(managerRole10001);
  });

  it('takes the role by name, as the console sends it', async () => {
    expect((await batch({ acctId: user.acctId, hospCodeList: ['10001', '10002'], roleId: '维修工程师' })).body).toMatchObject({
      code: '0',
    });
    expect((await query({ cellPhone: user.cellPhone })).body.data.list.map((row) => row.hospRoleIdDesc)).toEqual([
      '维修工程师',
      '维修工程师',
    ]);
    expect((await batch({ acctId: user.acctId, hospCodeList: ['10001'], roleId: '不存在的角色' })).body).toMatchObject({
      code: '002',
      msg: '示范市第一人民医院 没有名为 不存在的角色 的角色',
    });
  });

  it('offers the role names of the hospitals the caller may read', async () => {
    const names = (await api.get<{ value: string; label: string }[]>('/api/selector/1/hosp-role-name', { token: admin })).body.data;
    expect(names.map((option) => option.value)).toEqual(expect.arrayContaining(['维修工程师', '设备科管理员', '院领导', '科室人员']));
    expect(names.every((option) => option.value === option.label)).toBe(true);
  });

  it('a hospital administrator changes only hospitals they hold the permission in', async () => {
    expect((await batch({ acctId: user.acctId, hospCodeList: ['10001', '10002'], state: '01' }, manager)).body).toMatchObject({
      code: '403',
      msg: '您没有医院 示范市中心医院(10002) 的用户管理权限',
    });
    expect((await query({ cellPhone: user.cellPhone })).body.data.list.map((row) => row.state)).toEqual(['02', '02']);
    expect((await batch({ acctId: user.acctId, hospCodeList: ['10001'], state: '01' }, manager)).body).toMatchObject({ code: '0' });
  });
});

describe('batch-company-acct-export', () => {
  it('produces a spreadsheet file of every account row, opened through its data URL', async () => {
    const { body } = await exportAll();
    expect(body.code).toBe('0');
    expect(body.data.fileName).toMatch(/^公司用户信息-\d{4}-\d{2}-\d{2}-\d{4}-\d+\.csv$/);
    expect(body.data.url.startsWith('data:text/csv;charset=utf-8;base64,')).toBe(true);
    const lines = csvOf(body.data).split(/\r?\n/);
    expect(lines[0]).toBe('\uFEFF姓名,电话号,医院,部门,角色,用户状态,公司,创建时间,更新时间');
    expect(lines).toHaveLength(body.data.count + 1);
    expect(lines.some((line) => line.startsWith('张工程师,13800000001,示范市中心医院,'))).toBe(true);
    expect(body.data.fileName.endsWith(`-${body.data.count}.csv`)).toBe(true);
  });

  it('writes a cell a spreadsheet would run as a formula as text', async () => {
    await createHospitalUser(calls, '10003', { acctName: '=HYPERLINK("http://x")' });
    const csv = csvOf((await exportAll({ hospCodeList: ['10003'] })).body.data);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it("exports for a hospital administrator only their hospitals' rows", async () => {
    const csv = csvOf((await exportAll({}, manager)).body.data);
    expect(csv).toContain('示范市第一人民医院');
    expect(csv).not.toContain('示范市中心医院');
  });
});
