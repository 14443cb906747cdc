import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser } from '../support/browser.js';
import { adminOn, dialog, toast, tokenOf } from './entity-support.js';
import { dropdownItem, eventually } from './shell-support.js';

/**
 * 医院密钥配置 and SQL管理 in Chromium (issue 16): a new key's secret is shown once in a dialog
 * (and works), never in the table; a rotation shows a new one; a saved query is formatted in its
 * dialog and run into a results table.
 */
let browser: Browser;
let baseUrl: string;
let page: Page;
let token = '';
const tag = `E2E${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  ({ page } = await adminOn(browser, baseUrl, '/admin/hosp-secret-key-config'));
  token = await tokenOf(page);
});
afterAll(async () => {
  await browser?.close();
});

const rows = (target: Page) =>
  target.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');
const submitOf = (modal: Locator) => modal.locator('.arco-modal-footer').getByRole('button', { name: '确定' });
const keyCheck = (accessKeyId: string, secret: string) =>
  new ApiClient(baseUrl).post('/api/open/hosp-key-check', undefined, {
    headers: { 'x-access-key-id': accessKeyId, 'x-access-key-secret': secret },
  });

/** Reads the values of the open result dialog, then closes it with its button. */
async function readResult(title: string): Promise<{ accessKeyId: string; secret: string }> {
  const result = dialog(page, title);
  await result.locator('[data-result-field="secret"]').waitFor();
  const values = {
    accessKeyId: await result.locator('[data-result-field="accessKeyId"]').inputValue(),
    secret: await result.locator('[data-result-field="secret"]').inputValue(),
  };
  await result.getByRole('button', { name: '我已保存，关闭' }).click();
  await result.waitFor({ state: 'detached' });
  return values;
}

describe('医院密钥配置', () => {
  it('creates a key and shows its secret once; rotating shows a new one', async () => {
    await page.getByRole('button', { name: '新增' }).click();
    const modal = dialog(page, '新建医院密钥');
    await modal.getByText('密钥只在下一个窗口显示这一次').waitFor();
    await modal.locator('[data-field="hospCode"] .arco-select-view').click();
    await page.locator('.arco-select-popup:visible').getByText('示范市第一人民医院', { exact: true }).click();
    await modal.locator('[data-field="keyName"] input').fill(`${tag} HIS`);
    await submitOf(modal).click();
    await toast(page, '添加成功').waitFor();
    const created = await readResult('密钥已生成');
    expect(created.accessKeyId).toMatch(/^AK[0-9A-F]{24}$/);
    expect((await keyCheck(created.accessKeyId, created.secret)).body.code).toBe('0');

    const row = rows(page).filter({ hasText: `${tag} HIS` });
    await expect.poll(() => row.count(), eventually).toBe(1);
    expect(await row.textContent()).toContain(created.accessKeyId);
    expect(await page.locator('body').textContent()).not.toContain(created.secret);

    await row.getByText('更多').click();
    await dropdownItem(page, '重置密钥').click();
    await page.locator('.arco-modal').filter({ hasText: '旧密钥将立即失效' }).getByRole('button', { name: '确定' }).click();
    const rotated = await readResult('新的密钥');
    expect(rotated).toMatchObject({ accessKeyId: created.accessKeyId });
    expect(rotated.secret).not.toBe(created.secret);
    expect((await keyCheck(created.accessKeyId, created.secret)).body.code).toBe('002');
    expect((await keyCheck(created.accessKeyId, rotated.secret)).body.code).toBe('0');
  });
});

describe('SQL管理', () => {
  it('formats a query in its dialog, saves it, and runs it into a table of rows', async () => {
    await page.goto('/admin/sql-manage');
    await page.getByRole('button', { name: '新增' }).click();
    const modal = dialog(page, 'SQL添加');
    await modal.locator('[data-field="sqlName"] input').fill(`${tag} 科室`);
    await modal.locator('[data-field="hospCode"] .arco-select-view').click();
    await page.locator('.arco-select-popup:visible').getByText('示范市第一人民医院', { exact: true }).click();
    await modal.locator('[data-field="sqlText"] textarea').fill('select dept_name from dept order by dept_name');
    await modal.locator('[data-sql-format]').click();
    await expect
      .poll(() => modal.locator('[data-field="sqlText"] textarea').inputValue(), eventually)
      .toBe('SELECT\n  dept_name\nFROM\n  dept\nORDER BY\n  dept_name');
    await submitOf(modal).click();
    await toast(page, '添加成功').waitFor();

    const row = rows(page).filter({ hasText: `${tag} 科室` });
    await expect.poll(() => row.count(), eventually).toBe(1);
    await row.getByText('更多').click();
    await dropdownItem(page, '运行').click();
    const results = dialog(page, `运行结果：${tag} 科室`);
    await results.getByText('最多返回1000行').waitFor();
    await results.locator('[data-sql-results] th').filter({ hasText: 'dept_name' }).waitFor();
    await results.locator('[data-sql-results] td').filter({ hasText: '医学装备部' }).first().waitFor();
    expect(await results.locator('[data-sql-summary]').textContent()).toMatch(/^共\d+行/);
    const download = page.waitForEvent('download');
    await results.locator('[data-sql-export]').click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^${tag} 科室-\\d{8}-\\d{6}\\.csv$`));
    await results.getByRole('button', { name: '关闭' }).click();

    const listed = await new ApiClient(baseUrl).post<{ list: { id: string }[] }>('/db/sql-manage/query', { sqlName: tag }, { token });
    for (const item of listed.body.data.list) await new ApiClient(baseUrl).post('/db/sql-manage/delete', { id: item.id }, { token });
  });
});
