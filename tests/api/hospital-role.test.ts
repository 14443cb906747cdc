import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const role = entityCalls(api, '/db/hosp-role', () => admin);

interface RoleRow {
  id: string;
  roleName: string;
  description: string | null;
  wxInterfaceCode: string;
  wxInterfaceCodeDesc: string;
  bizType: string;
  bizTypeDesc: string;
  hospCode: string;
  hospCodeDesc: string;
}

interface TreeNode {
  id: string;
  parentId: string;
  children: TreeNode[];
  [key: string]: unknown;
}

interface RoleDetail {
  hospMenuTree: TreeNode[];
  hospPermissionTree: TreeNode[];
  hospMenuIdList: string[];
  hospPermissionIdList: string[];
}

const walk = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...walk(node.children)]);
const detail = async (id: string, hospCode: string, token = admin) =>
  (await api.post<RoleDetail>('/db/hosp-role/detail', { id, hospCode }, { token })).body;
const bindMenu = (body: Record<string, unknown>, token = admin) =>
  api.post<{ hospMenuIdList: string[] }>('/db/hosp-role/bindMenu', body, { token });
const bindPermisson = (body: Record<string, unknown>, token = admin) => api.post('/db/hosp-role/bindPermisson', body, { token });
const valid = { roleName: '', description: '测试角色', wxInterfaceCode: '01', bizType: '01', hospCode: '10002' };

beforeAll(async () => {
  admin = await adminToken(api);
  valid.roleName = `测试角色${Date.now()}`;
});

describe('/db/hosp-role query', () => {
  it('needs the hospital: 请选择医院', async () => {
    expect((await role.query({})).body).toEqual({ code: '001', msg: '请选择医院', data: null });
  });

  it("lists the hospital's roles with the dictionary and hospital labels", async () => {
    const hospitals = (await api.get<{ value: string; label: string }[]>('/api/selector/1/hosp', { token: admin })).body.data;
    const name = hospitals.find((hospital) => hospital.value === '10001')!.label;
    const { data } = (await role.query<RoleRow>({ hospCode: '10001' })).body;
    expect(data.list.map((row) => row.roleName).sort()).toEqual(['维修工程师', '设备科管理员', '院领导', '科室人员'].sort());
    expect(data.list.find((row) => row.roleName === '维修工程师')).toMatchObject({
      bizType: '01',
      bizTypeDesc: '维修工程师',
      wxInterfaceCode: '01',
      wxInterfaceCodeDesc: '工程师界面',
      hospCode: '10001',
      hospCodeDesc: name,
    });
  });

  it('filters by role name and mini-program interface', async () => {
    expect((await role.query<RoleRow>({ hospCode: '10001', roleName: '工程' })).body.data.list.map((row) => row.roleName)).toEqual([
      '维修工程师',
    ]);
    expect(
      (await role.query<RoleRow>({ hospCode: '10001', wxInterfaceCode: '02' })).body.data.list.map((row) => row.roleName).sort(),
    ).toEqual(['设备科管理员', '院领导'].sort());
  });
});

