import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser, openPage } from '../support/browser.js';
import { DEMO_PASSWORD } from '../support/demo.js';

let browser: Browser;
let baseUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(page: Page, loginName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByPlaceholder('请输入账号或手机号').fill(loginName);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByPlaceholder('请输入密码').press('Enter');
}

/** A fresh browser context signed in through /login, waiting until the guard has placed the user. */
async function signedInPage(loginName: string, landing: string): Promise<Page> {
  const { page } = await openPage(browser, baseUrl);
  // The shell's first-login tour would cover the page: this browser has "seen" it already.
  await page.context().addCookies([{ name: 'hec_guide_shown', value: '1', url: baseUrl }]);
  await page.goto('/login');
  await logIn(page, loginName);
  await page.waitForURL(landing);
  return page;
}

function tokenCookie(page: Page) {
  return page
    .context()
    .cookies()
    .then((cookies) => cookies.find((cookie) => cookie.name === 'tk'));
}

function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
}

describe('login', () => {
  it('shows the server message for a wrong password and stays on /login', async () => {
    const { page, errors } = await openPage(browser, baseUrl);
    await page.goto('/login');
    await logIn(page, 'engineer', 'wrong-password');
    await expect(page.getByText('账号或密码错误').first().waitFor({ timeout: 10_000 })).resolves.toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'tk' }));
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  it('takes a user with two hospitals to /welcome, then to the chosen hospital', async () => {
    const { page } = await openPage(browser, baseUrl);
    await page.goto('/login');
    await logIn(page, 'engineer');
    await page.getByRole('heading', { name: '请选择医院' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/welcome');
    await page.getByRole('button', { name: /示范市中心医院/ }).click();
    await page.waitForURL('**/home/dashboard?hosp_code=10002');
    await page.getByText('示范市中心医院').first().waitFor();
    await page.getByText('张工程师').first().waitFor();
    // The engineer's role has the equipment menus but not the system-administration ones; the
    // shell's sidebar keeps links of closed menu groups in the page, hidden.
    await page.getByRole('link', { name: '设备台账', includeHidden: true }).waitFor({ state: 'attached' });
    expect(await page.getByRole('link', { name: '系统字典', includeHidden: true }).count()).toBe(0);
  });

  it('takes a user with one hospital straight to its home page, logging in by phone number', async () => {
    const page = await signedInPage('13800000002', '**/home/dashboard?hosp_code=10001');
    await page.getByText('李科长').first().waitFor();
    await page.getByRole('link', { name: '系统字典', includeHidden: true }).waitFor({ state: 'attached' });
  });
});

describe('route guard', () => {
  it('sends a visitor without a token to /login with the redirect and hosp_code', async () => {
    const { page } = await openPage(browser, baseUrl);
    await page.goto('/home/dashboard?hosp_code=10001');
    await page.waitForURL('**/login?**');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/home/dashboard?hosp_code=10001');
    expect(url.searchParams.get('hosp_code')).toBe('10001');
  });

  it('sends /admin paths to /admin/login, and back after the admin logs in', async () => {
    const { page } = await openPage(browser, baseUrl);
    await page.goto('/admin/dashboard?hosp_code=10001');
    await page.waitForURL('**/admin/login?**');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/dashboard?hosp_code=10001');
    await page.getByRole('heading', { name: '管理员登录' }).waitFor();
    await logIn(page, 'admin');
    await page.getByRole('heading', { name: '系统管理员' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
  });

  it('redirects / to /login and unknown paths to /404', async () => {
    const { page } = await openPage(browser, baseUrl);
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.goto('/login');
    await logIn(page, 'manager');
    await page.waitForURL('**/home/dashboard?hosp_code=10001');
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
  });

  it('with a token, /login goes on to the hospital choice, and returns after login to the redirect', async () => {
    const { page } = await openPage(browser, baseUrl);
    await page.goto('/home/dashboard?hosp_code=10002');
    await page.waitForURL('**/login?**');
    await logIn(page, 'engineer');
    await page.waitForURL('**/home/dashboard?hosp_code=10002');
    await page.goto('/login');
    await page.waitForURL('**/welcome');
  });

  it('sends a user to the hospital choice for a hospital they are not bound to', async () => {
    const page = await signedInPage('engineer', '**/welcome');
    await page.goto('/home/dashboard?hosp_code=10003');
    await page.waitForURL('**/welcome');
    expect(pathAndQuery(page)).toBe('/welcome');
  });
});

describe('session end', () => {
  it('logs out: the token is revoked and protected pages go back to /login', async () => {
    const page = await signedInPage('manager', '**/home/dashboard?hosp_code=10001');
    const token = (await tokenCookie(page))?.value;
    expect(token).toBeTruthy();
    await page.locator('#shell-user').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL('**/login**');
    expect(await tokenCookie(page)).toBeUndefined();
    const after = await page.request.get('/api/hosp-list', { headers: { token: token! } });
    expect((await after.json()).code).toBe('098');
    await page.goto('/home/dashboard?hosp_code=10001');
    await page.waitForURL('**/login?**');
  });

  it('shows one 登录超时 dialog when the session is gone, and 重新登录 returns to /login', async () => {
    const page = await signedInPage('manager', '**/home/dashboard?hosp_code=10001');
    // Let the dashboard finish loading first: a call of this page answered 098 after the revoke
    // would log the page out (as a failed hospital load must), and the reload would find no token.
    await page.waitForLoadState('networkidle');
    // End the session behind the page's back, as an idle timeout or a revoke on the server would.
    // The call goes from outside the browser, so its cookie-clearing answer never touches the page's
    // cookies: the page still holds the dead token when it reloads.
    const token = decodeURIComponent((await tokenCookie(page))!.value);
    expect((await new ApiClient(baseUrl).get('/api/logOut', { token })).body.code).toBe('0');
    await page.reload();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('登录超时').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL('**/login**');
    await page.getByPlaceholder('请输入账号或手机号').waitFor();
  });
});
