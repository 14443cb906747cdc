import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser } from '../support/browser.js';
import { adminOn, dialog, toast, tokenOf } from './entity-support.js';

/** The hospital department tree (seed 001 section 2.7) in Chromium against the real server. */
let browser: Browser;
let baseUrl: string;
let page: Page;
const NAME = `端到端科室${Date.now().toString().slice(-5)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  ({ page } = await adminOn(browser, baseUrl, '/admin/hospital/hosp-dept?hosp_code=10002'));
});
afterAll(async () => {
  await browser?.close();
});

const node = (name: string) => page.locator('.arco-tree-node').filter({ has: page.getByText(name, { exact: true }) });

async function submitDialog(title: string, name: string): Promise<void> {
  const modal = dialog(page, title);
  await modal.waitFor();
  await modal.getByPlaceholder('请输入部门名称').fill(name);
  await modal.getByRole('button', { name: '确定' }).click();
}

describe('department tree', () => {
  it('shows the chosen hospital tree, fully expanded', async () => {
    await node('医学装备部').waitFor();
    await node('维修组').waitFor();
    await page.getByText('示范市中心医院').first().waitFor();
  });

  it('adds a top-level department and a child under it', async () => {
    await page.getByRole('button', { name: '新增' }).click();
    await submitDialog('部门添加', NAME);
    await toast(page, '添加成功!').waitFor();
    await node(NAME).getByRole('button', { name: '添加子级' }).click();
    const modal = dialog(page, '部门添加');
    await modal.waitFor();
    await submitDialog('部门添加', `${NAME}子级`);
    await toast(page, '添加成功!').waitFor();
    await node(`${NAME}子级`).waitFor();
  });

  it('puts the child under its parent on the server', async () => {
    const api = new ApiClient(baseUrl);
    const tree = await api.get<{ deptName: string; children: { deptName: string }[] }[]>('/db/hosp-dept/treeQuery?hospCode=10002', {
      token: await tokenOf(page),
    });
    const parent = tree.body.data.find((item) => item.deptName === NAME);
    expect(parent?.children.map((child) => child.deptName)).toEqual([`${NAME}子级`]);
  });

  it('edits a department', async () => {
    await node(`${NAME}子级`).getByRole('button', { name: '编辑' }).click();
    await submitDialog('部门修改编辑', `${NAME}改名`);
    await toast(page, '修改成功!').waitFor();
    await node(`${NAME}改名`).waitFor();
  });

  it('refuses to delete a department that still has children, with the server message', async () => {
    await node(NAME).getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.arco-modal').filter({ hasText: '此操作将永久删除该条记录，是否继续?' });
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.locator('.arco-message').filter({ hasText: '请先删除子级部门' }).waitFor();
    await node(NAME).waitFor();
  });

  it('deletes the child, then the parent', async () => {
    for (const name of [`${NAME}改名`, NAME]) {
      await node(name).getByRole('button', { name: '删除' }).first().click();
      const confirm = page.locator('.arco-modal').filter({ hasText: '此操作将永久删除该条记录，是否继续?' });
      await confirm.getByRole('button', { name: '确定' }).click();
      await toast(page, '删除成功!').waitFor();
      await expect.poll(() => node(name).count()).toBe(0);
    }
  });

  it('filters nodes by keyword', async () => {
    await page.getByPlaceholder('输入关键字进行过滤').fill('计量');
    await node('计量组').waitFor();
    await expect.poll(() => node('外科').count()).toBe(0);
  });
});
