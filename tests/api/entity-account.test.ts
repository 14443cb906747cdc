import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const acct = entityCalls(api, '/db/acct', () => admin);

interface AcctRow {
  id: string;
  type: string;
  typeDesc: string;
  cellPhone: string | null;
  acctName: string;
  acctNo: string | null;
  state: string;
  stateDesc: string;
}

// Unique per run: the shared test server keeps accounts between files.
const stamp = Date.now().toString().slice(-7);
const phone = (n: number) => `139${stamp}${n}`;

beforeAll(async () => {
  admin = await adminToken(api);
});

describe('/db/acct add: the rules of seed 001 section 5', () => {
  const base = { acctName: '测试用户', passWord: 'Secret_123' };
  it.each([
    [{ acctName: 'x', passWord: 'p' }, '账号类型为必输项'],
    [{ type: '01', passWord: 'p', cellPhone: '13900000000' }, '账号名称/姓名为必输项'],
    [{ type: '01', acctName: 'x', cellPhone: '13900000000' }, '密码为必输项'],
    [{ ...base, type: '01' }, '医院级标准用户必须输入手机号'],
    [{ ...base, type: '02' }, '非用户类型必须输入账号'],
    [{ ...base, type: '03', cellPhone: '13900000000' }, '新增账号只能为医院级标准用户或非标准用户'],
    [{ ...base, type: '01', cellPhone: '1390000000' }, '请输入11位数字格式手机号'],
    [{ ...base, type: '02', acctNo: 'bad name!' }, '账号为英文和数字组成'],
    [{ ...base, type: '01', cellPhone: 13900000000 }, '手机号必须为文本'],
  ])('%j -> %s', async (body, message) => {
    expect((await acct.add(body)).body).toMatchObject({ code: '001', msg: message });
  });
});

describe('/db/acct lifecycle', () => {
  let id = '';

  it('adds a type 01 account with state 1 by default; the password is never returned', async () => {
    const response = await acct.add({ type: '01', cellPhone: phone(1), acctName: '接口测试', passWord: 'Secret_123', remark: '备注' });
    expect(response.body).toMatchObject({ code: '0', msg: '添加成功!' });
    id = response.body.data as string;
    const row = (await acct.detail<AcctRow & Record<string, unknown>>({ id })).body.data;
    expect(row).toMatchObject({ id, type: '01', typeDesc: '医院级标准用户', state: '1', stateDesc: '正常', cellPhone: phone(1) });
    expect(row).not.toHaveProperty('passWord');
    expect(Object.keys(row).some((key) => /pass/i.test(key))).toBe(false);
  });

  it('the new account can log in with its password', async () => {
    expect(await api.login(phone(1), 'Secret_123')).toMatch(/.+/);
  });

  it('refuses a second account with the same phone', async () => {
    const response = await acct.add({ type: '01', cellPhone: phone(1), acctName: '重复', passWord: 'Secret_789' });
    expect(response.body).toMatchObject({ code: '002', msg: '手机号已存在' });
  });

  it('edit requires type, name and state when sent (seed 001 section 5); a password left out or blank stays', async () => {
    const full = { id, type: '01', cellPhone: phone(1), acctName: '接口测试', passWord: 'Secret_456', state: '1' };
    expect((await acct.update({ ...full, state: '' })).body).toMatchObject({ code: '001', msg: '状态为必输项' });
    expect((await acct.update({ ...full, passWord: undefined })).body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect((await acct.update({ ...full, passWord: '' })).body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect(await api.login(phone(1), 'Secret_123')).toMatch(/.+/);
    expect((await acct.update({ ...full, state: '9' })).body).toMatchObject({ code: '001', msg: '状态不在可选范围内' });
    expect((await acct.update(full)).body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect(await api.login(phone(1), 'Secret_456')).toMatch(/.+/);
  });

  it('resetPass sets a password of 6 to 20 letters, digits or underscore', async () => {
    const bad = await api.post('/db/acct/resetPass', { id, passWord: 'abc' }, { token: admin });
    expect(bad.body).toMatchObject({ code: '001', msg: '请输入6至20位数字字母组成的密码' });
    const good = await api.post('/db/acct/resetPass', { id, passWord: 'reset_2026' }, { token: admin });
    expect(good.body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect(await api.login(phone(1), 'reset_2026')).toMatch(/.+/);
    expect((await api.post('/db/acct/resetPass', { id: MISSING_ID, passWord: 'reset_2026' }, { token: admin })).body.code).toBe('404');
  });

  it('base-update changes phone, name, avatar and email only', async () => {
    const response = await api.post(
      '/db/acct/base-update',
      { id, cellPhone: phone(2), acctName: '改名', email: 'a@b.cn' },
      { token: admin },
    );
    expect(response.body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect((await acct.detail<AcctRow>({ id })).body.data).toMatchObject({ cellPhone: phone(2), acctName: '改名', type: '01' });
    expect((await api.post('/db/acct/base-update', { id, acctName: 'x', cellPhone: '' }, { token: admin })).body.msg).toBe(
      '请输入11位数字格式手机号',
    );
    // A field left out keeps its value.
    expect((await api.post('/db/acct/base-update', { id, acctName: '改名' }, { token: admin })).body.code).toBe('0');
    expect((await acct.detail<AcctRow>({ id })).body.data).toMatchObject({ cellPhone: phone(2), acctName: '改名' });
  });

  it('accepts the current hospital sent as hsopCode (spelt so) by the original account page', async () => {
    expect((await acct.query<AcctRow>({ cellPhone: phone(2), hsopCode: '10001' })).body.data.total).toBe(1);
    const response = await api.post(
      '/db/acct/base-update',
      { id, cellPhone: phone(2), acctName: '改名', hsopCode: '10001' },
      { token: admin },
    );
    expect(response.body.code).toBe('0');
  });

  it('GET /db/acct/id/{id} returns the account', async () => {
    expect((await api.get<AcctRow>(`/db/acct/id/${id}`, { token: admin })).body.data).toMatchObject({ id, acctName: '改名' });
  });

  it('filters by type, phone, name and account; passWord is never a filter', async () => {
    expect((await acct.query<AcctRow>({ cellPhone: phone(2) })).body.data.list.map((row) => row.id)).toEqual([id]);
    expect((await acct.query<AcctRow>({ acctName: '改', type: '01' })).body.data.list.map((row) => row.id)).toContain(id);
    const withPassword = await acct.query<AcctRow>({ cellPhone: phone(2), passWord: 'wrong' });
    expect(withPassword.body.data.total).toBe(1);
  });

  it('deletes the account', async () => {
    expect((await acct.remove({ id })).body).toMatchObject({ code: '0', msg: '删除成功!' });
    expect((await acct.detail({ id })).body.code).toBe('404');
  });
});

describe('/db/acct is for super admins only', () => {
  it('refuses a hospital manager even with every permission of their hospital', async () => {
    const manager = await hospitalUserToken(api, 'manager', '10001');
    expect((await api.post('/db/acct/query', {}, { token: manager })).body).toMatchObject({
      code: '403',
      msg: '仅超级管理员可以执行该操作',
    });
    const escalate = await api.post('/db/acct/update', { id: MISSING_ID, type: '03' }, { token: manager });
    expect(escalate.body.code).toBe('403');
  });
});
