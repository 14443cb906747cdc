import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { region, signInForDashboard, type DashboardSession } from './dashboard-support.js';

/**
 * Dashboard links in Chromium: the engineer clicks a figure on the role 01 dashboard of 10001 and
 * lands on the schema list of that route, which holds exactly that many records (共 N 条) and says
 * why in its condition bar; 清除 shows the whole list again.
 */
const HOSP = '10001';
const DASHBOARD = `/home/dashboard?hosp_code=${HOSP}`;

let browser: Browser;
let baseUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
});
afterAll(async () => {
  await browser?.close();
});

/** Logs in through /login (guided tour marked as seen) and opens the dashboard of HOSP. */
async function engineerOnDashboard(): Promise<DashboardSession> {
  const session = await signInForDashboard(browser, baseUrl, 'engineer');
  await session.page.goto(DASHBOARD);
  return session;
}

const conditionBar = (page: Page) => page.locator('.engine-list-params');
const rows = (page: Page) => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');

/** The list the link opened: its total, its rows on the first page and the conditions it names. */
async function expectList(page: Page, path: string, total: number, conditions: string[]): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await page.getByText(`共 ${total} 条`, { exact: true }).waitFor();
  await expect.poll(() => rows(page).count()).toBe(Math.min(total, 10));
  await conditionBar(page).getByText('筛选条件：').waitFor();
  expect(await conditionBar(page).locator('.arco-tag').allInnerTexts()).toEqual(conditions);
}

/** 清除: the link's parameters leave the URL (hosp_code stays) and the whole list comes back. */
async function clearConditions(page: Page, path: string, wholeTotal: number): Promise<void> {
  await conditionBar(page).getByRole('button', { name: '清除' }).click();
  await page.waitForURL((url) => url.pathname === path && [...url.searchParams.keys()].join() === 'hosp_code');
  await page.getByText(`共 ${wholeTotal} 条`, { exact: true }).waitFor();
  expect(await conditionBar(page).count()).toBe(0);
}

describe('dashboard links open their lists', () => {
  it('待维修 (my pending repairs) opens the unfinished orders I hold', async () => {
    const { page, errors, call } = await engineerOnDashboard();
    const { id: me } = await call<{ id: string }>('/api/dashboard/session-info', { hospCode: HOSP });
    const { waitMtc } = await call<{ waitMtc: number }>('/api/dashboard/engineer-sum', { hospCode: HOSP, mine: true });
    expect(waitMtc).toBeGreaterThan(0);
    await region(page, '我的待办').getByRole('link', { name: `待维修 ${waitMtc}`, exact: true }).click();
    await expectList(page, '/mtc-record', waitMtc, [`维修工程师: ${me}`, '未完成']);

    const all = await call<{ total: number }>('/db/hosp-mtc-record/query', { hospCode: HOSP, pagedQueryInfo: { index: 1, pageSize: 1 } });
    await clearConditions(page, '/mtc-record', all.total);
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });

  it('保养超期 (my overdue maintenance) opens my overdue maintenance tasks', async () => {
    const { page, call } = await engineerOnDashboard();
    const { id: me } = await call<{ id: string }>('/api/dashboard/session-info', { hospCode: HOSP });
    const { maintainDelayTotal } = await call<{ maintainDelayTotal: number }>('/api/dashboard/item-remind-count', { hospCode: HOSP, mine: true });
    expect(maintainDelayTotal).toBeGreaterThan(0);
    await region(page, '我的事项提醒').getByRole('link', { name: `保养超期 ${maintainDelayTotal}`, exact: true }).click();
    await expectList(page, '/maintain-detail', maintainDelayTotal, [`保养人: ${me}`, '保养状态: 已超期']);

    const all = await call<{ total: number }>('/db/hosp-task-maintain/query', { hospCode: HOSP, pagedQueryInfo: { index: 1, pageSize: 1 } });
    await clearConditions(page, '/maintain-detail', all.total);
  });

  it('待巡检 (my open patrols) opens my to-do and overdue patrol tasks', async () => {
    const { page, call } = await engineerOnDashboard();
    const { id: me } = await call<{ id: string }>('/api/dashboard/session-info', { hospCode: HOSP });
    const { waitPatrol } = await call<{ waitPatrol: number }>('/api/dashboard/engineer-sum', { hospCode: HOSP, mine: true });
    expect(waitPatrol).toBeGreaterThan(0);
    await region(page, '我的待办').getByRole('link', { name: `待巡检 ${waitPatrol}`, exact: true }).click();
    await expectList(page, '/patrol-detail', waitPatrol, [`巡检人: ${me}`, '巡检状态: 待执行、已超期']);
  });
});
