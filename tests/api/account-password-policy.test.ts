import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls } from '../support/entity-api.js';

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const acct = entityCalls(api, '/db/acct', () => admin);
const stamp = Date.now().toString().slice(-7);
const phone = (n: number) => `137${stamp}${n}`;
const POLICY = '请输入6至20位数字字母组成的密码';

beforeAll(async () => {
  admin = await adminToken(api);
});

// Issue 10 item 5: add accepted a one-character password while reset demanded 6 to 20.
describe('one password policy for add, edit, batch edit and reset (seed 001 section 5)', () => {
  let id = '';

  it('add refuses a password that is not 6 to 20 letters, digits or underscores', async () => {
    for (const passWord of ['x', 'abcde', 'a'.repeat(21), 'Demo@2026', '中文密码abc']) {
      expect((await acct.add({ type: '01', cellPhone: phone(1), acctName: '密码规则', passWord })).body).toMatchObject({
        code: '001',
        msg: POLICY,
      });
    }
    const added = await acct.add({ type: '01', cellPhone: phone(1), acctName: '密码规则', passWord: 'abc_123' });
    expect(added.body).toMatchObject({ code: '0', msg: '添加成功!' });
    id = added.body.data as string;
  });

  it('edit, batch edit and reset follow the same rule', async () => {
    const edit = { id, type: '01', cellPhone: phone(1), acctName: '密码规则', state: '1' };
    expect((await acct.update({ ...edit, passWord: '123' })).body).toMatchObject({ code: '001', msg: POLICY });
    expect(
      (await acct.batchUpdate({ idList: [id], type: '01', acctName: '密码规则', state: '1', passWord: 'a b c d e f' })).body,
    ).toMatchObject({ code: '001', msg: POLICY });
    expect((await api.post('/db/acct/resetPass', { id, passWord: 'abc' }, { token: admin })).body).toMatchObject({
      code: '001',
      msg: POLICY,
    });
    expect((await acct.update({ ...edit, passWord: 'Abcdef_2026' })).body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect(await api.login(phone(1), 'Abcdef_2026')).toMatch(/.+/);
    await acct.remove({ id });
  });
});
