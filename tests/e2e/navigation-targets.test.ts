import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { region, signInForDashboard, type DashboardSession } from './dashboard-support.js';

/**
 * Dashboard links in Chromium: the engineer clicks a figure on the role 01 dashboard of 10001 and
 * lands on the schema list of that route, which holds exactly that many records (共 N 条) and says
 * why in its condition bar, naming people by name; 清除 shows the whole list again.
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
    const { acctName } = await call<{ acctName: string }>('/api/acct-info', {});
    const { waitMtc } = await call<{ waitMtc: number }>('/api/dashboard/engineer-sum', { hospCode: HOSP, mine: true });
    expect(waitMtc).toBeGreaterThan(0);
    await region(page, '我的待办')
      .getByRole('link', { name: `待维修 ${waitMtc}`, exact: true })
      .click();
    await expectList(page, '/mtc-record', waitMtc, [`维修工程师: ${acctName}`, '未完成']);

    const all = await call<{ total: number }>('/db/hosp-mtc-record/query', { hospCode: HOSP, pagedQueryInfo: { index: 1, pageSize: 1 } });
    await clearConditions(page, '/mtc-record', all.total);
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });

  it('保养超期 (my overdue maintenance) opens my overdue maintenance tasks', async () => {
    const { page, call } = await engineerOnDashboard();
    const { id: me } = await call<{ id: string }>('/api/dashboard/session-info', { hospCode: HOSP });
    const { acctName } = await call<{ acctName: string }>('/api/acct-info', {});
    const { maintainDelayTotal } = await call<{ maintainDelayTotal: number }>('/api/dashboard/item-remind-count', {
      hospCode: HOSP,
      mine: true,
    });
    expect(maintainDelayTotal).toBeGreaterThan(0);
    await region(page, '我的事项提醒')
      .getByRole('link', { name: `保养超期 ${maintainDelayTotal}`, exact: true })
      .click();
    await expectList(page, '/maintain-detail', maintainDelayTotal, [`保养人: ${acctName}`, '保养状态: 已超期']);

    // The columns a user acts on (after the expand button): equipment, department, person and plan by name, due date, status.
    const headings = await page.locator('.arco-table thead th').allInnerTexts();
    expect(headings.slice(1, 8)).toEqual(['设备', '所属科室', '保养人', '计划', '计划保养日期', '保养状态', '保养完成时间']);
    const tasks = await call<{ list: Record<string, string>[] }>('/db/hosp-task-maintain/query', {
      hospCode: HOSP,
      maintainPersonId: me,
      maintainStatus: '03',
      pagedQueryInfo: { index: 1, pageSize: 1 },
    });
    const first = tasks.list[0]!;
    const cells = await rows(page).first().locator('td').allInnerTexts();
    expect(cells.slice(1, 7)).toEqual([first.eqpIdDesc, first.deptIdDesc, acctName, first.planIdDesc, first.dueDate, '已超期']);

    const all = await call<{ total: number }>('/db/hosp-task-maintain/query', {
      hospCode: HOSP,
      pagedQueryInfo: { index: 1, pageSize: 1 },
    });
    await clearConditions(page, '/maintain-detail', all.total);
  });

  it('待巡检 (my open patrols) opens my to-do and overdue patrol tasks', async () => {
    const { page, call } = await engineerOnDashboard();
    const { acctName } = await call<{ acctName: string }>('/api/acct-info', {});
    const { waitPatrol } = await call<{ waitPatrol: number }>('/api/dashboard/engineer-sum', { hospCode: HOSP, mine: true });
    expect(waitPatrol).toBeGreaterThan(0);
    await region(page, '我的待办')
      .getByRole('link', { name: `待巡检 ${waitPatrol}`, exact: true })
      .click();
    await expectList(page, '/patrol-detail', waitPatrol, [`巡检人: ${acctName}`, '巡检状态: 待执行、已超期']);
  });
});

describe('the counts linked last: header totals, tags, usage, preventive tasks', () => {
  const onDashboard = (url: URL) => url.pathname === '/home/dashboard';
  const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

  it('联网设备 (role 01 header) opens the networked equipment', async () => {
    const { page, call } = await engineerOnDashboard();
    const { netEqpCount } = await call<{ netEqpCount: number }>('/api/dashboard/company-sum-info', { hospCode: HOSP });
    expect(netEqpCount).toBeGreaterThan(0);
    await region(page, '设备与资产')
      .getByRole('link', { name: `联网设备 ${netEqpCount}`, exact: true })
      .click();
    await expectList(page, '/eqp/index', netEqpCount, ['已联网']);

    // Money (format: money) reads with thousands separators: 2,109,000.00, not 2109000.
    const headings = await page.locator('.arco-table thead th').allInnerTexts();
    const priceColumn = headings.indexOf('购置价格(元)');
    expect(priceColumn).toBeGreaterThan(0);
    const prices = await rows(page)
      .locator(`td:nth-child(${priceColumn + 1})`)
      .allInnerTexts();
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.filter((price) => !/^\d{1,3}(,\d{3})*\.\d{2}$/.test(price))).toEqual([]);
    expect(prices.some((price) => price.includes(','))).toBe(true);
  });

  it("在用 of a tag (usage rate) opens that tag's equipment in use", async () => {
    const { page, errors, call } = await signInForDashboard(browser, baseUrl, 'manager', onDashboard);
    const usage = await call<{ tagName: string; tagCode: string; eqpCount: number; usingCount: number }[]>(
      '/db/workbench/eqp-tag-use-rate-query',
      { hospCode: HOSP },
    );
    // A tag with some equipment not in use: the list must narrow to exactly the ones in use.
    const tag = usage.find((item) => item.usingCount > 0 && item.usingCount < item.eqpCount);
    expect(tag).toBeDefined();
    await region(page, '设备使用率')
      .getByRole('link', { name: `${tag!.tagName} 在用 ${tag!.usingCount}`, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/eqp/index');
    expect(query(page)).toEqual({ hosp_code: HOSP, tagCode: tag!.tagCode, inUse: 'true' });
    await page.getByText(`共 ${tag!.usingCount} 条`, { exact: true }).waitFor();
    const chips = await conditionBar(page).locator('.arco-tag').allInnerTexts();
    expect(chips).toEqual([expect.stringMatching(/^设备分类: /), '在用']);
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });

  it('待执行 保养 (preventive tasks) opens the maintenance tasks to do', async () => {
    const { page, call } = await signInForDashboard(browser, baseUrl, 'manager', onDashboard);
    const items = await call<{ taskDesc: string; taskCountInfo: { maintainCount: number } }[]>('/db/workbench/work-count-query', {
      hospCode: HOSP,
    });
    const toDo = items.find((item) => item.taskDesc === '待执行')!.taskCountInfo.maintainCount;
    expect(toDo).toBeGreaterThan(0);
    await region(page, '预防性维护任务')
      .getByRole('link', { name: `待执行 保养 ${toDo}`, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/maintain-detail');
    expect(query(page)).toEqual({ hosp_code: HOSP, taskStatus: '02' });
    await page.getByText(`共 ${toDo} 条`, { exact: true }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(Math.min(toDo, 10));
  });

  it('the director (no task lists among their pages) sees the preventive counts as plain numbers, the tag counts as links', async () => {
    const { page, call } = await signInForDashboard(browser, baseUrl, 'director', onDashboard);
    const tags = await call<{ tagName: string; eqpCount: number }[]>('/db/workbench/eqp-tag-count-rate-query', { hospCode: '10003' });
    const first = tags.find((tag) => tag.eqpCount > 0)!;
    await region(page, '设备标签占比')
      .getByRole('link', { name: `${first.tagName} ${first.eqpCount}`, exact: true })
      .waitFor();
    const items = await call<{ taskCountInfo: Record<string, number> }[]>('/db/workbench/work-count-query', { hospCode: '10003' });
    expect(items.some((item) => Object.values(item.taskCountInfo).some((count) => count > 0))).toBe(true);
    const preventive = region(page, '预防性维护任务');
    await preventive.locator('tbody tr').first().waitFor();
    expect(await preventive.getByRole('link').count()).toBe(0);
  });
});
