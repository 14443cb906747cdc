import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser } from '../support/browser.js';
import { repoRoot, startServer, type RunningServer } from '../support/start-server.js';
import { adminOn, dialog, toast, tokenOf } from './entity-support.js';
import { eventually, pickFromDropdown } from './shell-support.js';

/**
 * Issue 27 on screen, with the fixture schemas and nothing else: a lookup field picked by its
 * label (fixture-task.gadgetId → fixture-gadget), the counters list.summary declares, and a
 * `set` action (停用器件) offered only on rows its visibleWhen matches and refused by the server
 * on the others.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
let api: ApiClient;
let token = '';

const rows = () => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');
const counter = (key: string) => page.locator(`[data-summary-key="${key}"] .arco-statistic-value`);
const options = () => page.locator('.arco-select-popup:visible .arco-select-option');
const post = (url: string, body: Record<string, unknown>) => api.post<string>(url, body, { token });

beforeAll(async () => {
  server = await startServer({
    env: {
      ENTITY_SCHEMA_DIRS: path.join(repoRoot, 'tests/fixtures/schemas'),
      STATIC_DIR: path.resolve(repoRoot, process.env.E2E_STATIC_DIR ?? 'dist'),
    },
    // Seeding a fresh store takes over a minute on a busy machine.
    readyTimeoutMs: 180_000,
  });
  browser = await launchBrowser();
  ({ page } = await adminOn(browser, server.baseUrl, '/entity/fixture-gadget?hosp_code=10001'));
  api = new ApiClient(server.baseUrl);
  token = await tokenOf(page);
  const gadgets = [
    { hospCode: '10001', gadgetName: '血氧探头', serialNo: 'SN-0501', state: '1', price: 10 },
    { hospCode: '10001', gadgetName: '血压袖带', serialNo: 'SN-0502', state: '0', price: 5.5, inUse: false },
    { hospCode: '10001', gadgetName: '体温探头', serialNo: 'SN-0503', state: '1', price: 2 },
    { hospCode: '10002', gadgetName: '血氧探头（二院）', serialNo: 'SN-0601' },
  ];
  for (const gadget of gadgets) expect((await post('/db/fixture-gadget/add', gadget)).body.code).toBe('0');
  await page.reload();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the counters list.summary declares', () => {
  it('count and add up the rows of the list, and follow its filters', async () => {
    await expect.poll(() => counter('total').textContent(), eventually).toBe('3');
    expect(await counter('enabled').textContent()).toBe('2');
    expect(await counter('disabled').textContent()).toBe('1');
    expect(await counter('inUse').textContent()).toBe('2');
    expect(await counter('priceTotal').textContent()).toBe('17.5');
    await page.getByPlaceholder('请输入器件名称').fill('血');
    await page.getByPlaceholder('请输入器件名称').press('Enter');
    await expect.poll(() => counter('total').textContent(), eventually).toBe('2');
    expect(await counter('priceTotal').textContent()).toBe('15.5');
    await page.getByPlaceholder('请输入器件名称').fill('');
    await page.getByPlaceholder('请输入器件名称').press('Enter');
    await expect.poll(() => counter('total').textContent(), eventually).toBe('3');
  });
});

describe('a set action (停用器件)', () => {
  it('is offered on a row its visibleWhen matches, asks first, and sets the row', async () => {
    // The previous test's cleared filter may still be refetching the list: wait for all three rows.
    await expect.poll(() => rows().count(), eventually).toBe(3);
    const row = rows().filter({ hasText: 'SN-0501' });
    await pickFromDropdown(page, row.getByRole('button', { name: '更多' }), '停用器件');
    const question = page.locator('.arco-modal').filter({ hasText: '确定停用器件血氧探头吗？' });
    await question.getByRole('button', { name: '确定' }).click();
    await toast(page, '血氧探头 已停用').waitFor();
    await expect.poll(() => counter('inUse').textContent(), eventually).toBe('1');
    // Retired, it no longer fits the action: nothing is left under 更多.
    await expect.poll(() => row.getByRole('button', { name: '更多' }).count(), eventually).toBe(0);
  });

  it('is not offered on a row it does not fit, and the server refuses it there', async () => {
    const row = rows().filter({ hasText: 'SN-0502' });
    await row.waitFor();
    expect(await row.getByRole('button', { name: '更多' }).count()).toBe(0);
    const listed = await api.post<{ list: { id: string; serialNo: string }[] }>(
      '/db/fixture-gadget/query',
      { hospCode: '10001', serialNo: 'SN-0502' },
      { token },
    );
    const id = listed.body.data.list[0]!.id;
    expect((await post('/db/fixture-gadget/retire', { id, hospCode: '10001' })).body).toEqual({
      code: '002',
      msg: '该记录当前不能执行「停用器件」',
      data: null,
    });
  });
});

describe('a lookup field', () => {
  it('is picked by its label, searched in the records of the hospital, and the list shows the label', async () => {
    await page.goto('/entity/fixture-task?hosp_code=10001');
    await page.getByRole('button', { name: '新增' }).click();
    const modal = dialog(page, '任务添加');
    await modal.getByPlaceholder('请输入状态').fill('02');
    await modal.locator('[data-field="gadgetId"] .arco-select-view').click();
    await expect.poll(() => options().allTextContents(), eventually).toEqual(['体温探头', '血压袖带', '血氧探头']);
    await modal.locator('[data-field="gadgetId"] input').fill('血');
    await expect.poll(() => options().allTextContents(), eventually).toEqual(['血压袖带', '血氧探头']);
    await options().filter({ hasText: '血压袖带' }).click();
    await expect.poll(() => modal.locator('[data-field="gadgetId"] .arco-select-view-value').textContent(), eventually).toBe('血压袖带');
    await modal.getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!').waitFor();
    await expect.poll(() => rows().filter({ hasText: '血压袖带' }).count(), eventually).toBe(1);
  });

  it('filters the list by the record picked in the filter bar', async () => {
    const gadgets = (
      await api.post<{ list: { id: string; gadgetName: string }[] }>('/db/fixture-gadget/query', { hospCode: '10001' }, { token })
    ).body.data.list;
    const probe = gadgets.find((gadget) => gadget.gadgetName === '体温探头')!;
    expect((await post('/db/fixture-task/add', { hospCode: '10001', status: '03', gadgetId: probe.id })).body.code).toBe('0');
    await page.reload();
    await expect.poll(() => rows().count(), eventually).toBe(2);
    await page.locator('.engine-filter-field').filter({ hasText: '所属器件' }).locator('.arco-select-view').click();
    await options().filter({ hasText: '体温探头' }).click();
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => rows().allTextContents(), eventually).toEqual([expect.stringContaining('体温探头')]);
  });
});
