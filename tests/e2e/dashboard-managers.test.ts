import type { Browser, Locator, Request } from 'playwright-core';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { expectFigure, region, signInForDashboard, type DashboardSession } from './dashboard-support.js';

/**
 * Roles 02 (manager, hospital 10001) and 03 (director, hospital 10003) in Chromium: every figure
 * equals what the API returns for that hospital with the same token.
 */
let browser: Browser;
let baseUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
});
afterAll(async () => {
  await browser?.close();
});

const count = (value: number) => new Intl.NumberFormat('en-US').format(value);
const wanYuan = (yuan: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.round(yuan / 100) / 100);
const flat = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();

/** The boot-rate default: the six months up to the month of "ten days ago". */
function defaultRange(): [string, string] {
  const last = dayjs().subtract(10, 'day').startOf('month');
  return [last.subtract(5, 'month').format('YYYY-MM'), last.format('YYYY-MM')];
}

interface Session extends DashboardSession {
  /** The first boot-rate request the dashboard made. */
  bootRateRequest: Promise<Request>;
}

async function signIn(loginName: string, hospCode: string, bootRatePath: string): Promise<Session> {
  let bootRateRequest!: Promise<Request>;
  // A user of one hospital lands straight on its dashboard.
  const landed = (url: URL) => url.pathname === '/home/dashboard' && url.searchParams.get('hosp_code') === hospCode;
  const session = await signInForDashboard(browser, baseUrl, loginName, landed, (page) => {
    bootRateRequest = page.waitForRequest((request) => request.url().endsWith(bootRatePath));
  });
  return { ...session, bootRateRequest };
}

