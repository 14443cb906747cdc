import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser } from '../support/browser.js';
import { adminOn, dialog, toast, tokenOf } from './entity-support.js';

/** 操作日志 (seed 000 section 2.3): a dictionary edit shows up with its old and new value. */
let browser: Browser;
let page: Page;
let errors: string[];
const TYPE = `E2E_LOG_${Date.now().toString(36).toUpperCase()}`;
const BEFORE = `日志前${TYPE.slice(-4)}`;
const AFTER = `日志后${TYPE.slice(-4)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const baseUrl = inject('e2eBaseUrl');
  ({ page, errors } = await adminOn(browser, baseUrl, `/admin/system-param/dic?type=${TYPE}`));
  const added = await new ApiClient(baseUrl).post(
    '/db/dic/add',
    { type: TYPE, description: BEFORE, val: 'A', sort: 1 },
    { token: await tokenOf(page) },
  );
  expect(added.body.code).toBe('0');
});
afterAll(async () => {
  await browser?.close();
});

const rows = () => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');

async function choose(filter: string, option: string): Promise<void> {
  await page.locator('.engine-filter-field').filter({ hasText: filter }).locator('.arco-select-view').click();
  await page.locator('.arco-select-popup:visible').getByText(option, { exact: true }).click();
}

describe('operation log', () => {
  it('shows a dictionary edit with its old and new value in the expanded row', async () => {
    await page.reload();
    await rows().filter({ hasText: BEFORE }).getByRole('button', { name: '编辑' }).click();
    const modal = dialog(page, '系统字典修改编辑');
    await modal.getByPlaceholder('请输入描述/名称').fill(AFTER);
    await modal.getByRole('button', { name: '确定' }).click();
    await toast(page, '修改成功!').waitFor();

    await page.locator('.arco-menu').getByText('操作日志', { exact: true }).click();
    await page.waitForURL('**/admin/operate-log**');
    await choose('功能模块', '系统字典');
    await choose('操作', '修改');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.waitForURL(/entity=dic/);
    const first = rows().first();
    await expect.poll(() => first.textContent()).toContain('系统字典');
    expect(await first.textContent()).toContain('修改');
    expect(await first.textContent()).toContain('超级管理员');

    await first.locator('.arco-table-expand-icon-cell button').click();
    const changes = page.getByTestId('operate-log-changes');
    await changes.waitFor();
    const change = changes.locator('tbody tr').filter({ hasText: '描述/名称' });
    expect(await change.locator('td').allTextContents()).toEqual(['描述/名称', BEFORE, AFTER]);
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });
});
