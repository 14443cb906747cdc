import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';
import { createHospitalUser, hospUserCalls, NEW_PASSWORD, type HospUserRow } from './hosp-user-support.js';

/** Bindings across hospitals (issue 13 item 3): batch-hosp-user-add-or-update and acct-bind-hosp-id-on-manage. */

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const calls = hospUserCalls(api, () => admin);
let user: { acctId: string; id: string; cellPhone: string };

const bind = (hospCodeList: unknown[], token = admin, hospCode = '10001') =>
  calls.post<{ acctId: string; hospCodeList: string[]; bound: string[]; unbound: string[] }>(
    'batch-hosp-user-add-or-update',
    { hospCode, acctId: user.acctId, acctName: '跨院用户', hospCodeList },
    token,
  );
const boundList = (token = admin, hospCode = '10001') =>
  api.get<{ hospCodeList: string[]; manageableHospCodeList: string[] }>(
    `/db/hosp-user-info/acct-bind-hosp-id-on-manage/${user.acctId}?hospCode=${hospCode}`,
    { token },
  );
const rowIn = async (hospCode: string) => (await calls.query<HospUserRow>({ hospCode, acctId: user.acctId })).body.data.list[0];
const hospitalsSeenBy = async (token: string) =>
  (await api.get<{ hospCode: string }[]>('/api/hosp-list', { token })).body.data.map((h) => h.hospCode);

beforeAll(async () => {
  admin = await adminToken(api);
  user = await createHospitalUser(calls, '10001', { acctName: '跨院用户' });
});

describe('binding an account to more hospitals', () => {
  it('lists the hospitals the account is bound to', async () => {
    const { body } = await boundList();
    expect(body.code).toBe('0');
    expect(body.data.hospCodeList).toEqual(['10001']);
    expect(body.data.manageableHospCodeList).toEqual(expect.arrayContaining(['10001', '10002', '10003']));
  });

  it('binds the second hospital with its first department and the maintenance engineer role', async () => {
    const { body } = await bind(['10001', '10002']);
    expect(body).toMatchObject({ code: '0', msg: '修改成功!', data: { hospCodeList: ['10001', '10002'], bound: ['10002'], unbound: [] } });
    const depts = await calls.options('dept', '10002');
    expect(await rowIn('10002')).toMatchObject({
      hospDeptIdDesc: '医学装备部',
      hospRoleIdDesc: '维修工程师',
      state: '01',
      stateDesc: '在职',
    });
    expect(depts.map((dept) => dept.label)).toContain('医学装备部');
    expect((await boundList()).body.data.hospCodeList).toEqual(['10001', '10002']);
  });

  it('the user sees both hospitals at the next /api/hosp-list and may choose either', async () => {
    const token = await api.login(user.cellPhone, NEW_PASSWORD);
    expect(await hospitalsSeenBy(token)).toEqual(['10001', '10002']);
    expect((await api.post('/api/auth', { hospCode: '10002' }, { token })).body.code).toBe('0');
  });

  it('unbinding sets the user to 离职 there and keeps the record; the user loses that hospital', async () => {
    const before = await rowIn('10002');
    const { body } = await bind(['10001']);
    expect(body.data).toMatchObject({ hospCodeList: ['10001'], bound: [], unbound: ['10002'] });
    expect(await rowIn('10002')).toMatchObject({ id: before!.id, state: '03', stateDesc: '离职' });
    const token = await api.login(user.cellPhone, NEW_PASSWORD);
    expect(await hospitalsSeenBy(token)).toEqual(['10001']);
    expect((await api.post('/api/auth', { hospCode: '10002' }, { token })).body).toMatchObject({
      code: '403',
      msg: '您没有该医院的访问权限',
    });
  });

  it('binding again takes the same record back, with the department and role it had', async () => {
    const before = await rowIn('10002');
    await bind(['10001', '10002']);
    expect(await rowIn('10002')).toMatchObject({
      id: before!.id,
      state: '01',
      hospDeptId: before!.hospDeptId,
      hospRoleId: before!.hospRoleId,
    });
    await bind(['10001']);
  });

  it('checks its input', async () => {
    expect((await calls.post('batch-hosp-user-add-or-update', { hospCode: '10001', hospCodeList: ['10001'] })).body).toMatchObject({
      code: '001',
      msg: '平台账户为必输项',
    });
    expect((await bind(['10001', '../x'])).body).toMatchObject({ code: '001', msg: '医院编号格式不正确: ../x' });
    expect((await bind(['10001', '99999'])).body).toMatchObject({ code: '001', msg: '医院不存在或尚未创建数据表: 99999' });
    expect(
      (await calls.post('batch-hosp-user-add-or-update', { hospCode: '10001', acctId: MISSING_ID, hospCodeList: [] })).body,
    ).toMatchObject({ code: '404', msg: '平台账户不存在' });
  });
});

describe('an administrator of one hospital binds only where they manage', () => {
  let manager = '';
  beforeAll(async () => {
    manager = await hospitalUserToken(api, 'manager', '10001');
  });

  it('sees which hospitals they may change', async () => {
    expect((await boundList(manager)).body.data).toEqual({
      acctId: user.acctId,
      hospCodeList: ['10001'],
      manageableHospCodeList: ['10001'],
      hospitals: [{ value: '10001', label: '示范市第一人民医院' }],
    });
  });

  it('is refused binding to or unbinding from a hospital they do not manage', async () => {
    const refusal = { code: '403', msg: '您没有医院 示范市中心医院(10002) 的用户管理权限' };
    expect((await bind(['10001', '10002'], manager)).body).toMatchObject(refusal);
    await bind(['10001', '10002']);
    expect((await bind(['10001'], manager)).body).toMatchObject(refusal);
    expect((await rowIn('10002'))?.state).toBe('01');
    // Leaving the other hospital in the list changes nothing there: allowed.
    expect((await bind(['10001', '10002'], manager)).body).toMatchObject({ code: '0', data: { bound: [], unbound: [] } });
    await bind(['10001']);
  });

  it('cannot read or bind an account that is no user of their hospital', async () => {
    const director = (await calls.query<HospUserRow>({ hospCode: '10003', acctNo: 'director' })).body.data.list[0]!;
    expect(
      (await api.get(`/db/hosp-user-info/acct-bind-hosp-id-on-manage/${director.acctId}?hospCode=10001`, { token: manager })).body,
    ).toMatchObject({ code: '404' });
    expect(
      (
        await calls.post(
          'batch-hosp-user-add-or-update',
          { hospCode: '10001', acctId: director.acctId, hospCodeList: ['10001', '10003'] },
          manager,
        )
      ).body,
    ).toMatchObject({ code: '404' });
  });

  it('may not unbind themselves', async () => {
    const self = (await calls.query<HospUserRow>({ hospCode: '10001', acctNo: 'manager' })).body.data.list[0]!;
    const { body } = await calls.post(
      'batch-hosp-user-add-or-update',
      { hospCode: '10001', acctId: self.acctId, hospCodeList: [] },
      manager,
    );
    expect(body).toMatchObject({ code: '002', msg: '不能解绑当前登录用户自己的医院' });
  });
});
