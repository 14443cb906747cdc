import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser, openPage } from '../support/browser.js';
import { adminOn, dialog, toast, tokenOf } from './entity-support.js';
import { appErrors, eventually, logIn, skipTour } from './shell-support.js';

/**
 * Issue 25 item 5 in Chromium: a hospital made from nothing (医院添加 → 创建数据表 → 初始化) gets its
 * first user through the add-user wizard alone, who then signs in to it. A wizard closed after
 * step 2 leaves its account marked 未绑定医院, finished from there; in a hospital without an
 * enabled department, step 3 says so and adds one on the spot.
 */
let browser: Browser;
let baseUrl: string;
let page: Page;
let errors: string[];
const RUN = Date.now().toString().slice(-6);
const CODE = `OB${RUN}`;
const NAME = `新建医院${RUN}`;
const FIRST_PHONE = `145${RUN}01`;
const SECOND_PHONE = `145${RUN}02`;
const PASSWORD = 'Onboard_2026';

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  ({ page, errors } = await adminOn(browser, baseUrl, '/admin/hospital/hosp'));
});
afterAll(async () => {
  await browser?.close();
});

const notice = (text: string) => page.locator('.arco-notification').filter({ hasText: text }).first();
const question = (text: string) => page.locator('.arco-modal').filter({ hasText: text }).last();
const hospitalRow = () => page.locator('tbody tr.arco-table-tr').filter({ hasText: CODE });
const rows = () => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');
const wizard = () => dialog(page, '新增医院用户');

async function hospitalAction(label: string): Promise<void> {
  await hospitalRow().getByRole('button', { name: /更多/ }).click();
  await page.locator('.arco-dropdown').getByRole('menuitem', { name: label, exact: true }).click();
}

/** Picks an option of the Arco select or tree select labelled `label` inside `scope`. */
async function choose(scope: ReturnType<typeof dialog>, label: string, option: string): Promise<void> {
  await scope.locator('.arco-form-item').filter({ hasText: label }).locator('.arco-select-view, .arco-tree-select-view').first().click();
  await page.locator('.arco-select-popup:visible, .arco-tree-select-popup:visible').getByText(option, { exact: true }).first().click();
}

/** Steps 1 and 2 of the wizard for a new account: the account exists once step 3 shows. */
async function createAccount(phone: string, name: string): Promise<void> {
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await wizard().getByPlaceholder('请输入手机号').fill(phone);
  await wizard().getByRole('button', { name: '下一步' }).click();
  await wizard().getByPlaceholder('请输入账号名称/姓名').fill(name);
  await wizard().getByPlaceholder('请输入密码').fill(PASSWORD);
  await wizard().getByRole('button', { name: '下一步' }).click();
  await toast(page, '账号已创建，请绑定部门和角色').waitFor();
}

