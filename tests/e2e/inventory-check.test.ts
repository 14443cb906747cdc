import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { signInForDashboard } from './dashboard-support.js';

/**
 * The inventory check records page (seed 002 section 2.9) for one plan: its summary counts, the
 * loss filter, an expanded row, and the plan's spreadsheet.
 */
interface Summary {
  inventoryPlaned: number;
  inventoryCounted: number;
  inventoryEquals: number;
  inventorySurplus: number;
  inventoryLoss: number;
}

let browser: Browser;
let page: Page;
let errors: string[];
let planId = '';
let summary: Summary;

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await signInForDashboard(browser, inject('e2eBaseUrl'), 'manager');
  ({ page, errors } = session);
  const plans = await session.call<{ list: { id: string; state: string }[] }>('/db/hosp-inventory-check-plan/query', {
    hospCode: '10001',
    pagedQueryInfo: { index: 1, pageSize: 10 },
  });
  planId = plans.list.find((plan) => plan.state === '02')!.id;
  summary = (
    await session.call<{ summary: Summary }>('/db/hosp-inventory-check-plan/inventory-check-record-paged-query', {
      hospCode: '10001',
      planId,
      pagedQueryInfo: { index: 1, pageSize: 1 },
    })
  ).summary;
  await page.goto(`/inventory-check-record/index?hosp_code=10001&planId=${planId}`);
  await page.getByText(`共 ${summary.inventoryCounted} 条`).waitFor();
});
afterAll(async () => {
  await browser?.close();
});

const counter = (key: keyof Summary) => page.locator(`.engine-list-summary [data-summary-key="${key}"]`);

describe('/inventory-check-record/index for one plan', () => {
  it('shows the plan chosen in the filter and its counts above the table', async () => {
    expect(summary.inventoryLoss).toBeGreaterThan(0);
    for (const [key, title] of [
      ['inventoryPlaned', '应盘'],
      ['inventoryCounted', '已盘'],
      ['inventoryEquals', '盘平'],
      ['inventorySurplus', '盘盈'],
      ['inventoryLoss', '盘亏'],
    ] as const) {
      await expect.poll(() => counter(key).innerText()).toBe(`${title}\n${summary[key].toLocaleString('en-US')}`);
    }
    await expect.poll(() => page.locator('#filter-planId').innerText()).toMatch(/盘点/);
  });

  it('filters the loss records (03) and expands one: inventorier, time, production date, photos', async () => {
    await page.locator('#filter-resultState').click();
    await page.locator('.arco-select-popup .arco-select-option').filter({ hasText: '盘亏' }).click();
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.getByText(`共 ${summary.inventoryLoss} 条`).waitFor();
    expect(new URL(page.url()).searchParams.get('resultState')).toBe('03');
    const rows = page.locator('.arco-table-body tr.arco-table-tr');
    await expect.poll(async () => (await rows.allInnerTexts()).every((text) => text.includes('盘亏'))).toBe(true);
    // The counts describe the plan, not the filtered page.
    expect(await counter('inventoryCounted').innerText()).toContain(summary.inventoryCounted.toLocaleString('en-US'));

    await page.locator('.arco-table-expand-icon-cell button').first().click();
    const panel = page.locator('.engine-expanded-row').first();
    await panel.waitFor();
    const labels = await panel.locator('dt').allInnerTexts();
    expect(labels.slice(0, 4)).toEqual(['盘点人', '创建时间', '生产日期', '盘点图片']);
    expect(await panel.locator('dd').first().innerText()).toMatch(/张工程师|李科长/);
  });

  it('downloads the plan’s spreadsheet', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载盘点表' }).click()]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^盘点记录-.+-\\d{4}-\\d{2}-\\d{2}-\\d{4}_${summary.inventoryCounted}条\\.xlsx$`),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    expect(workbook.getWorksheet('盘点记录')!.rowCount).toBe(summary.inventoryCounted + 1);
    expect(errors).toEqual([]);
  });
});
