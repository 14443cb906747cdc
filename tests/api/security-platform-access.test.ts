import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, type Paged } from '../support/entity-api.js';

/**
 * Issue 11, platform tables: writes of platform configuration (dictionary, parameters) are the super
 * admin's even when a hospital role holds sys:dic:add and the like, and a parameter tagged with a
 * hospital (schemas/param.json hospitalTag) is seen only by callers bound to that hospital.
 */

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
let manager = ''; // 李科长, bound to 10001 only, role 设备科管理员 (holds the sys:dic / sys:param ids)
let engineer = ''; // 张工程师, bound to 10001 and 10002
let director = ''; // 王主任, bound to 10003
const param = entityCalls(api, '/db/param', () => admin);
const dic = entityCalls(api, '/db/dic', () => admin);
const type = `sec_param_${Date.now()}`;
let tagged10003 = '';
let untagged = '';
let dicId = '';

interface ParamRow {
  id: string;
  type: string;
  val: string;
  hospCode: string | null;
}
const ONLY_SUPER_ADMIN = { code: '403', msg: '仅超级管理员可以执行该操作', data: null };
const queryAs = (token: string, body: Record<string, unknown>) =>
  api.post<Paged<ParamRow>>('/db/param/query', { pagedQueryInfo: { index: 1, pageSize: 50 }, ...body }, { token });

beforeAll(async () => {
  admin = await adminToken(api);
  manager = await hospitalUserToken(api, 'manager', '10001');
  engineer = await hospitalUserToken(api, 'engineer', '10001');
  director = await hospitalUserToken(api, 'director', '10003');
  tagged10003 = (await param.add({ type, subType: 'tagged', val: 'secret-10003', hospCode: '10003' })).body.data as string;
  untagged = (await param.add({ type, subType: 'shared', val: 'for-all' })).body.data as string;
  dicId = (await dic.add({ type: type.toUpperCase(), val: '01', description: '安全测试', sort: 1 })).body.data as string;
  expect([tagged10003, untagged, dicId].every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
});

describe('parameters tagged with a hospital', () => {
  it('are hidden from users not bound to that hospital, whatever hospCode they ask for', async () => {
    for (const token of [manager, engineer]) {
      const leak = await queryAs(token, { hospCode: '10003' });
      expect(leak.body).toMatchObject({ code: '0', data: { total: 0, list: [] } });
      const mine = await queryAs(token, { type });
      expect(mine.body.data.list.map((row) => row.val)).toEqual(['for-all']);
    }
  });

  it('are shown to a user bound to that hospital, and to the super admin', async () => {
    expect((await queryAs(director, { type })).body.data.list.map((row) => row.val).sort()).toEqual(['for-all', 'secret-10003']);
    expect((await queryAs(admin, { type })).body.data.total).toBe(2);
    expect((await queryAs(admin, { hospCode: '10003', type })).body.data.list.map((row) => row.val)).toEqual(['secret-10003']);
  });

  it('are not found by id for a user of another hospital', async () => {
    const detail = await api.post('/db/param/detail', { id: tagged10003 }, { token: manager });
    expect(detail.body).toEqual({ code: '404', msg: '记录不存在', data: null });
  });

  it('keeps the header title (an untagged system_maintenance / iMES_TYPE parameter) readable by hospital users', async () => {
    for (const token of [manager, engineer, director]) {
      const title = await queryAs(token, { type: 'system_maintenance', subType: 'iMES_TYPE' });
      expect(title.body.code).toBe('0');
      expect(title.body.data.list[0]?.val).toBeTruthy();
    }
  });
});

describe('platform writes by a hospital manager', () => {
  it('refuses adding a parameter, for another hospital or the own one', async () => {
    for (const hospCode of ['10003', '10001', undefined]) {
      const body = { type, subType: 'by-manager', val: 'x', ...(hospCode ? { hospCode } : {}) };
      expect((await api.post('/db/param/add', body, { token: manager })).body).toEqual(ONLY_SUPER_ADMIN);
    }
    expect((await param.query<ParamRow>({ type, subType: 'by-manager' })).body.data.total).toBe(0);
  });

  it('refuses updating, batch updating and deleting parameters; nothing changes', async () => {
    expect((await api.post('/db/param/update', { id: untagged, type, val: 'changed' }, { token: manager })).body).toEqual(ONLY_SUPER_ADMIN);
    expect(
      (await api.post('/db/param/batchUpdate', { idList: [untagged, tagged10003], type, description: 'x' }, { token: manager })).body,
    ).toEqual(ONLY_SUPER_ADMIN);
    expect((await api.post('/db/param/delete', { id: tagged10003 }, { token: manager })).body).toEqual(ONLY_SUPER_ADMIN);
    const rows = (await param.query<ParamRow & { description: string | null }>({ type })).body.data.list;
    expect(rows.map((row) => [row.val, row.description]).sort()).toEqual([
      ['for-all', null],
      ['secret-10003', null],
    ]);
  });

  it('refuses adding, updating, batch updating and deleting dictionary entries; nothing changes', async () => {
    expect(
      (await api.post('/db/dic/add', { type: type.toUpperCase(), val: '02', description: '经理', sort: 2 }, { token: manager })).body,
    ).toEqual(ONLY_SUPER_ADMIN);
    expect(
      (await api.post('/db/dic/update', { id: dicId, type: type.toUpperCase(), val: '01', description: '改', sort: 1 }, { token: manager }))
        .body,
    ).toEqual(ONLY_SUPER_ADMIN);
    expect((await api.post('/db/dic/batchUpdate', { idList: [dicId], sort: 5 }, { token: manager })).body).toEqual(ONLY_SUPER_ADMIN);
    expect((await api.post('/db/dic/delete', { id: dicId }, { token: manager })).body).toEqual(ONLY_SUPER_ADMIN);
    const rows = (await dic.query<{ val: string; description: string; sort: number }>({ type: type.toUpperCase() })).body.data.list;
    expect(rows.map((row) => [row.val, row.description, row.sort])).toEqual([['01', '安全测试', 1]]);
  });

  it('still lets the manager read the dictionary with sys:dic', async () => {
    expect((await api.post('/db/dic/query', { type: 'ACCT_TYPE' }, { token: manager })).body).toMatchObject({
      code: '0',
      data: { total: 4 },
    });
  });
});

describe('the schemas the console reads (GET /api/entities)', () => {
  it('serves a screen its schema without table, column, storage or handler names', async () => {
    // fetch, not the client: the client's leak check reads the dialogs' {"passWord": "密码为必输项"} as a password.
    const schemaText = async (name: string) =>
      JSON.stringify(await (await fetch(`${inject('apiBaseUrl')}/api/entities/${name}`, { headers: { token: admin } })).json());
    const acct = await schemaText('acct');
    expect(acct).toContain('"name":"acct"');
    for (const serverOnly of ['"table"', 'pass_word_hash', '"sqlType"', 'password-hash', '"column"'])
      expect(acct, serverOnly).not.toContain(serverOnly);
    expect(await schemaText('hosp-user-info')).not.toContain('"handler"');
  });
});