describe('/db/hosp-role add, update, batchUpdate, delete', () => {
  let id = '';
  let second = '';

  it('adds a role', async () => {
    const added = await role.add(valid);
    expect(added.body).toMatchObject({ code: '0', msg: '添加成功!' });
    id = added.body.data as string;
    second = (await role.add({ ...valid, roleName: `${valid.roleName}-2` })).body.data as string;
    const { list } = (await role.query<RoleRow>({ hospCode: '10002', roleName: valid.roleName })).body.data;
    expect(list.map((row) => row.id).sort()).toEqual([id, second].sort());
  });

  it.each([
    ['roleName', '角色名称为必输项'],
    ['wxInterfaceCode', '微信小程序界面编号为必输项'],
    ['bizType', '人员类型为必输项'],
    ['hospCode', '医院编号为必输项'],
  ])('add without %s, edit and batch sending it empty: %s', async (field, message) => {
    const { [field]: _left, ...rest } = valid as Record<string, unknown>;
    expect((await role.add(rest)).body).toEqual({ code: '001', msg: message, data: null });
    // Edits change only what they send: a field left out stays as stored, one sent empty is refused.
    expect((await role.update({ ...valid, [field]: '', id })).body).toEqual({ code: '001', msg: message, data: null });
    expect((await role.batchUpdate({ ...valid, [field]: '', idList: [id, second] })).body).toEqual({
      code: '001',
      msg: message,
      data: null,
    });
  });

  it('takes dictionary codes only', async () => {
    expect((await role.add({ ...valid, bizType: '99' })).body.msg).toBe('人员类型不在可选范围内');
    expect((await role.add({ ...valid, wxInterfaceCode: '99' })).body.msg).toBe('微信小程序界面编号不在可选范围内');
  });

  it('edits one role and batch edits two', async () => {
    expect((await role.update({ ...valid, id, description: '改过', bizType: '02' })).body).toMatchObject({ code: '0', msg: '修改成功!' });
    const batch = await role.batchUpdate({ ...valid, roleName: `${valid.roleName}-批`, idList: [id, second], wxInterfaceCode: '03' });
    expect(batch.body).toMatchObject({ code: '0', msg: '修改成功!', data: { count: 2 } });
    const { list } = (await role.query<RoleRow>({ hospCode: '10002', roleName: `${valid.roleName}-批` })).body.data;
    expect(list.map((row) => [row.wxInterfaceCodeDesc, row.bizType])).toEqual([
      ['科室人员界面', '01'],
      ['科室人员界面', '01'],
    ]);
  });

  it('deletes (id, hospCode); another hospital does not have it', async () => {
    expect((await role.remove({ id: second, hospCode: '10001' })).body.code).toBe('404');
    expect((await role.remove({ id: second, hospCode: '10002' })).body).toMatchObject({ code: '0', msg: '删除成功!' });
  });

  describe('detail and bindings', () => {
    let menus: TreeNode[] = [];
    let permissions: TreeNode[] = [];

    it('detail {id, hospCode}: both trees of the hospital, nothing bound yet', async () => {
      const { code, data } = await detail(id, '10002');
      expect(code).toBe('0');
      expect(Object.keys(data).sort()).toEqual(['hospMenuIdList', 'hospMenuTree', 'hospPermissionIdList', 'hospPermissionTree']);
      expect(data.hospMenuTree.map((node) => node.menuName)).toEqual(['首页', '设备管理', '任务管理', '系统管理', '驾驶舱']);
      expect(data.hospPermissionTree.map((node) => node.pmsName)).toEqual(['首页', '设备管理', '任务管理', '系统管理', '驾驶舱']);
      expect(data.hospMenuIdList).toEqual([]);
      expect(data.hospPermissionIdList).toEqual([]);
      menus = walk(data.hospMenuTree);
      permissions = walk(data.hospPermissionTree);
    });

    it('detail states what is missing or unknown', async () => {
      expect((await api.post('/db/hosp-role/detail', { hospCode: '10002' }, { token: admin })).body).toEqual({
        code: '001',
        msg: 'ID为必输项',
        data: null,
      });
      expect((await api.post('/db/hosp-role/detail', { id }, { token: admin })).body).toEqual({
        code: '001',
        msg: '请选择医院',
        data: null,
      });
      expect((await detail(MISSING_ID, '10002')).code).toBe('404');
      expect((await detail(id, '10001')).code).toBe('404');
    });

    it('bindMenu: the ticked menus and their parents', async () => {
      const ledger = menus.find((node) => node.path === '/eqp/index')!;
      const bound = await bindMenu({ roleId: id, hospCode: '10002', hospMenuIdList: [ledger.id] });
      expect(bound.body).toMatchObject({ code: '0', msg: '修改成功!' });
      expect((await detail(id, '10002')).data.hospMenuIdList).toEqual([ledger.id, ledger.parentId].sort());
    });

    it('bindMenu replaces the links', async () => {
      const home = menus.find((node) => node.path === '/home/dashboard')!;
      await bindMenu({ roleId: id, hospCode: '10002', hospMenuIdList: [home.id] });
      expect((await detail(id, '10002')).data.hospMenuIdList).toEqual([home.id]);
    });

    it('bindPermisson: exactly the ticked permissions', async () => {
      const wanted = permissions.filter((node) => node.pmsCode === 'eqp:list' || node.pmsCode === 'sys:hosp-dept').map((node) => node.id);
      const bound = await bindPermisson({ roleId: id, hospCode: '10002', hospPermissionIdList: wanted });
      expect(bound.body).toMatchObject({ code: '0', msg: '修改成功!' });
      expect((await detail(id, '10002')).data.hospPermissionIdList).toEqual([...wanted].sort());
    });

    it('nothing ticked: 至少选择一个菜单! for menus and for permissions', async () => {
      for (const list of [[], undefined]) {
        expect((await bindMenu({ roleId: id, hospCode: '10002', hospMenuIdList: list })).body).toEqual({
          code: '001',
          msg: '至少选择一个菜单!',
          data: null,
        });
        expect((await bindPermisson({ roleId: id, hospCode: '10002', hospPermissionIdList: list })).body).toEqual({
          code: '001',
          msg: '至少选择一个菜单!',
          data: null,
        });
      }
      expect((await detail(id, '10002')).data.hospMenuIdList).toHaveLength(1);
    });

    it('refuses ids of another hospital, unknown roles and malformed bodies', async () => {
      const other = (await detail((await role.query<RoleRow>({ hospCode: '10001' })).body.data.list[0]!.id, '10001')).data;
      expect(other.hospMenuTree.length).toBeGreaterThan(0);
      const foreignMenu = other.hospMenuTree[0]!.id;
      expect((await bindMenu({ roleId: id, hospCode: '10002', hospMenuIdList: [foreignMenu] })).body).toEqual({
        code: '001',
        msg: '菜单不存在或不属于该医院',
        data: null,
      });
      const foreignPermission = other.hospPermissionTree[0]!.id;
      expect((await bindPermisson({ roleId: id, hospCode: '10002', hospPermissionIdList: [foreignPermission] })).body).toEqual({
        code: '001',
        msg: '权限不存在或不属于该医院',
        data: null,
      });
      const menuId = menus[0]!.id;
      expect((await bindMenu({ roleId: MISSING_ID, hospCode: '10002', hospMenuIdList: [menuId] })).body).toEqual({
        code: '404',
        msg: '角色不存在',
        data: null,
      });
      expect((await bindMenu({ hospCode: '10002', hospMenuIdList: [menuId] })).body.msg).toBe('角色ID为必输项');
      expect((await bindMenu({ roleId: id, hospMenuIdList: [menuId] })).body.msg).toBe('请选择医院');
      expect((await bindMenu({ roleId: id, hospCode: '10002', hospMenuIdList: ['x'] })).body.msg).toBe(
        'hospMenuIdList必须为24位十六进制字符',
      );
      expect((await bindMenu({ roleId: id, hospCode: '10002', hospMenuIdList: menuId })).body.msg).toBe('hospMenuIdList必须为数组');
      expect((await bindMenu({ roleId: id, hospCode: '10002', hospMenuIdList: [menuId], extra: 1 })).body.msg).toBe('不支持的参数 extra');
      // Nothing changed by the refusals.
      expect((await detail(id, '10002')).data.hospMenuIdList).toHaveLength(1);
    });

    it('deleting the role deletes its links', async () => {
      expect((await role.remove({ id, hospCode: '10002' })).body.msg).toBe('删除成功!');
      expect((await detail(id, '10002')).code).toBe('404');
    });
  });
});

