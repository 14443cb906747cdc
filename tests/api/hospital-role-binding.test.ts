import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, hospitalUserToken } from '../support/entity-api.js';
import { startServer, type RunningServer } from '../support/start-server.js';

/**
 * What a binding or a menu edit changes for a user holding the role: the sidebar's menus and the
 * auth ids at the next /api/auth, and the calls the server lets through. Its own server, as it
 * rebinds a demo role (the engineer's in 10002) that other files rely on.
 */
let server: RunningServer;
let api: ApiClient;
let admin = '';
let engineer = '';
let roleId = '';

interface Node {
  id: string;
  parentId: string;
  children: Node[];
  [key: string]: unknown;
}

const walk = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...walk(node.children)]);
const auth = async () =>
  (await api.post<{ menuList: Node[]; authIdList: string[] }>('/api/auth', { hospCode: '10002' }, { token: engineer })).body.data;
const shape = (nodes: Node[]): unknown[] =>
  nodes.map((node) => (node.children.length ? { [String(node.menuName)]: shape(node.children) } : node.menuName));
const asEngineer = (path: string, body: unknown) => api.post(path, body, { token: engineer });
const detail = async () =>
  (
    await api.post<{ hospMenuTree: Node[]; hospPermissionTree: Node[] }>(
      '/db/hosp-role/detail',
      { id: roleId, hospCode: '10002' },
      { token: admin },
    )
  ).body.data;

beforeAll(async () => {
  server = await startServer();
  api = new ApiClient(server.baseUrl);
  admin = await adminToken(api);
  engineer = await hospitalUserToken(api, 'engineer', '10002');
  const roles = (
    await api.post<{ list: { id: string; roleName: string }[] }>(
      '/db/hosp-role/query',
      { hospCode: '10002', roleName: '维修工程师' },
      { token: admin },
    )
  ).body.data.list;
  roleId = roles[0]!.id;
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

describe('a menu edit', () => {
  it("shows in the hospital's users' menus at their next /api/auth", async () => {
    const ledger = walk((await auth()).menuList).find((node) => node.path === '/eqp/index')!;
    expect(ledger.menuName).toBe('设备台账');
    const edited = await api.post(
      '/db/hosp-menu/update',
      {
        id: ledger.id,
        menuName: '设备总账',
        icon: 'list',
        sort: 7,
        path: '/eqp/index',
        parentId: ledger.parentId,
        hospCode: '10002',
        authId: 'eqp:list',
      },
      { token: admin },
    );
    expect(edited.body.code).toBe('0');
    const equipment = (await auth()).menuList.find((node) => node.path === '/eqp')!;
    expect(equipment.children.at(-1)).toMatchObject({ id: ledger.id, menuName: '设备总账', icon: 'list', sort: 7 });
  });
});

describe('binding the role', () => {
  it('bindMenu: the user sees exactly the bound menus (and their parents)', async () => {
    const menus = walk((await detail()).hospMenuTree);
    const pick = (path: string) => menus.find((node) => node.path === path)!.id;
    const bound = await api.post(
      '/db/hosp-role/bindMenu',
      { roleId, hospCode: '10002', hospMenuIdList: [pick('/home/dashboard'), pick('/mtc-record'), pick('/admin/hospital/hosp-dept')] },
      { token: admin },
    );
    expect(bound.body.code).toBe('0');
    expect(shape((await auth()).menuList)).toEqual(['首页', { 设备管理: ['维修记录'] }, { 系统管理: [{ 医院管理: ['医院部门'] }] }]);
  });

  it('bindPermisson: the auth ids and the calls the server allows follow the binding', async () => {
    expect((await api.get('/db/hosp-dept/treeQuery?hospCode=10002', { token: engineer })).body.code).toBe('403');
    const mtcQuery = { hospCode: '10002', pagedQueryInfo: { index: 1, pageSize: 1 } };
    expect((await asEngineer('/db/hosp-mtc-record/query', mtcQuery)).body.code).toBe('0');

    const permissions = walk((await detail()).hospPermissionTree);
    const pick = (code: string) => permissions.find((node) => node.pmsCode === code)!.id;
    const bound = await api.post(
      '/db/hosp-role/bindPermisson',
      { roleId, hospCode: '10002', hospPermissionIdList: [pick('home:dashboard'), pick('sys:hosp-dept')] },
      { token: admin },
    );
    expect(bound.body.code).toBe('0');

    expect((await auth()).authIdList).toEqual(['home:dashboard', 'sys:hosp-dept']);
    expect((await api.get('/db/hosp-dept/treeQuery?hospCode=10002', { token: engineer })).body.code).toBe('0');
    expect((await asEngineer('/db/hosp-mtc-record/query', mtcQuery)).body.code).toBe('403');
    // Only what was bound: reading departments does not let the user add one.
    expect((await asEngineer('/db/hosp-dept/add', { deptName: 'x', parentId: '0'.repeat(24), hospCode: '10002' })).body.code).toBe('403');
  });

  it('a hospital manager may bind roles of their own hospital only', async () => {
    const manager = await hospitalUserToken(api, 'manager', '10001');
    const menus = walk((await detail()).hospMenuTree);
    const body = { roleId, hospCode: '10002', hospMenuIdList: [menus[0]!.id] };
    expect((await api.post('/db/hosp-role/bindMenu', body, { token: manager })).body.code).toBe('403');
    const roles = (
      await api.post<{ list: { id: string; roleName: string }[] }>(
        '/db/hosp-role/query',
        { hospCode: '10001', roleName: '科室人员' },
        { token: manager },
      )
    ).body.data.list;
    const own = (
      await api.post<{ hospMenuTree: Node[] }>('/db/hosp-role/detail', { id: roles[0]!.id, hospCode: '10001' }, { token: manager })
    ).body.data;
    const home = walk(own.hospMenuTree).find((node) => node.path === '/home/dashboard')!;
    expect(
      (await api.post('/db/hosp-role/bindMenu', { roleId: roles[0]!.id, hospCode: '10001', hospMenuIdList: [home.id] }, { token: manager }))
        .body.code,
    ).toBe('0');
  });
});
