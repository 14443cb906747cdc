import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { adminToken, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';
import { createHospitalUser, hospUserCalls, NEW_PASSWORD, uniquePhone, type HospUserRow } from './hosp-user-support.js';

/** /db/hosp-user-info: the list, the three-step wizard and the row actions (seed 001 sections 2.2, 3, 4, 5, 7). */

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
let manager = '';
const calls = hospUserCalls(api, () => admin);
const bad = (msg: string) => ({ code: '001', msg, data: null });

let dept10001 = '';
let engineerRole10001 = '';
let managerRole10001 = '';

beforeAll(async () => {
  admin = await adminToken(api);
  manager = await hospitalUserToken(api, 'manager', '10001');
  dept10001 = (await calls.options('dept', '10001'))[0]!.value;
  const roles = await calls.options('role', '10001');
  engineerRole10001 = roles.find((role) => role.label === '维修工程师')!.value;
  managerRole10001 = roles.find((role) => role.label === '设备科管理员')!.value;
});

describe('query', () => {
  it('needs the hospital: 请选择医院', async () => {
    expect((await calls.query({})).body).toEqual(bad('请选择医院'));
  });

  it("lists the hospital's users with account, department, role and state names, never a password", async () => {
    const { body } = await calls.query<HospUserRow>({ hospCode: '10001' });
    expect(body.code).toBe('0');
    const engineer = body.data.list.find((row) => row.acctNo === 'engineer');
    expect(engineer).toMatchObject({
      acctName: '张工程师',
      cellPhone: '13800000001',
      hospCode: '10001',
      hospDeptIdDesc: '维修组',
      hospRoleIdDesc: '维修工程师',
      state: '01',
      stateDesc: '在职',
    });
    expect(engineer?.createDateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.data.list.every((row) => row.hospCode === '10001' && !('passWord' in row))).toBe(true);
    expect(body.data.total).toBeGreaterThanOrEqual(2);
  });

  it('filters by name or account number, state, phone and account', async () => {
    const names = async (filters: Record<string, unknown>) =>
      (await calls.query<HospUserRow>({ hospCode: '10001', ...filters })).body.data.list.map((row) => row.acctName);
    expect(await names({ acctName: '张工' })).toEqual(['张工程师']);
    expect(await names({ acctName: 'manag' })).toEqual(['李科长']);
    expect(await names({ cellPhone: '13800000002' })).toEqual(['李科长']);
    expect(await names({ acctNo: 'engineer' })).toEqual(['张工程师']);
    expect(await names({ acctName: '张工', state: '03' })).toEqual([]);
  });

  it('pages, and refuses what it does not know', async () => {
    const page = await calls.post<{ list: HospUserRow[]; total: number }>('query', {
      hospCode: '10001',
      pagedQueryInfo: { index: 1, pageSize: 1 },
    });
    expect(page.body.data.list).toHaveLength(1);
    expect((await calls.query({ hospCode: '10001', colour: 'red' })).body).toEqual(bad('不支持的参数 colour'));
    expect((await calls.post('query', { hospCode: '10001', pagedQueryInfo: { index: 0, pageSize: 10 } })).body).toEqual(
      bad('页码必须为大于0的整数'),
    );
  });

  it('detail answers one user of the hospital; another hospital’s binding is not found', async () => {
    const rows = (await calls.query<HospUserRow>({ hospCode: '10002', acctNo: 'engineer' })).body.data.list;
    const in10002 = rows[0]!;
    expect((await calls.post('detail', { hospCode: '10002', id: in10002.id })).body.data).toMatchObject({
      acctName: '张工程师',
      hospCode: '10002',
    });
    expect((await calls.post('detail', { hospCode: '10001', id: in10002.id })).body).toMatchObject({ code: '404', msg: '记录不存在' });
  });
});

describe('the add-user wizard', () => {
  const cellPhone = uniquePhone();
  let acctId = '';
  let id = '';

  it('step 1 checks the account with the seed messages', async () => {
    expect((await calls.post('addCheck', { hospCode: '10001', type: '01' })).body).toEqual(bad('请输入手机号'));
    expect((await calls.post('addCheck', { hospCode: '10001', type: '01', cellPhone: '2380000000' })).body).toEqual(
      bad('目前只支持中国大陆的手机号码'),
    );
    expect((await calls.post('addCheck', { hospCode: '10001', type: '02', cellPhone })).body).toEqual(bad('账号为英文和数字组成'));
    expect((await calls.post('addCheck', { hospCode: '10001', type: '02', cellPhone, acctNo: 'no-way' })).body).toEqual(
      bad('账号为英文和数字组成'),
    );
    expect((await calls.post('addCheck', { type: '01', cellPhone })).body).toEqual(bad('请选择医院'));
  });

  it('a new phone number goes on with a new account', async () => {
    const { body } = await calls.post('addCheck', { hospCode: '10001', type: '01', cellPhone });
    expect(body).toEqual({
      code: '0',
      msg: '成功',
      data: { enableNext: true, newAcct: true, acct: { type: '01', cellPhone, acctNo: null }, failMsg: null },
    });
  });

  it('the new account is created between steps 2 and 3, its password required', async () => {
    const account = { hospCode: '10001', type: '01', cellPhone, acctName: '向导新用户' };
    expect((await calls.post('acct-add', account)).body).toEqual(bad('密码为必输项'));
    expect((await calls.post('acct-add', { ...account, acctName: undefined, passWord: NEW_PASSWORD })).body).toEqual(
      bad('账号名称/姓名为必输项'),
    );
    const created = await calls.post<string>('acct-add', { ...account, passWord: NEW_PASSWORD });
    expect(created.body).toMatchObject({ code: '0', msg: '添加成功!' });
    acctId = created.body.data;
    expect(acctId).toMatch(/^[0-9a-f]{24}$/);
    expect((await calls.post('acct-add', { ...account, passWord: NEW_PASSWORD })).body).toMatchObject({ code: '002', msg: '手机号已存在' });
  });

  it('step 3 binds with the seed messages for every required field', async () => {
    const full = { hospCode: '10001', acctId, hospDeptId: dept10001, hospRoleId: engineerRole10001, state: '01' };
    expect((await calls.post('add', { ...full, hospCode: undefined })).body).toEqual(bad('医院编号为必输项'));
    expect((await calls.post('add', { ...full, acctId: undefined })).body).toEqual(bad('平台账户为必输项'));
    expect((await calls.post('add', { ...full, hospDeptId: undefined })).body).toEqual(bad('部门为必输项'));
    expect((await calls.post('add', { ...full, hospRoleId: undefined })).body).toEqual(bad('角色为必输项'));
    expect((await calls.post('add', { ...full, state: undefined })).body).toEqual(bad('用户状态为必输项'));
    expect((await calls.post('add', { ...full, hospDeptId: MISSING_ID })).body).toEqual(bad('部门不存在或已停用'));
    expect((await calls.post('add', { ...full, acctId: MISSING_ID })).body).toEqual(bad('平台账户不存在'));
    const added = await calls.post<string>('add', full);
    expect(added.body).toMatchObject({ code: '0', msg: '添加成功!' });
    id = added.body.data;
    expect((await calls.post('add', full)).body).toMatchObject({ code: '002', msg: '该账号已是本院用户' });
  });

  it('the user is in the list with its names, and step 1 now says it is bound', async () => {
    const row = (await calls.query<HospUserRow>({ hospCode: '10001', cellPhone })).body.data.list[0];
    expect(row).toMatchObject({ id, acctId, acctName: '向导新用户', hospRoleIdDesc: '维修工程师', state: '01', stateDesc: '在职' });
    const check = await calls.post('addCheck', { hospCode: '10001', type: '01', cellPhone });
    expect(check.body.data).toEqual({ enableNext: false, newAcct: false, acct: null, failMsg: '该账号已是本院用户' });
  });

  it('an existing account goes on as it is in another hospital, shown without its password', async () => {
    const { body } = await calls.post<{ enableNext: boolean; newAcct: boolean; acct: Record<string, unknown> }>('addCheck', {
      hospCode: '10002',
      type: '01',
      cellPhone,
    });
    expect(body.data).toMatchObject({
      enableNext: true,
      newAcct: false,
      failMsg: null,
      acct: { id: acctId, acctName: '向导新用户', cellPhone, state: '1' },
    });
    expect(Object.keys(body.data.acct)).not.toContain('passWord');
  });

  it('edit changes the bound attributes; role and department are required', async () => {
    const edit = { hospCode: '10001', id, hospDeptId: dept10001, hospRoleId: managerRole10001 };
    expect((await calls.post('update', { ...edit, hospRoleId: undefined })).body).toEqual(bad('角色为必输项'));
    expect((await calls.post('update', { ...edit, hospDeptId: '' })).body).toEqual(bad('部门为必输项'));
    expect((await calls.post('update', edit)).body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect((await calls.post('detail', { hospCode: '10001', id })).body.data).toMatchObject({ hospRoleIdDesc: '设备科管理员' });
  });

  it('updateNature changes the state (用户状态为必输项)', async () => {
    expect((await calls.post('updateNature', { hospCode: '10001', id })).body).toEqual(bad('用户状态为必输项'));
    expect((await calls.post('updateNature', { hospCode: '10001', id, state: '09' })).body).toEqual(bad('用户状态不在可选范围内'));
    expect((await calls.post('updateNature', { hospCode: '10001', id, state: '02' })).body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect((await calls.post('detail', { hospCode: '10001', id })).body.data).toMatchObject({ state: '02', stateDesc: '休假' });
  });

  it('batch edit sets the filled fields on every selected user and nothing else', async () => {
    expect((await calls.post('batchUpdate', { hospCode: '10001', idList: [id] })).body).toEqual(bad('请至少填写一项修改内容'));
    expect((await calls.post('batchUpdate', { hospCode: '10001', idList: [] })).body).toEqual(bad('请选中至少一条待修改数据'));
    // The batch dialog has no password: one sent anyway is never written.
    expect((await calls.post('batchUpdate', { hospCode: '10001', idList: [id], passWord: 'Same_2026' })).body).toEqual(
      bad('请至少填写一项修改内容'),
    );
    expect(await api.login(cellPhone, NEW_PASSWORD)).toBeTruthy();
    const done = await calls.post('batchUpdate', { hospCode: '10001', idList: [id], state: '01', hospRoleId: engineerRole10001 });
    expect(done.body).toMatchObject({ code: '0', msg: '修改成功!', data: { count: 1 } });
    expect((await calls.post('detail', { hospCode: '10001', id })).body.data).toMatchObject({ state: '01', hospRoleIdDesc: '维修工程师' });
  });

  it('edits the account: 请输入11位数字格式手机号, name required', async () => {
    const info = { hospCode: '10001', id, cellPhone, acctName: '向导新用户改名', email: 'new.user@example.com' };
    expect((await calls.post('acct-base-update', { ...info, cellPhone: '12345' })).body).toEqual(bad('请输入11位数字格式手机号'));
    expect((await calls.post('acct-base-update', { ...info, acctName: '' })).body).toEqual(bad('账号名称/姓名为必输项'));
    expect((await calls.post('acct-base-update', { ...info, cellPhone: '13800000001' })).body).toMatchObject({
      code: '002',
      msg: '手机号已存在',
    });
    expect((await calls.post('acct-base-update', info)).body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect((await calls.post('detail', { hospCode: '10001', id })).body.data).toMatchObject({
      acctName: '向导新用户改名',
      email: 'new.user@example.com',
    });
  });

  it('resets the password (6 to 20 letters, digits or _) and the user signs in with it', async () => {
    expect((await calls.post('acct-reset-pass', { hospCode: '10001', id, passWord: '12' })).body).toEqual(
      bad('请输入6至20位数字字母组成的密码'),
    );
    expect((await calls.post('acct-reset-pass', { hospCode: '10001', id })).body).toEqual(bad('请输入6至20位数字字母组成的密码'));
    const before = await api.login(cellPhone, NEW_PASSWORD);
    expect((await calls.post('acct-reset-pass', { hospCode: '10001', id, passWord: 'Reset_2026' })).body).toMatchObject({
      code: '0',
      msg: '修改成功!',
    });
    // The old session ends with the old password.
    expect((await api.get('/api/hosp-list', { token: before })).body.code).toBe('098');
    expect(await api.login(cellPhone, 'Reset_2026')).toBeTruthy();
  });

  it('delete removes the binding and keeps the account', async () => {
    expect((await calls.post('delete', { hospCode: '10001', id })).body).toMatchObject({ code: '0', msg: '删除成功!', data: { count: 1 } });
    expect((await calls.post('detail', { hospCode: '10001', id })).body).toMatchObject({ code: '404' });
    const check = await calls.post('addCheck', { hospCode: '10001', type: '01', cellPhone });
    expect(check.body.data).toMatchObject({ enableNext: true, newAcct: false, acct: { id: acctId } });
  });
});

describe('a hospital administrator sees and changes only the users of hospitals they manage', () => {
  const as = (name: string, body: unknown) => calls.post(name, body, manager);
  let engineer10002 = '';
  let engineer10001 = '';

  beforeAll(async () => {
    engineer10002 = (await calls.query<HospUserRow>({ hospCode: '10002', acctNo: 'engineer' })).body.data.list[0]!.id;
    engineer10001 = (await calls.query<HospUserRow>({ hospCode: '10001', acctNo: 'engineer' })).body.data.list[0]!.id;
  });

  it('reads and writes its own hospital', async () => {
    const { body } = await calls.query<HospUserRow>({ hospCode: '10001' }, manager);
    expect(body.code).toBe('0');
    expect(body.data.list.map((row) => row.acctNo)).toContain('engineer');
    const user = await createHospitalUser(
      hospUserCalls(api, () => manager),
      '10001',
      { acctName: '科长新增的人' },
    );
    expect((await as('detail', { hospCode: '10001', id: user.id })).body.data).toMatchObject({ acctName: '科长新增的人' });
    expect((await as('acct-reset-pass', { hospCode: '10001', id: user.id, passWord: 'Manager_2026' })).body).toMatchObject({ code: '0' });
  });

  it('is refused another hospital, whatever the call', async () => {
    const refused = { code: '403', msg: '您没有该医院的访问权限' };
    expect((await calls.query({ hospCode: '10002' }, manager)).body).toMatchObject(refused);
    expect((await as('detail', { hospCode: '10002', id: engineer10002 })).body).toMatchObject(refused);
    expect(
      (await as('update', { hospCode: '10002', id: engineer10002, hospDeptId: dept10001, hospRoleId: engineerRole10001 })).body,
    ).toMatchObject(refused);
    expect((await as('addCheck', { hospCode: '10002', type: '01', cellPhone: uniquePhone() })).body).toMatchObject(refused);
    expect((await as('delete', { hospCode: '10002', id: engineer10002 })).body).toMatchObject(refused);
  });

  it("never touches another hospital's row through its own hospital", async () => {
    const notFound = { code: '404', msg: '记录不存在' };
    expect(
      (await as('update', { hospCode: '10001', id: engineer10002, hospDeptId: dept10001, hospRoleId: engineerRole10001 })).body,
    ).toMatchObject(notFound);
    expect((await as('updateNature', { hospCode: '10001', id: engineer10002, state: '03' })).body).toMatchObject(notFound);
    expect((await as('batchUpdate', { hospCode: '10001', idList: [engineer10001, engineer10002], state: '02' })).body).toMatchObject(
      notFound,
    );
    expect((await as('delete', { hospCode: '10001', idList: [engineer10002] })).body).toMatchObject(notFound);
    expect((await as('acct-reset-pass', { hospCode: '10001', id: engineer10002, passWord: 'Taken_2026' })).body).toMatchObject(notFound);
    expect((await calls.post('detail', { hospCode: '10002', id: engineer10002 })).body.data).toMatchObject({ state: '01' });
  });

  it('leaves an account shared with a hospital it does not manage to the super admin', async () => {
    const message = { code: '403', msg: '该账号还绑定在您无权管理的医院，只能由超级管理员修改' };
    expect((await as('acct-reset-pass', { hospCode: '10001', id: engineer10001, passWord: 'Taken_2026' })).body).toMatchObject(message);
    expect(
      (await as('acct-base-update', { hospCode: '10001', id: engineer10001, cellPhone: '13800000001', acctName: '被改名' })).body,
    ).toMatchObject(message);
    expect(await api.login('engineer', DEMO_PASSWORD)).toBeTruthy();
  });

  it('may not delete or resign itself', async () => {
    const self = (await calls.query<HospUserRow>({ hospCode: '10001', acctNo: 'manager' })).body.data.list[0]!.id;
    expect((await as('delete', { hospCode: '10001', id: self })).body).toMatchObject({ code: '002', msg: '不能删除当前登录用户的绑定' });
    expect((await as('updateNature', { hospCode: '10001', id: self, state: '03' })).body).toMatchObject({
      code: '002',
      msg: '不能将当前登录用户设为离职',
    });
  });

  it('a user without the permission ids is refused even in its own hospital', async () => {
    const engineer = await hospitalUserToken(api, 'engineer', '10001');
    expect((await calls.query({ hospCode: '10001' }, engineer)).body).toMatchObject({ code: '403' });
    expect((await calls.post('addCheck', { hospCode: '10001', type: '01', cellPhone: uniquePhone() }, engineer)).body).toMatchObject({
      code: '403',
    });
  });
});
