import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser } from '../support/browser.js';
import { adminOn, dialog, tokenOf } from './entity-support.js';
import { appErrors, eventually, logIn, skipTour } from './shell-support.js';

/**
 * Issue 9's whole path in Chromium, as a platform administrator would walk it: a new hospital is
 * created, gets its tables and its baseline data, one of its menus is renamed and its engineer role
 * loses a menu; a user bound to it then signs in and sees exactly that sidebar.
 */
let browser: Browser;
let baseUrl: string;
let page: Page;
let errors: string[];
let api: ApiClient;
const RUN = Date.now().toString().slice(-6);
const CODE = `E2E${RUN}`;
const NAME = `端到端医院${RUN}`;
const RENAMED = `设备台账${RUN}`;
const USER_PHONE = `139${RUN}00`.slice(0, 11);
const USER_PASSWORD = 'Lifecycle2026';

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  api = new ApiClient(baseUrl);
  ({ page, errors } = await adminOn(browser, baseUrl, '/admin/hospital/hosp'));
});
afterAll(async () => {
  await browser?.close();
});

/** The Arco notification (not a toast) carrying this text. */
const notice = (text: string) => page.locator('.arco-notification').filter({ hasText: text }).first();
/** The confirmation box (Modal.confirm) asking this. */
const question = (text: string) => page.locator('.arco-modal').filter({ hasText: text }).last();
const hospitalRow = () => page.locator('tbody tr.arco-table-tr').filter({ hasText: CODE });

async function rowAction(label: string): Promise<void> {
  await hospitalRow().getByRole('button', { name: /更多/ }).click();
  await page.locator('.arco-dropdown').getByRole('menuitem', { name: label, exact: true }).click();
}

async function admin(): Promise<string> {
  return tokenOf(page);
}

