import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser, openPage } from '../support/browser.js';
import { adminOn, dialog, toast, tokenOf } from './entity-support.js';
import { logIn, skipTour } from './shell-support.js';

/**
 * Hospital users in Chromium (issue 13): the add-user wizard for a new account and, from the
 * platform accounts screen, for an existing one; binding to a second hospital and the user then
 * seeing both; unbinding and the 离职 state.
 */
let browser: Browser;
let baseUrl: string;
let page: Page;
const stamp = Date.now().toString().slice(-8);
const PHONE = `146${stamp}`;
const NAME = `向导用户${stamp.slice(-4)}`;
const PASSWORD = 'Wizard_2026';

const rows = () => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');
const rowOf = (text: string) => rows().filter({ hasText: text });
const wizard = () => dialog(page, '新增医院用户');

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  ({ page } = await adminOn(browser, baseUrl, '/admin/hospital/hosp-user?hosp_code=10001'));
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a row's 更多 menu and chooses the action. */
async function rowAction(text: string, action: string): Promise<void> {
  await rowOf(text).getByRole('button', { name: '更多' }).click();
  await page.locator('.arco-dropdown').getByRole('menuitem', { name: action, exact: true }).click();
}

/** Picks an option of the Arco select labelled `label` inside `scope`. */
async function choose(scope: ReturnType<typeof dialog>, label: string, option: string): Promise<void> {
  await scope.locator('.arco-form-item').filter({ hasText: label }).locator('.arco-select-view, .arco-tree-select-view').first().click();
  await page.locator('.arco-select-popup:visible, .arco-tree-select-popup:visible').getByText(option, { exact: true }).first().click();
}

async function searchByPhone(phone: string): Promise<void> {
  await page.getByRole('button', { name: '高级查询' }).click();
  await page.locator('#filter-cellPhone').fill(phone);
  await page.getByRole('button', { name: '查询' }).click();
}

describe('the hospital user list', () => {
  it("shows the hospital's users with department, role and state names", async () => {
    const engineer = rowOf('张工程师');
    await engineer.waitFor();
    expect((await engineer.innerText()).replace(/\s+/g, ' ')).toContain('张工程师 维修组 维修工程师 在职');
  });
});

describe('the add-user wizard', () => {
  it('creates a new account in step 2 and binds it in step 3', async () => {
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await wizard().waitFor();
    await wizard().getByText('账号检查').first().waitFor();
    await wizard().getByPlaceholder('请输入手机号').fill('123');
    await wizard().getByRole('button', { name: '下一步' }).click();
    await wizard().getByText('目前只支持中国大陆的手机号码').waitFor();
    await wizard().getByPlaceholder('请输入手机号').fill(PHONE);
    await wizard().getByRole('button', { name: '下一步' }).click();

    // Step 2: the phone is decided; the password is asked because the account is new.
    await wizard().getByPlaceholder('请输入密码').waitFor();
    expect(await wizard().getByPlaceholder('请输入手机号').isDisabled()).toBe(true);
    await wizard().getByRole('button', { name: '下一步' }).click();
    await wizard().getByText('账号名称/姓名为必输项').waitFor();
    await wizard().getByText('密码为必输项').waitFor();
    await wizard().getByPlaceholder('请输入账号名称/姓名').fill(NAME);
    await wizard().getByPlaceholder('请输入密码').fill(PASSWORD);
    await wizard().getByRole('button', { name: '下一步' }).click();
    await toast(page, '账号已创建，请绑定部门和角色').waitFor();

    // Step 3: department tree, the hospital's roles, the state shown disabled.
    await wizard().getByText('新账号已创建').waitFor();
    await wizard().getByRole('button', { name: '确定' }).click();
    await wizard().getByText('部门为必输项').waitFor();
    await wizard().getByText('角色为必输项').waitFor();
    await choose(wizard(), '部门', '医学装备部');
    await choose(wizard(), '角色', '维修工程师');
    await wizard().getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!').waitFor();
    const row = rowOf(NAME);
    await row.waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ')).toContain(`${NAME} 医学装备部 维修工程师 在职`);
  });

  it('opens at step 2 from an existing account on the platform accounts screen', async () => {
    await page.goto(`/admin/acct-manage?cellPhone=${PHONE}`);
    await rowOf(PHONE).waitFor();
    await rowAction(PHONE, '创建医院用户');
    await wizard().waitFor();
    // An existing account: its name is shown disabled and no password is asked.
    const name = wizard().getByPlaceholder('请输入账号名称/姓名');
    await name.waitFor();
    expect(await name.inputValue()).toBe(NAME);
    expect(await name.isDisabled()).toBe(true);
    expect(await wizard().getByPlaceholder('请输入密码').count()).toBe(0);
    await wizard().locator('.arco-select-view').first().click();
    await page.locator('.arco-select-popup:visible').getByText('示范市妇幼保健院', { exact: true }).click();
    await wizard().getByRole('button', { name: '下一步' }).click();
    await choose(wizard(), '部门', '医学装备部');
    await choose(wizard(), '角色', '维修工程师');
    await wizard().getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!').waitFor();
    const api = new ApiClient(baseUrl);
    const listed = await api.post<{ list: { acctName: string; stateDesc: string }[] }>(
      '/db/hosp-user-info/query',
      { hospCode: '10003', cellPhone: PHONE },
      { token: await tokenOf(page) },
    );
    expect(listed.body.data.list).toMatchObject([{ acctName: NAME, stateDesc: '在职' }]);
  });
});

