import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser } from '../support/browser.js';
import { axeViolations, describeBlocking } from './a11y-support.js';
import { adminOn, dialog, toast, tokenOf } from './entity-support.js';

/**
 * Issue 29 part 3: a row's 历史 on a schema list (the dictionary): an edit shows as old → new, 还原此修改
 * writes the old value back after a confirmation, the revert shows in the history and the list.
 */
let browser: Browser;
let page: Page;
const TYPE = `E2E_HIST_${Date.now().toString(36).toUpperCase()}`;
const SCREEN = '/admin/system-param/dic';

const rows = () => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');
const history = () => dialog(page, '修改历史');
const entries = () => history().locator('[data-history-entry]');

beforeAll(async () => {
  browser = await launchBrowser();
  const baseUrl = inject('e2eBaseUrl');
  ({ page } = await adminOn(browser, baseUrl, SCREEN));
  const api = new ApiClient(baseUrl);
  const added = await api.post('/db/dic/add', { type: TYPE, description: '历史旧名', val: 'H', sort: 1 }, { token: await tokenOf(page) });
  expect(added.body.code).toBe('0');
  const input = page.locator('.engine-filter-bar').getByPlaceholder('请输入类型');
  await input.fill(TYPE);
  await input.press('Enter');
  await rows().filter({ hasText: TYPE }).first().waitFor();
});
afterAll(async () => {
  await browser?.close();
});

describe('a row’s history on the dictionary list', () => {
  it('shows an edit as old → new, by whom', async () => {
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().getByRole('button', { name: '编辑' }).click();
    const edit = dialog(page, '系统字典修改编辑');
    await edit.getByPlaceholder('请输入描述/名称').fill('历史新名');
    await edit.getByRole('button', { name: '确定' }).click();
    await edit.waitFor({ state: 'hidden' });
    await rows().filter({ hasText: '历史新名' }).waitFor();

    // Keyboard: the action is a button reached and pressed like any other.
    await rows().first().getByRole('button', { name: '历史' }).focus();
    await page.keyboard.press('Enter');
    await history().waitFor();
    await expect.poll(() => entries().count()).toBe(2);
    const newest = entries().first();
    expect(await newest.locator('[data-history-operation]').textContent()).toBe('修改');
    expect(await newest.locator('[data-history-operator]').textContent()).toBe('平台管理员');
    expect(await newest.locator('[data-history-field="description"]').textContent()).toBe('描述/名称: 历史旧名 → 历史新名');
    expect(describeBlocking('history dialog', await axeViolations(page))).toEqual([]);
  });

  it('reverts the change after a confirmation: a new entry, and the old value back in the list', async () => {
    await entries().first().getByRole('button', { name: '还原此修改' }).click();
    const confirm = dialog(page, '还原修改');
    await confirm.getByText('将这些字段改回修改前的值，是否继续?').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await toast(page, '还原成功!').waitFor();
    await expect.poll(() => entries().count()).toBe(3);
    const newest = entries().first();
    expect(await newest.locator('[data-history-operation]').textContent()).toBe('还原修改');
    expect(await newest.locator('[data-history-field="description"]').textContent()).toBe('描述/名称: 历史新名 → 历史旧名');
    await history().getByRole('button', { name: '关闭' }).click();
    await history().waitFor({ state: 'hidden' });
    await rows().filter({ hasText: '历史旧名' }).waitFor();
    expect(await rows().filter({ hasText: '历史新名' }).count()).toBe(0);
  });
});
