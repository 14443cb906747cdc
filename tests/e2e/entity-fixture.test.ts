import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { repoRoot, startServer, type RunningServer } from '../support/start-server.js';
import { adminOn, dialog, toast } from './entity-support.js';

/**
 * A schema that exists only in tests/fixtures, served by a server told about its folder: the
 * console renders its screen at /entity/<name> with no engine or console change.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({
    env: {
      ENTITY_SCHEMA_DIRS: path.join(repoRoot, 'tests/fixtures/schemas'),
      STATIC_DIR: path.resolve(repoRoot, process.env.E2E_STATIC_DIR ?? 'dist'),
    },
  });
  browser = await launchBrowser();
  ({ page } = await adminOn(browser, server.baseUrl, '/entity/fixture-gadget?hosp_code=10001'));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rows = () => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');

describe('a fixture entity screen', () => {
  it('renders its filters and columns from the schema', async () => {
    for (const placeholder of ['请输入器件名称', '请输入序列号']) await page.getByPlaceholder(placeholder).waitFor();
    for (const title of ['器件名称', '序列号', '价格', '在用', '状态']) {
      await page.locator('.arco-table-th').filter({ hasText: title }).first().waitFor();
    }
  });

  it('adds a record through its dialog, with its own rule messages', async () => {
    await page.getByRole('button', { name: '新增' }).click();
    const modal = dialog(page, '器件添加');
    await modal.getByPlaceholder('请输入器件名称').fill('血氧探头');
    await modal.getByPlaceholder('请输入序列号').fill('12');
    await modal.getByRole('button', { name: '确定' }).click();
    await modal.getByText('序列号格式为SN-四位数字').waitFor();
    await modal.getByPlaceholder('请输入序列号').fill('SN-0001');
    await modal.getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!').waitFor();
    await expect.poll(() => rows().filter({ hasText: 'SN-0001' }).count()).toBe(1);
  });
});
