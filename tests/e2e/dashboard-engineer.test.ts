import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { expectFigure, region, signInForDashboard, type DashboardSession } from './dashboard-support.js';

/**
 * Role 01 home dashboard in Chromium: the engineer (bound to 10001 and 10002) at 10001. Every
 * figure is compared with what the API returns for that hospital with the same token.
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

const count = (value: number) => new Intl.NumberFormat('en-US').format(value);
const wanYuan = (yuan: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.round(yuan / 100) / 100);

/** Logs in through /login (the guided tour marked as seen), opens the dashboard of HOSP. */
async function engineerOnDashboard(): Promise<DashboardSession> {
  const session = await signInForDashboard(browser, baseUrl, 'engineer');
  await session.page.goto(DASHBOARD);
  return session;
}

function pathAndQuery(page: Page): { path: string; query: Record<string, string> } {
  const url = new URL(page.url());
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('engineer home dashboard (role 01)', () => {
  it('shows the role 01 panels with the numbers the API returns for the hospital', async () => {
    const { page, errors, call } = await engineerOnDashboard();
    const session = await call<{ acctRoleType: string; id: string }>('/api/dashboard/session-info', { hospCode: HOSP });
    expect(session.acctRoleType).toBe('01');
    const me = session.id;

    const company = await call<{ netEqpCount: number; totalPrice: number }>('/api/dashboard/company-sum-info', { hospCode: HOSP });
    const totals = region(page, '设备与资产');
    await totals.getByText(count(company.netEqpCount), { exact: true }).waitFor();
    await totals.getByText(wanYuan(company.totalPrice), { exact: true }).waitFor();
    expect(await totals.getByText('联网设备').count()).toBe(1);

    const pending = await call<Record<string, number>>('/api/dashboard/engineer-sum', { hospCode: HOSP, mine: true });
    const pendingPanel = region(page, '我的待办');
    const total = Object.values(pending).reduce((sum, value) => sum + value, 0);
    await pendingPanel.getByText(count(total), { exact: true }).first().waitFor();
    await expectFigure(pendingPanel, '待维修', pending.waitMtc ?? 0, `/mtc-record?hosp_code=${HOSP}&currentEgnId=${me}&notFinish=true`);
    await expectFigure(
      pendingPanel,
      '待日常巡检',
      pending.waiDailyPatrol ?? 0,
      `/daily-patrol-detail?hosp_code=${HOSP}&patrolPerson=${me}&patrolStatusList=02%2C03`,
    );
    await expectFigure(
      pendingPanel,
      '待巡检',
      pending.waitPatrol ?? 0,
      `/patrol-detail?hosp_code=${HOSP}&patrolPersonId=${me}&patrolStatusList=02%2C03`,
    );
    await expectFigure(
      pendingPanel,
      '待保养',
      pending.waitMaintain ?? 0,
      `/maintain-detail?hosp_code=${HOSP}&maintainPersonId=${me}&maintainStatusList=02%2C03`,
    );
    await expectFigure(
      pendingPanel,
      '待质控',
      pending.waitQuality ?? 0,
      `/quality-detail?hosp_code=${HOSP}&qualityPersonId=${me}&qualityStatusList=02%2C03`,
    );
    await expectFigure(
      pendingPanel,
      '待计量',
      pending.waitMetering ?? 0,
      `/metering-plan?hosp_code=${HOSP}&meteringPersonId=${me}&notFinish=true`,
    );
    await expectFigure(
      pendingPanel,
      '待报废审核',
      pending.waitScrapEqp ?? 0,
      `/eqp/index?hosp_code=${HOSP}&firstEngineerId=${me}&state=04`,
    );

    const reminders = await call<Record<string, number>>('/api/dashboard/item-remind-count', { hospCode: HOSP, mine: true });
    const reminderPanel = region(page, '我的事项提醒');
    await reminderPanel.getByText(`共 ${reminders.total} 项`).waitFor();
    const share = (value: number) => `${(reminders.total ? Math.round((value / (reminders.total ?? 1)) * 10_000) / 100 : 0).toFixed(2)}%`;
    for (const [key, label] of [
      ['newMtcTotal', '新报修'],
      ['partrolDelayTotal', '巡检超期'],
      ['maintainDelayTotal', '保养超期'],
    ] as const) {
      const value = reminders[key] ?? 0;
      const row = reminderPanel.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
      expect((await row.innerText()).replace(/\s+/g, ' ')).toBe(`${label} ${share(value)} ${count(value)}`);
    }
    await expectFigure(
      reminderPanel,
      '新报修',
      reminders.newMtcTotal ?? 0,
      `/mtc-record?hosp_code=${HOSP}&actionState=01&notFinish=true&responsibleEgnId=${me}`,
    );
    await expectFigure(
      reminderPanel,
      '保养超期',
      reminders.maintainDelayTotal ?? 0,
      `/maintain-detail?hosp_code=${HOSP}&maintainPersonId=${me}&maintainStatus=03`,
    );

    const statistics = await call<Record<string, number>>('/api/finish-work-record', { hospCode: HOSP, myMaintain: true });
    const statisticsPanel = region(page, '我的关键统计');
    await expectFigure(statisticsPanel, '负责设备', statistics.eqpTotal ?? 0, `/eqp/index?hosp_code=${HOSP}&firstEngineerId=${me}`);
    await expectFigure(
      statisticsPanel,
      '本月维修',
      statistics.monthMaintenance ?? 0,
      `/mtc-record?hosp_code=${HOSP}&currentEgnId=${me}&monthFinishEqp=true`,
    );
    await expectFigure(
      statisticsPanel,
      '本月保养',
      statistics.monthMaintain ?? 0,
      `/maintain-detail?hosp_code=${HOSP}&maintainPersonId=${me}&monthFinishMaintain=true`,
    );
    const statisticsText = (await statisticsPanel.innerText()).replace(/\s+/g, ' ');
    for (const [key, label] of [
      ['waitCheckTotal', '待验收'],
      ['weeklyMaintenance', '本周维修'],
      ['weeklyMaintain', '本周保养'],
    ] as const) {
      expect(statisticsText).toContain(`${label} ${count(statistics[key] ?? 0)}`);
    }

    const team = await call<{
      toBeCompleted: number;
      total: number;
      dataList: { engineerId: string; engineerName: string; jobCount: number }[];
    }>('/api/dashboard/mtc-sum', { hospCode: HOSP });
    const teamPanel = region(page, '团队工作台');
    await teamPanel.getByText(count(team.toBeCompleted), { exact: true }).first().waitFor();
    expect((await teamPanel.innerText()).replace(/\s+/g, ' ')).toContain(`本月任务 ${count(team.total)}`);
    for (const member of team.dataList) {
      await expectFigure(
        teamPanel,
        member.engineerName,
        member.jobCount,
        `/mtc-record?hosp_code=${HOSP}&currentEgnId=${member.engineerId}&notFinish=true`,
      );
    }
    expect(await teamPanel.getByRole('img', { name: '任务较多：超过 15 项' }).count()).toBe(
      team.dataList.filter((member) => member.jobCount > 15).length,
    );
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });

  it('follows a pending-task link to the list with the right query', async () => {
    const { page, call } = await engineerOnDashboard();
    const { id } = await call<{ id: string }>('/api/dashboard/session-info', { hospCode: HOSP });
    const pending = await call<{ waitMtc: number }>('/api/dashboard/engineer-sum', { hospCode: HOSP, mine: true });
    expect(pending.waitMtc).toBeGreaterThan(0);
    await region(page, '我的待办')
      .getByRole('link', { name: `待维修 ${pending.waitMtc}`, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/mtc-record');
    expect(pathAndQuery(page)).toEqual({ path: '/mtc-record', query: { hosp_code: HOSP, currentEgnId: id, notFinish: 'true' } });
  });

  it('opens repair records and the equipment list from the search boxes on Enter', async () => {
    const { page } = await engineerOnDashboard();
    const repairBox = page.getByPlaceholder('输入报修单号，回车查看维修记录');
    await repairBox.fill('WX20261121001');
    await repairBox.press('Enter');
    await page.waitForURL((url) => url.pathname === '/mtc-record');
    expect(pathAndQuery(page)).toEqual({ path: '/mtc-record', query: { hosp_code: HOSP, seqNo: 'WX20261121001' } });

    await page.goto(DASHBOARD);
    const equipmentBox = page.getByPlaceholder('输入设备名称，回车查看设备台账');
    await equipmentBox.fill('呼吸机');
    await equipmentBox.press('Enter');
    await page.waitForURL((url) => url.pathname === '/eqp/index');
    expect(pathAndQuery(page)).toEqual({ path: '/eqp/index', query: { hosp_code: HOSP, eqpName: '呼吸机' } });
  });

  it('keeps the chosen common menus for this user and hospital across a reload', async () => {
    const { page } = await engineerOnDashboard();
    const panel = region(page, '常用菜单');
    await panel.getByText('还没有常用菜单，点击“设置”添加').waitFor();
    await panel.getByRole('button', { name: /设置/ }).click();
    const dialog = page.getByRole('dialog');
    // Arco draws its own box over a hidden input: tick by clicking the labels, as a user does.
    await dialog.getByText('维修记录', { exact: true }).click();
    await dialog.getByText('设备台账', { exact: true }).click();
    expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(2);
    await dialog.getByRole('button', { name: '保存' }).click();
    await panel.getByRole('link', { name: '设备台账' }).waitFor();
    await page.reload();
    const links = region(page, '常用菜单').getByRole('link');
    await links.first().waitFor();
    expect(await links.allInnerTexts()).toEqual(['维修记录', '设备台账']);
    expect(await links.nth(1).getAttribute('href')).toBe(`/eqp/index?hosp_code=${HOSP}`);
    // Another hospital of the same user has its own (empty) list.
    await page.goto('/home/dashboard?hosp_code=10002');
    await region(page, '常用菜单').getByText('还没有常用菜单，点击“设置”添加').waitFor();
  });
});
