import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { createDataStore, type DataStore } from '../support/data-store.js';
import { adminToken, entityCalls, hospitalUserToken } from '../support/entity-api.js';
import { repoRoot, startServer, type RunningServer } from '../support/start-server.js';

/**
 * Issue 27: a drop-in schema's `menu` and `permissionNode` reach the hospitals that exist when the
 * server restarts with it, exactly once; an administrator then binds them to a role as usual, and
 * what they renamed or deleted stays that way at the next restart. One store, three servers: the
 * demo without the fixtures, then twice with tests/fixtures/schemas.
 */
const FIXTURES = { ENTITY_SCHEMA_DIRS: path.join(repoRoot, 'tests/fixtures/schemas') };
const GADGET_PATH = '/entity/fixture-gadget';
/** A test that restarts the server waits for its start (PGlite, demo data) too. */
const RESTART_MS = 600_000;
/** A start on a busy machine (PGlite, demo data) can take minutes. */
const START_MS = 300_000;

interface Node {
  id: string;
  parentId: string;
  children?: Node[];
  [key: string]: unknown;
}

let store: DataStore;
let server: RunningServer | undefined;
let api: ApiClient;
let admin = '';

const walk = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...walk(node.children ?? [])]);
const menus = async (hospCode: string) =>
  walk((await api.get<Node[]>(`/db/hosp-menu/treeQuery?hospCode=${hospCode}`, { token: admin })).body.data);
const permissions = async (hospCode: string) =>
  walk((await api.get<Node[]>(`/db/hosp-permission/treeQuery?hospCode=${hospCode}`, { token: admin })).body.data);
const gadgetMenus = async (hospCode: string) => (await menus(hospCode)).filter((menu) => menu.path === GADGET_PATH);
const gadgetNodes = async (hospCode: string) => (await permissions(hospCode)).filter((node) => node.pmsCode === 'sys:fixture-gadget');
/** The node and its operation ids, parents first. */
const gadgetFamily = async (hospCode: string) =>
  (await permissions(hospCode)).filter((node) => String(node.pmsCode).startsWith('sys:fixture-gadget'));

async function restart(env: Record<string, string> = {}): Promise<void> {
  if (server) expect(await server.stop()).toBe(0);
  server = await startServer({ store, env, readyTimeoutMs: START_MS });
  api = new ApiClient(server.baseUrl);
  admin = await adminToken(api);
}

beforeAll(async () => {
  store = await createDataStore({ seeded: true });
  await restart();
}, 600_000);
afterAll(async () => {
  if (server) await server.stop();
  await store?.dispose();
});

describe('a schema menu for hospitals that exist', () => {
  it('is not there while the server does not serve the schema', async () => {
    expect(await gadgetMenus('10001')).toEqual([]);
    expect(await gadgetNodes('10001')).toEqual([]);
  });

  it(
    'reaches every initialised hospital at the restart that brings the schema: its menu under 系统管理, its permission node under 系统管理',
    async () => {
      await restart(FIXTURES);
      for (const hospCode of ['10001', '10002']) {
        const all = await menus(hospCode);
        const system = all.find((menu) => menu.path === '/admin')!;
        const [gadget, ...more] = await gadgetMenus(hospCode);
        expect(more).toEqual([]);
        expect(gadget).toMatchObject({
          menuName: '测试器件',
          menuNameEn: 'Test gadgets',
          icon: 'file',
          authId: 'sys:fixture-gadget',
          parentId: system.id,
        });
        const sys = (await permissions(hospCode)).find((node) => node.pmsCode === 'sys')!;
        const nodes = await gadgetNodes(hospCode);
        expect(nodes.map((node) => ({ pmsName: node.pmsName, parentId: node.parentId }))).toEqual([
          { pmsName: '测试器件', parentId: sys.id },
        ]);
      }
    },
    RESTART_MS,
  );

  it('is bound to a role as usual: the role holder then sees it', async () => {
    const [gadget] = await gadgetMenus('10002');
    const system = (await menus('10002')).find((menu) => menu.path === '/admin')!;
    const [node] = await gadgetNodes('10002');
    const roles = (
      await api.post<{ list: { id: string }[] }>('/db/hosp-role/query', { hospCode: '10002', roleName: '维修工程师' }, { token: admin })
    ).body.data.list;
    const roleId = roles[0]!.id;
    expect(
      (await api.post('/db/hosp-role/bindMenu', { roleId, hospCode: '10002', hospMenuIdList: [system.id, gadget!.id] }, { token: admin }))
        .body.code,
    ).toBe('0');
    expect(
      (await api.post('/db/hosp-role/bindPermisson', { roleId, hospCode: '10002', hospPermissionIdList: [node!.id] }, { token: admin }))
        .body.code,
    ).toBe('0');
    const engineer = await hospitalUserToken(api, 'engineer', '10002');
    const auth = (await api.post<{ menuList: Node[]; authIdList: string[] }>('/api/auth', { hospCode: '10002' }, { token: engineer })).body
      .data;
    expect(auth.menuList.map((menu) => [menu.menuName, (menu.children ?? []).map((child) => child.menuName)])).toEqual([
      ['系统管理', ['测试器件']],
    ]);
    expect(auth.authIdList).toContain('sys:fixture-gadget');
  });

  it(
    "is given once: a restart keeps an administrator's rename, and does not bring back what they deleted",
    async () => {
      const [renamed] = await gadgetMenus('10002');
      const edit = entityCalls(api, '/db/hosp-menu', () => admin);
      const update = await edit.update({
        id: renamed!.id,
        menuName: '我的器件',
        icon: 'file',
        sort: 3,
        path: GADGET_PATH,
        parentId: renamed!.parentId,
        hospCode: '10002',
        authId: 'sys:fixture-gadget',
      });
      expect(update.body.code).toBe('0');
      const [deleted] = await gadgetMenus('10001');
      expect((await edit.remove({ id: deleted!.id, hospCode: '10001' })).body.msg).toBe('删除成功!');
      // The node's operation ids first: a node with children is not deleted.
      for (const node of (await gadgetFamily('10001')).reverse()) {
        expect((await entityCalls(api, '/db/hosp-permission', () => admin).remove({ id: node.id, hospCode: '10001' })).body.msg).toBe(
          '删除成功!',
        );
      }

      await restart(FIXTURES);
      expect((await gadgetMenus('10002')).map((menu) => [menu.menuName, menu.sort])).toEqual([['我的器件', 3]]);
      expect(await gadgetNodes('10002')).toHaveLength(1);
      expect(await gadgetMenus('10001')).toEqual([]);
      expect(await gadgetFamily('10001')).toEqual([]);
      const engineer = await hospitalUserToken(api, 'engineer', '10002');
      const auth = (await api.post<{ menuList: Node[] }>('/api/auth', { hospCode: '10002' }, { token: engineer })).body.data;
      expect(walk(auth.menuList).map((menu) => menu.menuName)).toEqual(['系统管理', '我的器件']);
    },
    RESTART_MS,
  );
});
