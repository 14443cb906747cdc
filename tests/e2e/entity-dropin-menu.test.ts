import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser } from '../support/browser.js';
import { adminToken } from '../support/entity-api.js';
import { createDataStore, type DataStore } from '../support/data-store.js';
import { repoRoot, startServer, type RunningServer } from '../support/start-server.js';
import { eventually, openFromSidebar, signIn } from './shell-support.js';

/**
 * Issue 27: a drop-in schema's `menu` (tests/fixtures/schemas/fixture-gadget.json: 测试器件 under
 * 系统管理) reaches a hospital that existed before the server served it; bound to a role on 医院角色
 * as usual (here through the same calls), it is in that role's sidebar and opens the screen.
 */
let store: DataStore;
let server: RunningServer;
let browser: Browser;
let page: Page;

interface Node {
  id: string;
  path?: string;
  pmsCode?: string;
  children?: Node[];
}
const walk = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...walk(node.children ?? [])]);
const STATIC_DIR = path.resolve(repoRoot, process.env.E2E_STATIC_DIR ?? 'dist');
/** Two starts of a demo server on one store (PGlite): minutes each on a busy machine. */
const START_MS = 400_000;

beforeAll(
  async () => {
    // The hospitals exist (a copy of the run's seeded store) before the fixture schemas are served.
    store = await createDataStore({ seeded: true });
    server = await startServer({
      store,
      env: { STATIC_DIR, ENTITY_SCHEMA_DIRS: path.join(repoRoot, 'tests/fixtures/schemas') },
      readyTimeoutMs: START_MS,
    });

    // 设备科管理员 of 10001 (the manager's role) is given the new menu beside those it has.
    const api = new ApiClient(server.baseUrl);
    const admin = await adminToken(api);
    const roles = (
      await api.post<{ list: { id: string }[] }>('/db/hosp-role/query', { hospCode: '10001', roleName: '设备科管理员' }, { token: admin })
    ).body.data.list;
    const roleId = roles[0]!.id;
    const detail = (
      await api.post<{ hospMenuIdList: string[]; hospPermissionIdList: string[] }>(
        '/db/hosp-role/detail',
        { id: roleId, hospCode: '10001' },
        { token: admin },
      )
    ).body.data;
    const menus = walk((await api.get<Node[]>('/db/hosp-menu/treeQuery?hospCode=10001', { token: admin })).body.data);
    const gadget = menus.find((menu) => menu.path === '/entity/fixture-gadget')!;
    const bound = await api.post(
      '/db/hosp-role/bindMenu',
      { roleId, hospCode: '10001', hospMenuIdList: [...detail.hospMenuIdList, gadget.id] },
      { token: admin },
    );
    expect(bound.body.code).toBe('0');
    // The menu shows to holders of its id (sys:fixture-gadget): the role is given the new node too.
    const nodes = walk((await api.get<Node[]>('/db/hosp-permission/treeQuery?hospCode=10001', { token: admin })).body.data);
    const node = nodes.find((item) => item.pmsCode === 'sys:fixture-gadget')!;
    const given = await api.post(
      '/db/hosp-role/bindPermisson',
      { roleId, hospCode: '10001', hospPermissionIdList: [...detail.hospPermissionIdList, node.id] },
      { token: admin },
    );
    expect(given.body.code).toBe('0');

    browser = await launchBrowser();
    ({ page } = await signIn(browser, server.baseUrl, 'manager', '**/home/dashboard?hosp_code=10001'));
  },
  2 * START_MS + 120_000,
);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await store?.dispose();
});

describe('a drop-in schema menu in a hospital that existed before it', () => {
  it('is in the sidebar of the role it was bound to, under 系统管理, and opens the screen', async () => {
    await openFromSidebar(page, ['系统管理'], '测试器件');
    await page.waitForURL('**/entity/fixture-gadget**');
    for (const placeholder of ['请输入器件名称', '请输入序列号']) await page.getByPlaceholder(placeholder).waitFor();
    await expect.poll(() => page.locator('.arco-breadcrumb-item').allInnerTexts(), eventually).toContain('测试器件');
  });
});
