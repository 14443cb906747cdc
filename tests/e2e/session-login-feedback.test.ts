import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser, openPage } from '../support/browser.js';
import { adminToken } from '../support/entity-api.js';
import { eventually, logIn, skipTour, tokenOf } from './shell-support.js';

// Issue 10 items 7 and 10: what a user sees around signing in.
let browser: Browser;
let baseUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
});
afterAll(async () => {
  await browser?.close();
});

const wrongPasswordToast = (page: import('playwright-core').Page) => page.locator('.arco-message').filter({ hasText: '账号或密码错误' });

describe('signing in', () => {
  it('a wrong-password toast does not follow the user onto the dashboard after the right password', async () => {
    const { page } = await openPage(browser, baseUrl);
    await skipTour(page.context(), baseUrl);
    await page.goto('/login');
    await logIn(page, 'manager', 'wrong-password');
    await wrongPasswordToast(page).first().waitFor();
    await logIn(page, 'manager');
    await page.waitForURL('**/home/dashboard?hosp_code=10001');
    // Gone within its exit transition; left alone it would stay its full 5 s (seed 000 section 8).
    await expect.poll(() => wrongPasswordToast(page).count(), { timeout: 2_000 }).toBe(0);
  });

  it('an account of type 02 is signed out at session loading: 未知账户类型 in the console, a plain notice on the page', async () => {
    const api = new ApiClient(baseUrl);
    const admin = await adminToken(api);
    const acctNo = `director${Date.now().toString(36)}`;
    const added = await api.post('/db/acct/add', { type: '02', acctNo, acctName: '非标准用户', passWord: 'Typed_2026' }, { token: admin });
    expect(added.body.code).toBe('0');

    const { page, errors } = await openPage(browser, baseUrl);
    await page.goto('/login');
    await logIn(page, acctNo, 'Typed_2026');
    await page.getByText('该类型的账号不能登录控制台，请联系管理员').waitFor();
    await expect.poll(() => errors.filter((error) => error.includes('未知账户类型')).length, eventually).toBe(1);
    await expect.poll(() => tokenOf(page), eventually).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/login');
    // The refusal stays in the console: no toast repeats it.
    expect(await page.locator('.arco-message').filter({ hasText: '未知账户类型' }).count()).toBe(0);
  });

  it('the hospital choice on /welcome has the login pages’ look', async () => {
    const { page } = await openPage(browser, baseUrl);
    await skipTour(page.context(), baseUrl);
    await page.goto('/login');
    const loginBackground = await page
      .locator('main')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundImage);
    await logIn(page, 'engineer');
    await page.waitForURL('**/welcome');
    const card = page.locator('section', { has: page.getByRole('heading', { name: '请选择医院' }) });
    await card.getByRole('button', { name: /示范市中心医院/ }).waitFor();
    expect(loginBackground).toContain('linear-gradient');
    expect(
      await page
        .locator('main')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundImage),
    ).toBe(loginBackground);
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThan(100);
    expect(await card.getByRole('button', { name: '退出登录' }).count()).toBe(1);
  });
});
