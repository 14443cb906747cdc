import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const permission = entityCalls(api, '/db/hosp-permission', () => admin);
const ROOT = '0'.repeat(24);

interface PermissionNode {
  id: string;
  pmsCode: string;
  pmsName: string;
  parentId: string;
  hospCode: string;
  children: PermissionNode[];
}

const tree = async (hospCode: string, token = admin) =>
  (await api.get<PermissionNode[]>(`/db/hosp-permission/treeQuery?hospCode=${hospCode}`, { token })).body;
const find = (nodes: PermissionNode[], id: string): PermissionNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = find(node.children, id);
    if (inside) return inside;
  }
  return undefined;
};

beforeAll(async () => {
  admin = await adminToken(api);
});

describe('/db/hosp-permission treeQuery', () => {
  it('needs the hospital: 请选择医院', async () => {
    expect((await api.get('/db/hosp-permission/treeQuery', { token: admin })).body).toEqual({ code: '001', msg: '请选择医院', data: null });
  });

  it("returns the hospital's permission tree labelled by pmsName", async () => {
    const { data } = await tree('10002');
    expect(data.map((node) => node.pmsName)).toEqual(['首页', '设备管理', '任务管理', '系统管理', '驾驶舱']);
    const system = data[3]!;
    const role = system.children.find((node) => node.pmsCode === 'sys:hosp-role')!;
    expect(role).toMatchObject({ pmsName: '医院角色', parentId: system.id, hospCode: '10002' });
    expect(role.children.map((node) => node.pmsCode)).toContain('sys:hosp-role:bind-menu');
  });
});

describe('/db/hosp-permission writes', () => {
  const code = `test:${Date.now()}`;
  const valid = { pmsCode: code, pmsName: '测试权限', parentId: ROOT, hospCode: '10002' };
  let top = '';
  let child = '';

  it('adds a root node with the root id, and a child with the parent id and hospital', async () => {
    const added = await permission.add(valid);
    expect(added.body).toMatchObject({ code: '0', msg: '添加成功!' });
    top = added.body.data as string;
    child = (await permission.add({ ...valid, pmsCode: `${code}:child`, pmsName: '测试子权限', parentId: top })).body.data as string;
    expect(find((await tree('10002')).data, top)?.children.map((node) => node.id)).toEqual([child]);
  });

  it.each([
    ['pmsCode', '权限代码为必输项'],
    ['pmsName', '名称为必输项'],
    ['parentId', '父级ID为必输项'],
    ['hospCode', '医院编号为必输项'],
  ])('add without %s, and edit sending it empty: %s', async (field, message) => {
    const { [field]: _left, ...rest } = valid as Record<string, unknown>;
    expect((await permission.add(rest)).body).toEqual({ code: '001', msg: message, data: null });
    // An edit changes only what it sends: left out, a field stays as stored; sent empty, it is refused.
    expect((await permission.update({ ...valid, [field]: '', id: child })).body).toEqual({ code: '001', msg: message, data: null });
  });

  it('refuses a code the hospital already has, and an unknown parent', async () => {
    expect((await permission.add({ ...valid, pmsCode: 'eqp:list' })).body).toEqual({ code: '002', msg: '权限代码已存在', data: null });
    expect((await permission.add({ ...valid, pmsCode: `${code}:x`, parentId: MISSING_ID })).body.msg).toBe('父级ID不存在');
  });

  it('detail {id, hospCode} returns the node', async () => {
    expect((await permission.detail({ id: child, hospCode: '10002' })).body.data).toMatchObject({
      pmsCode: `${code}:child`,
      parentId: top,
      hospCode: '10002',
    });
    expect((await permission.detail({ id: child, hospCode: '10001' })).body.code).toBe('404');
  });

  it('edits a node', async () => {
    expect((await permission.update({ ...valid, id: child, pmsCode: `${code}:child`, pmsName: '改名', parentId: top })).body.msg).toBe(
      '修改成功!',
    );
    expect(find((await tree('10002')).data, child)?.pmsName).toBe('改名');
  });

  it('batch edits: parentId required when sent, hospCode always', async () => {
    expect((await permission.batchUpdate({ idList: [child], hospCode: '10002', parentId: '' })).body.msg).toBe('父级ID为必输项');
    expect((await permission.batchUpdate({ idList: [child], hospCode: '10002' })).body).toEqual({
      code: '002',
      msg: '没有需要修改的内容',
      data: null,
    });
    expect((await permission.batchUpdate({ idList: [child], parentId: ROOT })).body.msg).toBe('医院编号为必输项');
    expect((await permission.batchUpdate({ idList: [child], parentId: ROOT, hospCode: '10002' })).body).toMatchObject({
      code: '0',
      data: { count: 1 },
    });
    expect(find((await tree('10002')).data, child)?.parentId).toBe(ROOT);
    await permission.batchUpdate({ idList: [child], parentId: top, hospCode: '10002' });
  });

  it('refuses to delete a node with children, then deletes (id, hospCode) child and parent', async () => {
    expect((await permission.remove({ id: top, hospCode: '10002' })).body).toEqual({ code: '002', msg: '请先删除子级权限', data: null });
    expect((await permission.remove({ id: child, hospCode: '10002' })).body.msg).toBe('删除成功!');
    expect((await permission.remove({ id: top, hospCode: '10002' })).body.msg).toBe('删除成功!');
    expect(find((await tree('10002')).data, top)).toBeUndefined();
  });
});

describe('pre-auth: the permission codes a node may take', () => {
  it('lists every id the schemas check, named after its screen, and the baseline codes', async () => {
    const engineer = await hospitalUserToken(api, 'engineer', '10001');
    const { data } = (await api.get<{ value: string; label: string }[]>('/api/selector/1/pre-auth', { token: engineer })).body;
    expect(data).toEqual(
      expect.arrayContaining([
        { value: 'sys:hosp-role:bind-menu', label: '医院角色绑定菜单' },
        { value: 'sys:hosp-permission:add', label: '医院权限新增' },
        { value: 'eqp:list', label: '设备台账' },
        { value: 'home:dashboard', label: '首页看板' },
      ]),
    );
    expect(data.map((option) => option.value)).toEqual([...data.map((option) => option.value)].sort());
    expect(data.map((option) => option.value)).not.toContain('signedIn');
  });
});

describe('/db/hosp-permission access', () => {
  it('refuses a hospital user without sys:hosp-permission, and hospitals the user is not bound to', async () => {
    const engineer = await hospitalUserToken(api, 'engineer', '10001');
    expect((await tree('10001', engineer)).code).toBe('403');
    expect(
      (await api.post('/db/hosp-permission/add', { pmsCode: 'x', pmsName: 'x', parentId: ROOT, hospCode: '10001' }, { token: engineer }))
        .body.code,
    ).toBe('403');
    const manager = await hospitalUserToken(api, 'manager', '10001');
    expect((await tree('10001', manager)).code).toBe('0');
    expect((await tree('10002', manager)).code).toBe('403');
    const director = await hospitalUserToken(api, 'director', '10003');
    expect((await tree('10003', director)).code).toBe('403');
  });
});
