import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const menu = entityCalls(api, '/db/hosp-menu', () => admin);
const ROOT = '0'.repeat(24);

interface MenuNode {
  id: string;
  menuName: string;
  menuNameEn: string | null;
  icon: string | null;
  sort: number;
  path: string;
  component: string | null;
  parentId: string;
  hospCode: string;
  authId: string | null;
  children: MenuNode[];
}

const tree = async (hospCode: string, token = admin) =>
  (await api.get<MenuNode[]>(`/db/hosp-menu/treeQuery?hospCode=${hospCode}`, { token })).body;
const find = (nodes: MenuNode[], id: string): MenuNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = find(node.children, id);
    if (inside) return inside;
  }
  return undefined;
};
const authMenus = async (token: string, hospCode: string) =>
  (await api.post<{ menuList: MenuNode[] }>('/api/auth', { hospCode }, { token })).body.data.menuList;

beforeAll(async () => {
  admin = await adminToken(api);
});

describe('/db/hosp-menu treeQuery', () => {
  it('needs the hospital: 必须选中一所医院进行查询', async () => {
    expect((await api.get('/db/hosp-menu/treeQuery', { token: admin })).body).toEqual({
      code: '001',
      msg: '必须选中一所医院进行查询',
      data: null,
    });
  });

  it("returns the hospital's menus as a tree, sorted, top-level groups as layout", async () => {
    const { code, data } = await tree('10002');
    expect(code).toBe('0');
    expect(data.map((node) => node.menuName)).toEqual(['首页', '设备管理', '任务管理', '系统管理', '驾驶舱']);
    const equipment = data[1]!;
    expect(equipment).toMatchObject({ path: '/eqp', component: 'layout', parentId: ROOT, hospCode: '10002' });
    expect(equipment.children.map((node) => node.path)).toEqual([
      '/eqp/index',
      '/mtc-record',
      '/insured-equipment-record',
      '/guar-equipment-record',
      '/inventory-check-record/index',
    ]);
    expect(equipment.children[0]).toMatchObject({ menuName: '设备台账', authId: 'eqp:list', parentId: equipment.id, sort: 1 });
  });

  it('gives every baseline menu its English name, in the tree and in /api/auth', async () => {
    const { data } = await tree('10002');
    expect(data.map((node) => node.menuNameEn)).toEqual(['Home', 'Equipment', 'Tasks', 'System', 'Cockpits']);
    expect(data[1]!.children[0]).toMatchObject({ menuName: '设备台账', menuNameEn: 'Equipment ledger' });
    const manager = await hospitalUserToken(api, 'manager', '10001');
    const all = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...all(node.children)]);
    const menus = all(await authMenus(manager, '10001'));
    expect(menus.length).toBeGreaterThan(20);
    expect(menus.filter((node) => !node.menuNameEn).map((node) => node.path)).toEqual([]);
  });
});

