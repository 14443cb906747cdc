import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, hospitalUserToken, MISSING_ID, type Paged } from '../support/entity-api.js';

/**
 * Issue 29 part 1: saved views of the list screens, POST /api/list-views/{query,save,delete,default}.
 * Demo users: engineer (维修工程师 in 10001 and 10002), manager (设备科管理员, every permission, in
 * 10001), director (院领导 in 10003), admin (super admin).
 */

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
let engineer = '';
let manager = '';
let engineerRoleId = '';
let managerRoleId = '';
const stamp = Date.now();
const screen = { entity: 'hosp-eqp', hospCode: '10001' };
const state = { filters: { eqpName: '监护仪' }, sort: { field: 'eqpName', order: 'asc' }, columns: ['eqpName'], pageSize: 20 };

interface View {
  id: string;
  name: string;
  scope: string;
  roleId: string | null;
  mine: boolean;
  state: unknown;
}
type Views = { views: View[]; defaultId: string | null; scopes: string[] };

const call = <T = unknown>(operation: string, body: unknown, token: string, headers: Record<string, string> = {}) =>
  api.post<T>(`/api/list-views/${operation}`, body, { token, headers });
const query = async (token: string, body: Record<string, unknown> = screen) => (await call<Views>('query', body, token)).body;
const save = (token: string, body: Record<string, unknown>) => call<string>('save', { ...screen, scope: 'me', state, ...body }, token);
const names = (answer: { data: Views }) => answer.data.views.map((view) => view.name);

async function roleIdOf(roleName: string): Promise<string> {
  const rows = (
    await api.post<Paged<{ id: string; roleName: string }>>(
      '/db/hosp-role/query',
      { hospCode: '10001', pagedQueryInfo: { index: 1, pageSize: 50 } },
      { token: admin },
    )
  ).body.data.list;
  return rows.find((row) => row.roleName === roleName)!.id;
}

beforeAll(async () => {
  admin = await adminToken(api);
  engineer = await hospitalUserToken(api, 'engineer', '10001');
  manager = await hospitalUserToken(api, 'manager', '10001');
  engineerRoleId = await roleIdOf('维修工程师');
  managerRoleId = await roleIdOf('设备科管理员');
});

describe('/api/list-views/save and query', () => {
  it('saves a personal view that only its owner sees, with its state as saved', async () => {
    const saved = await save(engineer, { name: `  我的视图${stamp} ` });
    expect(saved.body).toMatchObject({ code: '0', msg: '保存成功' });
    const mine = (await query(engineer)).data.views.find((view) => view.id === saved.body.data);
    expect(mine).toMatchObject({ name: `我的视图${stamp}`, scope: 'me', roleId: null, mine: true, state });
    expect(names(await query(manager))).not.toContain(`我的视图${stamp}`);
    expect(names(await query(admin))).not.toContain(`我的视图${stamp}`);
    const whole = (await save(engineer, { name: `整表${stamp}`, state: { pageSize: 20 } })).body.data;
    expect((await query(engineer)).data.views.find((view) => view.id === whole)?.state).toEqual({ filters: {}, pageSize: 20 });
  });

  it('refuses a bad name, a second view of the same name and a state too large, in Chinese and English', async () => {
    expect((await save(engineer, { name: '   ' })).body).toEqual({ code: '001', msg: '视图名称为必输项', data: null });
    expect((await call('save', { ...screen, scope: 'me', state, name: '' }, engineer, { lang: 'en' })).body).toEqual({
      code: '001',
      msg: 'The view name is required',
      data: null,
    });
    expect((await save(engineer, { name: '视'.repeat(41) })).body).toEqual({ code: '001', msg: '视图名称不能超过40个字', data: null });
    expect((await save(engineer, { name: `同名${stamp}` })).body.code).toBe('0');
    expect((await save(engineer, { name: `同名${stamp}` })).body).toEqual({ code: '001', msg: '已有同名视图', data: null });
    const large = { filters: Object.fromEntries(Array.from({ length: 90 }, (_, index) => [`f${index}`, 'x'.repeat(100)])) };
    expect((await save(engineer, { name: `大${stamp}`, state: large })).body).toEqual({ code: '001', msg: '视图内容过大', data: null });
    expect((await save(engineer, { name: `多余${stamp}`, extra: 1 })).body.code).toBe('001');
    expect((await save(engineer, { name: `范围${stamp}`, scope: 'team' })).body.code).toBe('001');
  });

  it('answers only about lists the caller may query, in hospitals the caller is bound to', async () => {
    expect(await query(engineer, { entity: 'hosp-eqp', hospCode: '10003' })).toEqual({
      code: '403',
      msg: '您没有该医院的访问权限',
      data: null,
    });
    expect((await save(engineer, { hospCode: '10003', name: `别院${stamp}` })).body).toEqual({
      code: '403',
      msg: '您没有该医院的访问权限',
      data: null,
    });
    expect(await query(engineer, { entity: 'eqp-model' })).toEqual({ code: '403', msg: '仅超级管理员可以执行该操作', data: null });
    expect(await query(engineer, { entity: 'no-such-screen', hospCode: '10001' })).toEqual({ code: '001', msg: '页面不存在', data: null });
    expect((await query(engineer, { entity: 'hosp-eqp' })).code).toBe('001');
    expect((await query(admin, { entity: 'eqp-model' })).code).toBe('0');
  });

  it('shares with a role only by one who manages roles, naming a role of the hospital; everyone only by a super admin', async () => {
    expect((await save(engineer, { name: `角色${stamp}`, scope: 'role', roleId: engineerRoleId })).body).toEqual({
      code: '403',
      msg: '只有可以管理角色的用户才能共享给角色',
      data: null,
    });
    expect((await save(engineer, { name: `全部${stamp}`, scope: 'all' })).body).toEqual({
      code: '403',
      msg: '仅超级管理员可以共享给所有人',
      data: null,
    });
    expect((await save(manager, { name: `角色${stamp}`, scope: 'role' })).body).toEqual({
      code: '001',
      msg: '共享给角色时请选择角色',
      data: null,
    });
    expect((await save(manager, { name: `角色${stamp}`, scope: 'role', roleId: MISSING_ID })).body).toEqual({
      code: '001',
      msg: '该医院没有这个角色',
      data: null,
    });
    expect(
      (await save(admin, { entity: 'eqp-model', hospCode: undefined, name: `平台${stamp}`, scope: 'role', roleId: engineerRoleId })).body,
    ).toEqual({ code: '001', msg: '平台页面的视图不能共享给角色', data: null });

    const shared = await save(manager, { name: `工程师共享${stamp}`, scope: 'role', roleId: engineerRoleId });
    expect(shared.body.code).toBe('0');
    const seen = (await query(engineer)).data.views.find((view) => view.id === shared.body.data);
    expect(seen).toMatchObject({ scope: 'role', roleId: engineerRoleId, mine: false });
    const forManagers = await save(admin, { name: `科长共享${stamp}`, scope: 'role', roleId: managerRoleId });
    expect(names(await query(manager))).toContain(`科长共享${stamp}`);
    expect(names(await query(engineer))).not.toContain(`科长共享${stamp}`);
    expect(forManagers.body.code).toBe('0');

    const everyone = await save(admin, { name: `所有人${stamp}`, scope: 'all' });
    expect(everyone.body.code).toBe('0');
    for (const token of [engineer, manager]) expect(names(await query(token))).toContain(`所有人${stamp}`);
    // Another hospital's screen is another list: the view is not there.
    expect(names(await query(await hospitalUserToken(api, 'engineer', '10002'), { entity: 'hosp-eqp', hospCode: '10002' }))).not.toContain(
      `所有人${stamp}`,
    );
  });

  it('tells each caller the scopes it may save with, so the dialog offers no choice the save refuses', async () => {
    expect((await query(engineer)).data.scopes).toEqual(['me']);
    expect((await query(manager)).data.scopes).toEqual(['me', 'role']);
    expect((await query(admin)).data.scopes).toEqual(['me', 'role', 'all']);
    expect((await query(admin, { entity: 'eqp-model' })).data.scopes).toEqual(['me', 'all']);
  });

  it('overwrites only the owner’s views (a super admin any)', async () => {
    const own = (await save(engineer, { name: `覆盖前${stamp}` })).body.data;
    expect((await save(engineer, { id: own, name: `覆盖后${stamp}`, state: { filters: {} } })).body).toMatchObject({
      code: '0',
      data: own,
    });
    expect((await query(engineer)).data.views.find((view) => view.id === own)).toMatchObject({
      name: `覆盖后${stamp}`,
      state: { filters: {} },
    });
    const shared = (await save(manager, { name: `他人${stamp}`, scope: 'role', roleId: engineerRoleId })).body.data;
    expect((await save(engineer, { id: shared, name: `抢${stamp}` })).body).toEqual({ code: '403', msg: '只能修改自己的视图', data: null });
    expect((await save(engineer, { id: MISSING_ID, name: `无${stamp}` })).body).toEqual({ code: '002', msg: '视图不存在', data: null });
    expect((await save(admin, { id: shared, name: `管理员改${stamp}`, scope: 'role', roleId: engineerRoleId })).body.code).toBe('0');
  });
});

