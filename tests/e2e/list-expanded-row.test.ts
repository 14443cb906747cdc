import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { signInForDashboard } from './dashboard-support.js';

/**
 * Issue 10 item 2: an expanded row reads as a description list (each label beside its value, label
 * first), is no taller than its content (at most the schema's height), and never widens the table.
 */
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await signInForDashboard(browser, inject('e2eBaseUrl'), 'manager'));
  await page.goto('/eqp/index?hosp_code=10001');
  await page.getByText(/^共 [\d,]+ 条$/).waitFor();
});
afterAll(async () => {
  await browser?.close();
});

const tableWidth = () =>
  page
    .locator('.arco-table')
    .first()
    .evaluate((table) => table.querySelector('table')!.getBoundingClientRect().width);

describe('an expanded row of the equipment ledger', () => {
  it('keeps the table as wide as it was and shows each label beside its value', async () => {
    const before = await tableWidth();
    await page.locator('.arco-table-expand-icon-cell button').first().click();
    const panel = page.locator('.engine-expanded-row').first();
    await panel.waitFor();
    expect(await tableWidth()).toBe(before);
    const entries = await panel.locator('dl > div').evaluateAll((items) =>
      items.map((item) => {
        const label = item.querySelector('dt')!.getBoundingClientRect();
        const value = item.querySelector('dd')!.getBoundingClientRect();
        return {
          label: item.querySelector('dt')!.textContent,
          beside: Math.abs(label.top - value.top) < 4,
          labelFirst: label.right <= value.left,
        };
      }),
    );
    expect(entries.length).toBeGreaterThan(5);
    // Unset values read '-', on the label's line like every other value.
    expect(entries.filter((entry) => !(entry.beside && entry.labelFirst))).toEqual([]);
  });

  it('is no taller than its content and at most the schema height', async () => {
    const panel = page.locator('.engine-expanded-row').first();
    const { height, contentHeight } = await panel.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      contentHeight: element.scrollHeight,
    }));
    expect(height).toBeLessThanOrEqual(400);
    expect(Math.round(height)).toBe(Math.min(contentHeight, 400));
  });
});