describe('/db/hosp-role access', () => {
  it('refuses a hospital user without the role permissions, and hospitals the user is not bound to', async () => {
    const engineer = await hospitalUserToken(api, 'engineer', '10001');
    const roles = (await role.query<RoleRow>({ hospCode: '10001' })).body.data.list;
    const roleId = roles[0]!.id;
    const asEngineer = (path: string, body: unknown) => api.post(`/db/hosp-role/${path}`, body, { token: engineer });
    expect((await asEngineer('query', { hospCode: '10001', pagedQueryInfo: { index: 1, pageSize: 10 } })).body.code).toBe('403');
    expect((await asEngineer('detail', { id: roleId, hospCode: '10001' })).body.code).toBe('403');
    expect((await asEngineer('bindMenu', { roleId, hospCode: '10001', hospMenuIdList: [MISSING_ID] })).body.code).toBe('403');
    expect((await asEngineer('bindPermisson', { roleId, hospCode: '10001', hospPermissionIdList: [MISSING_ID] })).body.code).toBe('403');
    expect((await asEngineer('add', { ...valid, hospCode: '10001' })).body.code).toBe('403');

    const manager = await hospitalUserToken(api, 'manager', '10001');
    const asManager = (path: string, body: unknown) => api.post(`/db/hosp-role/${path}`, body, { token: manager });
    expect((await asManager('query', { hospCode: '10001' })).body.code).toBe('0');
    expect((await asManager('detail', { id: roleId, hospCode: '10001' })).body.code).toBe('0');
    expect((await asManager('query', { hospCode: '10002' })).body.code).toBe('403');
    expect((await asManager('bindMenu', { roleId, hospCode: '10002', hospMenuIdList: [MISSING_ID] })).body.code).toBe('403');

    const director = await hospitalUserToken(api, 'director', '10003');
    expect((await api.post('/db/hosp-role/query', { hospCode: '10003' }, { token: director })).body.code).toBe('403');
  });
});
