import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { adminOn, dialog } from './entity-support.js';

// Issue 10 item 10, as the super admin sees it.
let browser: Browser;
let baseUrl: string;
let page: Page;
let errors: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  ({ page, errors } = await adminOn(browser, baseUrl, '/admin/param-manage'));
});
afterAll(async () => {
  await browser?.close();
});

describe('the admin shell', () => {
  it('names the product once: the sidebar says what the header says', async () => {
    const header = page.locator('#shell-title');
    await expect.poll(() => header.textContent()).toBe('医疗设备全生命周期管理平台');
    expect(await page.locator('#shell-product-name').textContent()).toBe('医疗设备全生命周期管理平台');
  });

  it('keeps a long parameter value in its column and shows all of it in 查看', async () => {
    const row = page.locator('.arco-table tbody tr.arco-table-tr').filter({ hasText: 'hosp_init_data' }).first();
    await row.waitFor();
    const valueCell = row.locator('td').filter({ has: page.getByRole('button', { name: '查看' }) });
    const actionsCell = row.locator('td').last();
    const value = (await valueCell.boundingBox())!;
    const actions = (await actionsCell.boundingBox())!;
    expect(value.x + value.width).toBeLessThanOrEqual(actions.x + 1);
    expect(value.height).toBeLessThan(60);
    await valueCell.getByRole('button', { name: '查看' }).click();
    const viewer = dialog(page, '参数值');
    const text = (await viewer.locator('pre').textContent())!;
    expect(text.length).toBeGreaterThan(5000);
    expect(() => JSON.parse(text)).not.toThrow();
    expect(text).toContain('\n  ');
    await viewer.getByRole('button', { name: '关闭' }).click();
    await viewer.waitFor({ state: 'hidden' });
  });

  it('logs the super admin out to /admin/login', async () => {
    await page.locator('#shell-user').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL('**/admin/login');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });
});