describe('/db/hosp-menu writes', () => {
  const name = `测试菜单${Date.now()}`;
  const valid = { menuName: name, icon: 'apps', sort: 90, path: '/test-menu', parentId: ROOT, hospCode: '10002' };
  let top = '';
  let child = '';

  it('adds a top-level menu: component is layout whatever was sent (the root lock)', async () => {
    const added = await menu.add({ ...valid, component: 'something' });
    expect(added.body).toMatchObject({ code: '0', msg: '添加成功!' });
    top = added.body.data as string;
    expect(find((await tree('10002')).data, top)).toMatchObject({ menuName: name, component: 'layout', parentId: ROOT, sort: 90 });
  });

  it('adds a child with its own component and English name', async () => {
    const added = await menu.add({
      ...valid,
      menuName: `${name}-子`,
      menuNameEn: 'Test child',
      path: '/test-menu/child',
      sort: 1,
      parentId: top,
      component: 'test/child',
      authId: 'eqp:list',
    });
    child = added.body.data as string;
    const node = find((await tree('10002')).data, top);
    expect(node?.children).toHaveLength(1);
    expect(node?.children[0]).toMatchObject({
      id: child,
      menuNameEn: 'Test child',
      component: 'test/child',
      authId: 'eqp:list',
      parentId: top,
    });
    expect(find(await authMenus(admin, '10002'), child)).toMatchObject({ menuName: `${name}-子`, menuNameEn: 'Test child' });
    expect(find(await authMenus(admin, '10002'), top)).toMatchObject({ menuName: name, menuNameEn: null });
  });

  it.each([
    ['menuName', '菜单名称为必输项'],
    ['icon', '图标为必输项'],
    ['sort', '排序为必输项'],
    ['path', '路径为必输项'],
    ['parentId', '父级ID为必输项'],
    ['hospCode', '医院编号为必输项'],
  ])('add without %s, and edit sending it empty: %s', async (field, message) => {
    const { [field]: _left, ...rest } = valid as Record<string, unknown>;
    expect((await menu.add(rest)).body).toEqual({ code: '001', msg: message, data: null });
    // An edit changes only what it sends: a field left out stays as stored, one sent empty is refused.
    expect((await menu.update({ ...valid, [field]: '', id: child })).body).toEqual({ code: '001', msg: message, data: null });
  });

  it('keeps the sort between 1 and 999', async () => {
    for (const sort of [0, 1000]) expect((await menu.add({ ...valid, sort })).body.msg).toBe('排序为1至999的数字');
    expect((await menu.add({ ...valid, sort: 'x' })).body.msg).toBe('排序必须为整数');
    expect((await menu.add({ ...valid, parentId: MISSING_ID })).body.msg).toBe('父级ID不存在');
  });

  it('edits a menu; moved to the root it becomes a layout', async () => {
    const edited = await menu.update({
      ...valid,
      id: child,
      menuName: `${name}-改`,
      path: '/test-menu/child',
      sort: 2,
      parentId: top,
      component: 'test/edited',
    });
    expect(edited.body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect(find((await tree('10002')).data, child)).toMatchObject({ menuName: `${name}-改`, component: 'test/edited', sort: 2 });
    await menu.update({
      ...valid,
      id: child,
      menuName: `${name}-改`,
      path: '/test-menu/child',
      sort: 2,
      parentId: ROOT,
      component: 'test/edited',
    });
    expect(find((await tree('10002')).data, child)).toMatchObject({ parentId: ROOT, component: 'layout' });
    await menu.update({
      ...valid,
      id: child,
      menuName: `${name}-改`,
      path: '/test-menu/child',
      sort: 2,
      parentId: top,
      component: 'test/edited',
    });
  });

  it('shows the edit to the hospital at the next /api/auth (a super admin sees every menu)', async () => {
    const node = find(await authMenus(admin, '10002'), child);
    expect(node).toMatchObject({ menuName: `${name}-改`, component: 'test/edited', hospCode: '10002' });
  });

  it('batch edits with the batch rules', async () => {
    const batch = { idList: [child], menuName: `${name}-批`, sort: 3, parentId: top, hospCode: '10002' };
    expect((await menu.batchUpdate(batch)).body).toMatchObject({ code: '0', msg: '修改成功!', data: { count: 1 } });
    expect(find((await tree('10002')).data, child)).toMatchObject({ menuName: `${name}-批`, sort: 3 });
    for (const [field, message] of [
      ['menuName', '菜单名称为必输项'],
      ['sort', '排序为必输项'],
      ['parentId', '父级ID为必输项'],
      ['hospCode', '医院编号为必输项'],
    ] as const) {
      // Sent empty: the batch rule's message (left out, every menu keeps its value).
      expect((await menu.batchUpdate({ ...batch, [field]: '' })).body).toEqual({ code: '001', msg: message, data: null });
    }
    expect((await menu.batchUpdate({ idList: [child], hospCode: '10002', sort: 4 })).body.code).toBe('0');
    expect(find((await tree('10002')).data, child)).toMatchObject({ menuName: `${name}-批`, sort: 4 });
    expect((await menu.batchUpdate({ ...batch, idList: [] })).body.msg).toBe('请选中至少一条待修改数据');
    // Fields outside the batch dialog are row echoes: ignored, never written.
    expect((await menu.batchUpdate({ ...batch, path: '/x' })).body.code).toBe('0');
    expect(find((await tree('10002')).data, child)?.path).toBe('/test-menu/child');
    expect((await menu.batchUpdate({ ...batch, colour: 'red' })).body.msg).toBe('不支持的参数 colour');
  });

  it('keeps hospitals apart', async () => {
    expect(find((await tree('10001')).data, top)).toBeUndefined();
    expect((await menu.remove({ id: child, hospCode: '10001' })).body.code).toBe('404');
  });

  it('refuses to delete a menu that has children: 请先删除子级菜单', async () => {
    expect((await menu.remove({ id: top, hospCode: '10002' })).body).toEqual({ code: '002', msg: '请先删除子级菜单', data: null });
  });

  it('deletes (id, hospCode) the child, then the parent', async () => {
    expect((await menu.remove({ id: child, hospCode: '10002' })).body).toMatchObject({ code: '0', msg: '删除成功!' });
    expect((await menu.remove({ id: top, hospCode: '10002' })).body).toMatchObject({ code: '0', msg: '删除成功!' });
    expect(find((await tree('10002')).data, top)).toBeUndefined();
    expect(find(await authMenus(admin, '10002'), top)).toBeUndefined();
  });
});

describe('/db/hosp-menu access', () => {
  it('refuses a hospital user without sys:hosp-menu, and a hospital the user is not bound to', async () => {
    const engineer = await hospitalUserToken(api, 'engineer', '10001');
    expect((await tree('10001', engineer)).code).toBe('403');
    const add = await api.post(
      '/db/hosp-menu/add',
      { menuName: 'x', icon: 'x', sort: 1, path: '/x', parentId: ROOT, hospCode: '10001' },
      { token: engineer },
    );
    expect(add.body.code).toBe('403');
    const manager = await hospitalUserToken(api, 'manager', '10001');
    expect((await tree('10001', manager)).code).toBe('0');
    expect((await tree('10002', manager)).code).toBe('403');
    const director = await hospitalUserToken(api, 'director', '10003');
    expect((await tree('10003', director)).code).toBe('403');
  });

  it('needs a session', async () => {
    expect((await api.get('/db/hosp-menu/treeQuery?hospCode=10001')).body.code).toBe('098');
  });
});