async function expectSharedPanels({ page, call }: Session, hospCode: string): Promise<void> {
  expect((await call<{ acctRoleType: string }>('/api/dashboard/session-info', { hospCode })).acctRoleType).toMatch(/^0[23]$/);
  const top = await call<{ eqpCount: number; totalPrice: number }>('/db/workbench/eqp-count-price-uery', { hospCode });
  const totals = region(page, '设备与资产');
  await totals.getByText(wanYuan(top.totalPrice), { exact: true }).waitFor();
  expect(await flat(totals)).toContain(`设备总数 ${count(top.eqpCount)}台`);

  const month = dayjs().format('YYYY-MM');
  const warranty = region(page, '维保概况');
  const sums: [string, string, string][] = [
    ['/db/hosp-eqp-maintenance/insured-info', '本月在保', `/insured-equipment-record?hosp_code=${hospCode}&time=${month}`],
    ['/db/hosp-eqp-maintenance/guar-info', '本月出保', `/guar-equipment-record?hosp_code=${hospCode}&time=${month}`],
    ['/db/hosp-eqp-maintenance/about-guar-info', '未来三个月出保', `/eqp/index?hosp_code=${hospCode}&time=${month}&aboutGuar=1`],
  ];
  for (const [path, label, href] of sums) {
    const { sum } = await call<{ sum: number }>(path, { hospCode, time: month, acctCheck: '02' });
    await expectFigure(warranty, label, sum, href);
  }

  const repairStatus = await call<Record<string, number>>('/db/workbench/eqp-mtc-status-count-query', { hospCode });
  const statusPanel = region(page, '维修状态');
  const states: [string, string, string][] = [
    ['tobeApply', '待申领', '01'],
    ['waitMtc', '已申领待维修', '02'],
    ['mtcingCount', '维修中', '03'],
    ['waitAccCount', '等待配件', '04'],
    ['accArriveCount', '配件已到', '05'],
    ['extraMtcCount', '外出维修', '06'],
    ['tobeCheckCount', '待验收', '07'],
    ['otherCount', '其他', '08'],
  ];
  for (const [key, label, state] of states) {
    await expectFigure(statusPanel, label, repairStatus[key] ?? 0, `/mtc-record?hosp_code=${hospCode}&actionState=${state}&notFinish=true`);
  }

  const equipmentState = await call<Record<string, number>>('/db/workbench/eqp-status-rate-query', { hospCode });
  const statePanel = region(page, '设备状态');
  const stateText = await flat(statePanel);
  for (const [key, label] of [
    ['normalCount', '正常'],
    ['waitMtcCount', '待维修'],
    ['mtcingCount', '维修中'],
  ] as const) {
    expect(stateText).toContain(`${label} ${count(equipmentState[key] ?? 0)}`);
  }
  await expectFigure(statePanel, '待报废', equipmentState.waitScrapCount ?? 0, `/eqp/index?hosp_code=${hospCode}&state=04`);
  await expectFigure(statePanel, '设备总数', equipmentState.allCount ?? 0, `/eqp/index?hosp_code=${hospCode}`);

  const running = await call<{ tagName: string; normalCount: number; mtcCount: number }[]>('/db/workbench/eqp-mtc-and-normal-count-query', {
    hospCode,
  });
  const rows = region(page, '设备运行状态').getByRole('row');
  expect(await rows.count()).toBe(running.length + 1);
  for (const [index, item] of running.entries()) {
    expect(await flat(rows.nth(index + 1))).toBe(`${item.tagName} ${count(item.normalCount)} ${count(item.mtcCount)}`);
  }

  const tagShare = await call<{ tagName: string; eqpCount: number; tagRate: number }[]>('/db/workbench/eqp-tag-count-rate-query', {
    hospCode,
  });
  const tiles = region(page, '设备标签占比').getByRole('listitem');
  expect(await tiles.count()).toBe(tagShare.length);
  for (const [index, item] of tagShare.entries()) {
    const percent = (Math.round(item.tagRate * 10_000) / 100).toFixed(2);
    expect(await flat(tiles.nth(index))).toBe(`${percent}% ${item.tagName} ${item.eqpCount} 台`);
  }

  const usage = await call<{ tagName: string; eqpCount: number; usingCount: number; useRate: number }[]>(
    '/db/workbench/eqp-tag-use-rate-query',
    { hospCode },
  );
  const usageText = await flat(region(page, '设备使用率'));
  for (const item of usage) {
    expect(usageText).toContain(`${item.tagName} ${Math.round(item.useRate * 100)}% 在用 ${item.usingCount}/${item.eqpCount} 台`);
  }

  const preventive = await call<{ taskDesc: string; taskCountInfo: Record<string, number> }[]>('/db/workbench/work-count-query', {
    hospCode,
  });
  const tableRows = region(page, '预防性维护任务').locator('tbody tr');
  expect(await tableRows.count()).toBe(preventive.length);
  for (const [index, item] of preventive.entries()) {
    const info = item.taskCountInfo;
    const numbers = [
      info.dailyPatrolCount,
      info.patrolDetailCount,
      info.maintainCount,
      info.qualityCount,
      info.majorPatrolCount,
      info.meteringCount,
    ];
    expect(await flat(tableRows.nth(index))).toBe([item.taskDesc, ...numbers.map((value) => count(value ?? 0))].join(' '));
  }

  const large = await call<{ total: number; list: { eqpName: string; price: number }[] }>('/api/large-eqp-query', {
    hospCode,
    pagedQueryInfo: { index: 1, pageSize: 10 },
  });
  if (large.total > 0) {
    const panel = region(page, '大型设备');
    expect(await flat(panel)).toContain(`共 ${large.total} 台`);
    expect(await panel.locator('tbody tr').count()).toBe(large.list.length);
    expect(await flat(panel.locator('tbody tr').first())).toContain(wanYuan(large.list[0]?.price ?? 0));
  } else {
    expect(await region(page, '大型设备').count()).toBe(0);
  }

  // The manager background: the day picture (light sky) under the morning flag, else the night one.
  const background = page.locator('[data-morning]');
  const morning = (await background.getAttribute('data-morning')) === 'true';
  expect(await background.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(
    morning ? "stop-color='%23e8f3ff'" : "stop-color='%231d2b4f'",
  );
}

describe('hospital-wide manager dashboard (role 02)', () => {
  it('shows every panel with the numbers the API returns, boot rate per department over the latest six months', async () => {
    const session = await signIn('manager', '10001', '/api/dashboard/eqp-boot-rate');
    expect((await session.bootRateRequest).postDataJSON()).toEqual({ hospCode: '10001', reqDate: defaultRange() });
    await region(session.page, '科室设备开机率').waitFor();
    await expectSharedPanels(session, '10001');
    expect(session.errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });

  it('follows a repair-status link to the repair records with the action state', async () => {
    const { page, call } = await signIn('manager', '10001', '/api/dashboard/eqp-boot-rate');
    const counts = await call<{ mtcingCount: number }>('/db/workbench/eqp-mtc-status-count-query', { hospCode: '10001' });
    expect(counts.mtcingCount).toBeGreaterThan(0);
    await region(page, '维修状态')
      .getByRole('link', { name: `维修中 ${counts.mtcingCount}`, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/mtc-record');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ hosp_code: '10001', actionState: '03', notFinish: 'true' });
  });

  it('keeps the rest of the page working when one panel call fails, that panel at its defaults', async () => {
    // The network drops the repair-status call only.
    const { page, errors, call } = await signInForDashboard(
      browser,
      baseUrl,
      'manager',
      (url) => url.pathname === '/home/dashboard',
      (fresh) => fresh.route('**/db/workbench/eqp-mtc-status-count-query', (route) => route.abort('connectionreset')),
    );
    const top = await call<{ eqpCount: number; totalPrice: number }>('/db/workbench/eqp-count-price-uery', { hospCode: '10001' });
    await region(page, '设备与资产').getByText(wanYuan(top.totalPrice), { exact: true }).waitFor();
    await region(page, '设备状态').getByRole('link').first().waitFor();
    const statusPanel = region(page, '维修状态');
    expect(await flat(statusPanel)).toBe('维修状态 待申领 0 已申领待维修 0 维修中 0 等待配件 0 配件已到 0 外出维修 0 待验收 0 其他 0');
    expect(await statusPanel.getByRole('link').count()).toBe(0);
    // Silent: no error toast for the failed panel.
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors.filter((error) => !error.includes('Failed to load resource') && !error.includes('ERR_CONNECTION_RESET'))).toEqual([]);
  });
});

describe('department-oriented dashboard (role 03)', () => {
  it('shows every panel with the numbers the API returns, boot rate per month over the latest six months', async () => {
    const session = await signIn('director', '10003', '/db/workbench/eqp-group-mouth-query');
    expect((await session.bootRateRequest).postDataJSON()).toEqual({ hospCode: '10003', reqDate: defaultRange() });
    await region(session.page, '月度设备开机率').waitFor();
    await expectSharedPanels(session, '10003');
    expect(session.errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });

  it('refuses a boot-rate range of more than six months with the seed message, and accepts a shorter one', async () => {
    const { page } = await signIn('director', '10003', '/db/workbench/eqp-group-mouth-query');
    const panel = region(page, '月度设备开机率');
    const [first, last] = defaultRange();
    const inputs = panel.locator('input');
    // The picker's first header button («) goes one year back.
    const previousYear = page.locator('.arco-picker-header-icon').first();
    await inputs.first().click();
    // One year back: the left month panel then shows a year whose months are all selectable.
    await previousYear.click();
    const year = Number(first.slice(0, 4)) - 1;
    const leftPanel = page.locator('.arco-panel-month').first();
    await leftPanel.getByText('一月', { exact: true }).click();
    await leftPanel.getByText('十二月', { exact: true }).click();
    await page.getByRole('alert').filter({ hasText: '设备开机率最多选择六个月内的区间' }).waitFor();
    expect([await inputs.nth(0).inputValue(), await inputs.nth(1).inputValue()]).toEqual([first, last]);

    await page.keyboard.press('Escape');
    const shorter = page.waitForRequest((request) => {
      if (!request.url().endsWith('/db/workbench/eqp-group-mouth-query')) return false;
      return JSON.stringify(request.postDataJSON()?.reqDate) === JSON.stringify([`${year}-01`, `${year}-03`]);
    });
    await inputs.first().click();
    await previousYear.click();
    await leftPanel.getByText('一月', { exact: true }).click();
    await leftPanel.getByText('三月', { exact: true }).click();
    expect((await shorter).postDataJSON()).toEqual({ hospCode: '10003', reqDate: [`${year}-01`, `${year}-03`] });
    expect([await inputs.nth(0).inputValue(), await inputs.nth(1).inputValue()]).toEqual([`${year}-01`, `${year}-03`]);
  });
});