describe('a new hospital, from creation to a bound user’s sidebar', () => {
  it('adds the hospital through 医院添加 and finds it by its code with Enter', async () => {
    await page.getByRole('button', { name: /新增$/ }).click();
    const add = dialog(page, '医院添加');
    await add.waitFor();
    await add.getByRole('button', { name: '确定' }).click();
    await add.getByText('医院编号为必输项').waitFor();
    await add.getByText('医院名称为必输项').waitFor();
    await add.getByPlaceholder('请输入医院编号').fill(CODE);
    await add.getByPlaceholder('请输入医院名称').fill(NAME);
    await add.getByRole('button', { name: '确定' }).click();
    await page.locator('.arco-message').filter({ hasText: '添加成功!' }).first().waitFor();
    const filter = page.locator('.engine-list-view').getByPlaceholder('请输入医院编号').first();
    await filter.fill(CODE);
    await filter.press('Enter');
    await expect.poll(() => page.locator('tbody tr.arco-table-tr').count(), eventually).toBe(1);
    await hospitalRow().waitFor();
  });

  it('creates its tables, declines to initialise at once and is told it can be done later', async () => {
    await rowAction('创建数据表');
    await question(`确定为 ${NAME} 创建医院级数据表吗?`).getByRole('button', { name: '确定' }).click();
    await notice(`${NAME} 医院数据表创建完成`).waitFor();
    await question('是否立即初始化').getByRole('button', { name: '取消' }).click();
    await notice('可稍后点击「初始化」按钮初始化医院数据').waitFor();
  });

  it('initialises from a chosen init parameter after the confirmation that names what it creates', async () => {
    await rowAction('初始化');
    const chooser = dialog(page, '初始化');
    await chooser.waitFor();
    await chooser.getByRole('button', { name: '确定' }).click();
    await chooser.getByRole('alert').filter({ hasText: '请选择初始化参数' }).waitFor();
    await chooser.locator('.arco-select').click();
    await page.locator('.arco-select-popup .arco-select-option').first().click();
    await chooser.getByRole('button', { name: '确定' }).click();
    const confirm = question('包括角色、权限、菜单及其关联关系');
    await confirm.getByRole('button', { name: '确定' }).click();
    // Seed 001 section 8: initialisation notices stay until closed.
    await notice(`${NAME} 初始化结束`).waitFor();
    const state = await api.post<{ list: { initialised: boolean; tablesCreated: boolean }[] }>(
      '/db/hosp/query',
      { pagedQueryInfo: { index: 1, pageSize: 10 }, hospCode: CODE },
      { token: await admin() },
    );
    expect(state.body.data.list.map(({ tablesCreated, initialised }) => ({ tablesCreated, initialised }))).toEqual([
      { tablesCreated: true, initialised: true },
    ]);
  });

  it('refuses a second initialisation with a clear message', async () => {
    const again = await api.post('/db/hosp/hosp-table-datainit', { hospCode: CODE }, { token: await admin() });
    expect(again.body).toMatchObject({ msg: `${NAME} 已初始化，重复初始化会导致数据错误，请先重置再初始化` });
    // Seed 001 section 8: the initialisation notice has not closed itself meanwhile (a 3 s notice would have).
    expect(await notice(`${NAME} 初始化结束`).isVisible()).toBe(true);
  });

  it('renames a menu of the new hospital in its menu tree', async () => {
    await page.goto(`/admin/hospital/hosp-menu?hosp_code=${CODE}`);
    const node = page.locator('.arco-tree-node').filter({ has: page.getByText('设备台账', { exact: true }) });
    await node.getByRole('button', { name: '编辑' }).click();
    const edit = page
      .locator('.arco-modal')
      .filter({ has: page.getByPlaceholder('请输入菜单名称') })
      .last();
    await edit.getByPlaceholder('请输入菜单名称').fill(RENAMED);
    await edit.getByRole('button', { name: '确定' }).click();
    await page.locator('.arco-message').filter({ hasText: '修改成功!' }).first().waitFor();
    await page
      .locator('.arco-tree-node')
      .filter({ has: page.getByText(RENAMED, { exact: true }) })
      .waitFor();
  });

  it('takes 在保设备 away from the engineer role in its menu binding tab', async () => {
    await page.goto(`/admin/hospital/hosp-role?hosp_code=${CODE}`);
    const row = page.locator('tbody tr.arco-table-tr').filter({ hasText: '维修工程师' }).first();
    await row.locator('.arco-table-expand-icon-cell button').click();
    const tabs = page.locator('.role-binding-tabs').first();
    await tabs.waitFor();
    const menuTree = tabs.getByRole('region', { name: '菜单绑定' });
    const insured = menuTree.locator('.arco-tree-node').filter({ has: page.getByText('在保设备', { exact: true }) });
    await insured.locator('.arco-checkbox').click();
    await menuTree.getByRole('button', { name: '保存' }).click();
    await page.locator('.arco-message').filter({ hasText: '修改成功!' }).first().waitFor();
  });

  it('binds a new account to the hospital as a maintenance engineer (the calls the add-user wizard makes)', async () => {
    const token = await admin();
    const dept = await api.post<string>('/db/hosp-dept/add', { hospCode: CODE, deptName: '设备科', parentId: '0'.repeat(24) }, { token });
    expect(dept.body.msg).toBe('添加成功!');
    const roles = await api.post<{ list: { id: string; roleName: string }[] }>(
      '/db/hosp-role/query',
      { pagedQueryInfo: { index: 1, pageSize: 50 }, hospCode: CODE, roleName: '维修工程师' },
      { token },
    );
    const account = await api.post<string>(
      '/db/hosp-user-info/acct-add',
      { hospCode: CODE, type: '01', cellPhone: USER_PHONE, acctName: `端到端用户${RUN}`, passWord: USER_PASSWORD },
      { token },
    );
    expect(account.body.code).toBe('0');
    const bound = await api.post(
      '/db/hosp-user-info/add',
      { hospCode: CODE, acctId: account.body.data, hospDeptId: dept.body.data, hospRoleId: roles.body.data.list[0]!.id, state: '01' },
      { token },
    );
    expect(bound.body.msg).toBe('添加成功!');
  });

  it('shows the bound user the renamed menu and not the one the role lost', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    await skipTour(context, baseUrl);
    const userPage = await context.newPage();
    await userPage.goto('/login');
    await logIn(userPage, USER_PHONE, USER_PASSWORD);
    await userPage.waitForURL(`**/home/dashboard?hosp_code=${CODE}`);
    const sidebar = userPage.locator('#shell-sidebar');
    await sidebar.getByText('设备管理', { exact: true }).click();
    await sidebar.getByRole('link', { name: RENAMED, exact: true }).waitFor();
    expect(await sidebar.getByRole('link', { name: '维修记录', exact: true }).count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: '在保设备', exact: true }).count()).toBe(0);
    expect(await sidebar.getByRole('link', { name: '设备台账', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('batch initialises a selection with per-hospital progress, one refusal not stopping the others', async () => {
    const token = await admin();
    const codes = [`${CODE}B`, `${CODE}C`];
    for (const code of codes) {
      expect((await api.post('/db/hosp/add', { hospCode: code, hospName: `批量医院${code}` }, { token })).body.msg).toBe('添加成功!');
      expect((await api.post('/db/hosp/copy-hosp-table', { hospCode: code }, { token })).body.code).toBe('0');
    }
    await page.goto('/admin/hospital/hosp');
    const filter = page.locator('.engine-list-view').getByPlaceholder('请输入医院编号').first();
    await filter.fill(CODE);
    await filter.press('Enter');
    await expect.poll(() => page.locator('tbody tr.arco-table-tr').count(), eventually).toBe(3);
    await page.getByRole('switch', { name: '批量修改模式' }).click();
    for (const row of await page.locator('tbody tr.arco-table-tr').all()) await row.locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '批量初始化 (3)' }).click();
    const progress = dialog(page, '批量初始化 (3)');
    await progress.getByText('将为选中的 3 家医院初始化数据').waitFor();
    await progress.locator('.arco-select').click();
    await page.locator('.arco-select-popup .arco-select-option').first().click();
    await progress.getByRole('button', { name: '开始' }).click();
    await progress.getByText('完成：成功 2 项，失败 1 项').waitFor();
    for (const code of codes) await progress.getByText(`批量医院${code} 初始化结束`).waitFor();
    await progress.getByText(`${NAME} 已初始化，重复初始化会导致数据错误，请先重置再初始化`).waitFor();
    await notice('初始完毕! 请进行相关数据验证！').waitFor();
    await progress.getByRole('button', { name: '关闭' }).click();
  });

  it('raised no console errors on the way', () => {
    expect(appErrors(errors)).toEqual([]);
  });
});