describe('a hospital from nothing to its first user', () => {
  it('is added, gets its tables and is initialised on 医院列表', async () => {
    await page.getByRole('button', { name: /新增$/ }).click();
    const add = dialog(page, '医院添加');
    await add.getByPlaceholder('请输入医院编号').fill(CODE);
    await add.getByPlaceholder('请输入医院名称').fill(NAME);
    await add.getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!').waitFor();
    const filter = page.locator('.engine-list-view').getByPlaceholder('请输入医院编号').first();
    await filter.fill(CODE);
    await filter.press('Enter');
    await expect.poll(() => page.locator('tbody tr.arco-table-tr').count(), eventually).toBe(1);

    await hospitalAction('创建数据表');
    await question(`确定为 ${NAME} 创建医院级数据表吗?`).getByRole('button', { name: '确定' }).click();
    await notice(`${NAME} 医院数据表创建完成`).waitFor();
    await question('是否立即初始化').getByRole('button', { name: '取消' }).click();

    await hospitalAction('初始化');
    const chooser = dialog(page, '初始化');
    await chooser.locator('.arco-select').click();
    await page.locator('.arco-select-popup .arco-select-option').first().click();
    await chooser.getByRole('button', { name: '确定' }).click();
    await question('包括角色、权限、菜单及其关联关系').getByRole('button', { name: '确定' }).click();
    await notice(`${NAME} 初始化结束`).waitFor();
  });

  it('gets its first user through the wizard alone: step 3 offers the department initialisation made', async () => {
    await page.goto(`/admin/hospital/hosp-user?hosp_code=${CODE}`);
    await page.getByText('暂无数据').first().waitFor();
    await createAccount(FIRST_PHONE, `首位用户${RUN}`);
    // The hospital has a department (named after it), so nothing needs saying.
    expect(await wizard().getByText('该医院还没有部门').count()).toBe(0);
    await choose(wizard(), '部门', NAME);
    await choose(wizard(), '角色', '维修工程师');
    await wizard().getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!').waitFor();
    const row = rows().filter({ hasText: `首位用户${RUN}` });
    await row.waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ')).toContain(`首位用户${RUN} ${NAME} 维修工程师 在职`);
  });

  it('lets that user sign in and land in that hospital', async () => {
    const user = await openPage(browser, baseUrl);
    await skipTour(user.page.context(), baseUrl);
    await user.page.goto('/login');
    await logIn(user.page, FIRST_PHONE, PASSWORD);
    // Their only hospital is chosen for them (seed 000: one hospital goes straight to its home page).
    await user.page.waitForURL(`**/home/dashboard?hosp_code=${CODE}`);
    await user.page.locator('#shell-main').waitFor();
    await user.page.getByText(NAME).first().waitFor();
    await user.page.context().close();
  });
});

describe('an account the wizard left unbound', () => {
  it('is asked about on closing, then marked 未绑定医院 with the way to finish', async () => {
    await createAccount(SECOND_PHONE, `未绑用户${RUN}`);
    await wizard().getByRole('button', { name: '取消' }).click();
    const leave = question('账号尚未绑定医院');
    await leave.getByText(`账号「未绑用户${RUN}」已创建，但还没有绑定医院`).waitFor();
    await leave.getByRole('button', { name: '关闭向导' }).click();
    await wizard().waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '未绑定医院的账号' }).click();
    const unbound = dialog(page, '未绑定医院的账号');
    const account = unbound.locator('tr').filter({ hasText: `未绑用户${RUN}` });
    await account.getByText('未绑定医院', { exact: true }).waitFor();
    expect(await account.innerText()).toContain(SECOND_PHONE);
  });

  it('in a hospital without an enabled department, step 3 says so and adds one on the spot', async () => {
    // Disable the only department, as a hospital initialised before departments came with it would be.
    const api = new ApiClient(baseUrl);
    const token = await tokenOf(page);
    const tree = await api.get<{ id: string }[]>(`/db/hosp-dept/treeQuery?hospCode=${CODE}`, { token });
    expect(
      (await api.post('/db/hosp-dept/deptStatus', { hospCode: CODE, id: tree.body.data[0]!.id, disabled: true }, { token })).body.code,
    ).toBe('0');

    const unbound = dialog(page, '未绑定医院的账号');
    await unbound
      .locator('tr')
      .filter({ hasText: `未绑用户${RUN}` })
      .getByRole('button', { name: '完成绑定' })
      .click();
    await wizard().getByText(`为未绑定医院的账号「未绑用户${RUN}」绑定部门和角色`).waitFor();
    await wizard().getByText('该医院还没有部门；用户须绑定部门，请先新增部门').waitFor();
    await wizard().getByRole('button', { name: '新增部门' }).click();
    const addDept = dialog(page, '部门添加');
    await addDept.getByPlaceholder('请输入部门名称').fill('设备科');
    await addDept.getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!').waitFor();
    await expect.poll(() => wizard().getByText('该医院还没有部门').count(), eventually).toBe(0);
    await choose(wizard(), '部门', '设备科');
    await choose(wizard(), '角色', '维修工程师');
    await wizard().getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!').waitFor();
    await dialog(page, '未绑定医院的账号').getByText('没有未绑定医院的账号').waitFor();
    await dialog(page, '未绑定医院的账号').locator('.arco-modal-close-icon').click();
    await rows()
      .filter({ hasText: `未绑用户${RUN}` })
      .waitFor();
  });

  it('raised no console errors on the way', () => {
    expect(appErrors(errors)).toEqual([]);
  });
});