describe('bindings across hospitals', () => {
  const transfer = () => dialog(page, '跨院绑定/解绑');
  const panel = (title: string) => transfer().locator('.arco-transfer-view').filter({ hasText: title });

  async function moveHospital(from: string, to: string, hospital: string): Promise<void> {
    await rowAction(NAME, '跨院绑定/解绑');
    await transfer().waitFor();
    await panel(from).getByText(hospital).click();
    await transfer()
      .locator('.arco-transfer-operations button')
      .nth(to === '已绑定' ? 0 : 1)
      .click();
    await panel(to).getByText(hospital).waitFor();
    await transfer().getByRole('button', { name: '确定' }).click();
    await toast(page, '修改成功!').waitFor();
  }

  it('binds the user to a second hospital, and the user then sees both', async () => {
    await page.goto('/admin/hospital/hosp-user?hosp_code=10001');
    await rowOf(NAME).waitFor();
    await moveHospital('未绑定', '已绑定', '示范市中心医院');

    const user = await openPage(browser, baseUrl);
    await skipTour(user.page.context(), baseUrl);
    await user.page.goto('/login');
    await logIn(user.page, PHONE, PASSWORD);
    await user.page.waitForURL('**/welcome');
    await user.page.getByRole('button', { name: /示范市第一人民医院/ }).waitFor();
    await user.page.getByRole('button', { name: /示范市中心医院/ }).waitFor();
    await user.page.context().close();
  });

  it('unbinding sets the user to 离职 in that hospital', async () => {
    await moveHospital('已绑定', '未绑定', '示范市中心医院');
    await page.goto('/admin/hospital/hosp-user?hosp_code=10002');
    await searchByPhone(PHONE);
    const row = rowOf(NAME);
    await row.waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ')).toContain('离职');
  });
});

describe('company users', () => {
  it('lists the account in each of its hospitals and sets the state of the selected rows', async () => {
    await page.goto(`/admin/company-user?cellPhone=${PHONE}`);
    await page.getByRole('button', { name: '查询' }).click();
    await rowOf('示范市第一人民医院').waitFor();
    await rowOf('示范市妇幼保健院').waitFor();
    await page.getByRole('switch', { name: '批量修改模式' }).click();
    await page.locator('.arco-table thead .arco-checkbox').click();
    await page.getByRole('button', { name: /^批量修改 \(\d+\)$/ }).click();
    const edit = dialog(page, '公司用户批量修改');
    await edit.waitFor();
    await choose(edit, '用户状态', '休假');
    await edit.getByRole('button', { name: '确定' }).click();
    await toast(page, '修改成功!').waitFor();
    await expect.poll(async () => (await rowOf('示范市妇幼保健院').innerText()).includes('休假'), { timeout: 15_000 }).toBe(true);
  });

  it('exports every account as a spreadsheet file opened through a link', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出全部账户' }).click();
    expect((await download).suggestedFilename()).toMatch(/^公司用户信息-\d{4}-\d{2}-\d{2}-\d{4}-\d+\.csv$/);
  });
});
