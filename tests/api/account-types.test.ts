import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls } from '../support/entity-api.js';

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const acct = entityCalls(api, '/db/acct', () => admin);
// Unique per run: the shared test server keeps accounts between files.
const stamp = Date.now().toString(36);

beforeAll(async () => {
  admin = await adminToken(api);
});

/** An account of the given type, made through the screen's calls (add accepts 01 and 02; edit sets any type). */
async function accountOfType(type: '02' | '04'): Promise<string> {
  const acctNo = `type${type}_${stamp}`;
  const id = (await acct.add({ type: '02', acctNo, acctName: `类型${type}`, passWord: 'Typed_2026' })).body.data as string;
  if (type === '04') {
    expect((await acct.update({ id, type: '04', acctNo, acctName: `类型${type}`, passWord: 'Typed_2026', state: '1' })).body.code).toBe(
      '0',
    );
  }
  return acctNo;
}

describe('account types other than 01 and 03 load no session (seeds 000 and 001 section 4)', () => {
  it.each(['02', '04'] as const)(
    'type %s: signs in and learns its type, and every session call is refused with 未知账户类型',
    async (type) => {
      const token = await api.login(await accountOfType(type), 'Typed_2026');
      expect((await api.get('/api/acct-type', { token })).body).toEqual({ code: '0', msg: '成功', data: type });
      const refused = { code: '403', msg: '未知账户类型', data: null };
      expect((await api.get('/api/hosp-list', { token })).body).toEqual(refused);
      expect((await api.get('/api/getUserInfo', { token })).body).toEqual(refused);
      expect((await api.post('/api/acct-info', {}, { token })).body).toEqual(refused);
      expect((await api.post('/api/auth', { hospCode: '10001' }, { token })).body).toEqual(refused);
      expect((await api.post('/api/dashboard/mtc-sum', { hospCode: '10001' }, { token })).body).toEqual(refused);
      expect((await api.post('/db/param/query', { type: 'system_maintenance' }, { token })).body).toEqual(refused);
      expect((await api.get('/api/logOut', { token })).body.code).toBe('0');
      expect((await api.get('/api/acct-type', { token })).body.code).toBe('098');
    },
  );

  it('types 01 and 03 load their session as before', async () => {
    const user = await api.login('engineer', 'Demo@2026');
    expect((await api.get('/api/acct-type', { token: user })).body.data).toBe('01');
    expect((await api.get<unknown[]>('/api/hosp-list', { token: user })).body.data).toHaveLength(2);
    expect((await api.get('/api/acct-type', { token: admin })).body.data).toBe('03');
    expect((await api.get<unknown[]>('/api/hosp-list', { token: admin })).body.code).toBe('0');
  });
});
