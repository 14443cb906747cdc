import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser, openPage } from '../support/browser.js';
import { adminToken } from '../support/entity-api.js';
import { repoRoot, startServer, type RunningServer } from '../support/start-server.js';
import { createHospitalUser, hospUserCalls, NEW_PASSWORD } from '../api/hosp-user-support.js';
import { dialog, toast } from './entity-support.js';
import { logIn, skipTour } from './shell-support.js';

/**
 * Work left behind, in Chromium (issue 13): the hospital's own administrator (李科长, 10001) hands
 * the demo engineer's open work to a new engineer, and the new engineer's dashboard counts move.
 * Its own server: the demo engineer's work moves, which the dashboard tests count on.
 */
let server: RunningServer;
let browser: Browser;
let api: ApiClient;
let newcomer: { acctId: string; cellPhone: string };
const NEWCOMER = '接班工程师';

beforeAll(async () => {
  const staticDir = path.resolve(repoRoot, process.env.E2E_STATIC_DIR ?? 'dist');
  server = await startServer({ env: { STATIC_DIR: staticDir, LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
  api = new ApiClient(server.baseUrl);
  const admin = await adminToken(api);
  newcomer = await createHospitalUser(
    hospUserCalls(api, () => admin),
    '10001',
    { acctName: NEWCOMER },
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in page of a hospital user, on 10001's home dashboard. */
async function onDashboard(loginName: string, password: string): Promise<Page> {
  const { page } = await openPage(browser, server.baseUrl);
  await skipTour(page.context(), server.baseUrl);
  await page.goto('/login');
  await logIn(page, loginName, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/home/dashboard?hosp_code=10001');
  return page;
}

/** The 待维修 figure of 我的待办: a link showing the count when above zero, plain text otherwise. */
const waitMtcLink = (page: Page, count: number) =>
  page.getByRole('region', { name: '我的待办' }).getByRole('link', { name: `待维修 ${count}`, exact: true });

describe('transferring open work', () => {
  let before = 0;

  it('the new engineer starts with nothing to repair', async () => {
    const page = await onDashboard(newcomer.cellPhone, NEW_PASSWORD);
    await page.getByRole('region', { name: '我的待办' }).getByText('待维修').first().waitFor();
    expect(
      await page
        .getByRole('region', { name: '我的待办' })
        .getByRole('link', { name: /^待维修/ })
        .count(),
    ).toBe(0);
    await page.context().close();
  });

  it("the hospital's administrator hands the engineer's work over", async () => {
    const { page } = await openPage(browser, server.baseUrl);
    await skipTour(page.context(), server.baseUrl);
    await page.goto('/login');
    await logIn(page, 'manager');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/admin/hospital/hosp-user?hosp_code=10001');
    const engineerRow = page.locator('.arco-table tbody tr.arco-table-tr').filter({ hasText: '张工程师' });
    await engineerRow.getByRole('button', { name: '更多' }).click();
    await page.locator('.arco-dropdown').getByRole('menuitem', { name: '转交未完成工作', exact: true }).click();
    const transfer = dialog(page, '转交未完成工作');
    const totals = transfer.locator('.hosp-user-work-totals');
    await totals.getByText('未完成维修工单').waitFor();
    const orders = totals.locator('.arco-descriptions-item-value').first();
    await expect.poll(async () => Number(await orders.innerText()), { timeout: 15_000 }).toBeGreaterThan(0);
    before = Number(await orders.innerText());

    await transfer.getByRole('combobox', { name: '接收工程师' }).or(transfer.locator('.arco-select-view')).first().click();
    await page
      .locator('.arco-select-popup:visible')
      .getByText(new RegExp(`^${NEWCOMER}`))
      .click();
    await transfer.getByRole('button', { name: '转交' }).click();
    await toast(page, '转交成功').waitFor();
    await expect
      .poll(async () => totals.locator('.arco-descriptions-item-value').allInnerTexts(), { timeout: 15_000 })
      .toEqual(['0', '0', '0']);
    await page.context().close();
  });

  it("the new engineer's dashboard now counts the work", async () => {
    const page = await onDashboard(newcomer.cellPhone, NEW_PASSWORD);
    await waitMtcLink(page, before).waitFor();
    await page.context().close();
  });
});