describe('/api/list-views/default', () => {
  it('keeps each account’s default per screen, only of a view it sees', async () => {
    const own = (await save(engineer, { name: `默认${stamp}` })).body.data;
    expect((await call('default', { ...screen, id: own }, engineer)).body).toEqual({ code: '0', msg: '成功', data: null });
    expect((await query(engineer)).data.defaultId).toBe(own);
    expect((await query(manager)).data.defaultId).not.toBe(own);
    expect((await call('default', { ...screen, id: own }, manager)).body).toEqual({ code: '002', msg: '视图不存在', data: null });
    expect((await call('default', { entity: 'hosp-eqp', hospCode: '10002', id: own }, engineer)).body).toEqual({
      code: '002',
      msg: '视图不存在',
      data: null,
    });
    expect((await call('default', { ...screen, id: null }, engineer)).body.code).toBe('0');
    expect((await query(engineer)).data.defaultId).toBeNull();
    expect((await call('default', { ...screen, id: 'x' }, engineer)).body.code).toBe('001');
  });
});

describe('/api/list-views/delete', () => {
  it('deletes the owner’s view (a super admin any) and the defaults on it; refuses others', async () => {
    const own = (await save(engineer, { name: `删除${stamp}` })).body.data;
    await call('default', { ...screen, id: own }, engineer);
    expect((await call('delete', { id: own }, manager)).body).toEqual({ code: '002', msg: '视图不存在', data: null });
    const shared = (await save(manager, { name: `删他人${stamp}`, scope: 'role', roleId: engineerRoleId })).body.data;
    expect((await call('delete', { id: shared }, engineer)).body).toEqual({ code: '403', msg: '只能修改自己的视图', data: null });
    expect((await call('delete', { id: own }, engineer)).body).toEqual({ code: '0', msg: '删除成功', data: null });
    expect(await query(engineer)).toMatchObject({ code: '0', data: { defaultId: null } });
    expect(names(await query(engineer))).not.toContain(`删除${stamp}`);
    expect((await call('delete', { id: shared }, admin)).body.code).toBe('0');
    expect((await call('delete', { id: MISSING_ID }, admin)).body).toEqual({ code: '002', msg: '视图不存在', data: null });
  });
});
