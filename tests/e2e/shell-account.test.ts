import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { repoRoot, startServer, type RunningServer } from '../support/start-server.js';
import { dropdownItem, eventually, logIn, signIn, skipTour, tokenOf } from './shell-support.js';

// Servers of this file's own: the password changes here must not touch the shared server's
// accounts, and auto-logout needs a short AUTO_LOGOUT_DELAY.
const staticDir = path.resolve(repoRoot, process.env.E2E_STATIC_DIR ?? 'dist');
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({ env: { STATIC_DIR: staticDir } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const HOME = '**/home/dashboard?hosp_code=10001';

async function openSettings(page: Page, tabName: '基本信息' | '修改密码') {
  await page.locator('#shell-user').click();
  await dropdownItem(page, '个人设置').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '个人设置' });
  await dialog.getByRole('tab', { name: tabName }).click();
  return dialog;
}

describe('account settings', () => {
  // The avatar is an upload now: tests/e2e/upload-avatar.test.ts.
  it('shows own name and phone, saves email and the two switches', async () => {
    const { page } = await signIn(browser, server.baseUrl, 'manager', HOME);
    const dialog = await openSettings(page, '基本信息');
    await dialog.getByText('李科长').waitFor();
    await dialog.getByText('13800000002').waitFor();
    await dialog.getByLabel('邮箱').fill('not-an-email');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请输入正确的邮箱地址').waitFor();
    await dialog.getByLabel('邮箱').fill('li.kezhang@example.com');
    await dialog.getByRole('switch').first().click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('更新成功').waitFor();
    // The settings come back after a reload.
    await page.reload();
    await page.locator('#shell-main').waitFor();
    const again = await openSettings(page, '基本信息');
    await expect.poll(() => again.getByLabel('邮箱').inputValue(), eventually).toBe('li.kezhang@example.com');
    expect(await again.getByRole('switch').first().getAttribute('aria-checked')).toBe('true');
    expect(await again.getByRole('switch').nth(1).getAttribute('aria-checked')).toBe('false');
  });

  it('checks the password rules with the exact messages, then changes it and ends the other sessions', async () => {
    const { page } = await signIn(browser, server.baseUrl, 'engineer', '**/welcome');
    const other = await signIn(browser, server.baseUrl, 'engineer', '**/welcome');
    await page.getByRole('button', { name: /示范市第一人民医院/ }).click();
    await page.waitForURL(HOME);
    await page.getByRole('dialog').locator('.arco-modal-close-icon').click();
    const dialog = await openSettings(page, '修改密码');
    const field = (label: string) => dialog.getByLabel(label, { exact: true });
    const submit = () => dialog.getByRole('button', { name: '确认修改' }).click();
    const shows = (text: string) => dialog.getByText(text, { exact: true }).waitFor();

    await submit();
    await shows('请输入原密码');
    await shows('请输入新密码');
    await shows('请确认新密码');
    await field('原密码').fill(DEMO_PASSWORD);
    await field('新密码').fill(DEMO_PASSWORD);
    await submit();
    await shows('新密码不能等于当前密码!');
    await field('新密码').fill('abcdefgh');
    await field('确认新密码').fill('abcdefgh');
    await submit();
    await dialog.getByText('请输入8至20位由数字、字母和特殊字符中的两种或两种以上组成的密码').first().waitFor();
    await field('新密码').fill('Better#2027');
    await field('确认新密码').fill('Better#2028');
    await submit();
    await shows('两次输入密码不一致!');

    // A wrong current password is refused by the server (the request travels encrypted).
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/acct-center/api/web/upd-acct-pwd')) bodies.push(request.postData() ?? '');
    });
    await field('原密码').fill('Wrong#2026');
    await field('确认新密码').fill('Better#2027');
    await submit();
    await page.getByText('原密码错误').waitFor();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toContain('Wrong#2026');
    expect(bodies[0]).not.toContain('Better#2027');
    expect(Object.keys(JSON.parse(bodies[0]!)).sort()).toEqual(['newPassWord', 'newPassWordConfirm', 'passWord', 'token']);

    await field('原密码').fill(DEMO_PASSWORD);
    await submit();
    await page.getByText('密码更新成功').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // This browser stays signed in; the other session is over.
    const token = await tokenOf(page);
    expect((await (await page.request.get('/api/acct-type', { headers: { token: token! } })).json()).code).toBe('0');
    const otherToken = await tokenOf(other.page);
    expect((await (await other.page.request.get('/api/acct-type', { headers: { token: otherToken! } })).json()).code).toBe('098');
    const relogin = await openPage(browser, server.baseUrl);
    await skipTour(relogin.page.context(), server.baseUrl);
    await relogin.page.goto('/login');
    await logIn(relogin.page, 'engineer', 'Better#2027');
    await relogin.page.waitForURL('**/welcome');
  });
});

describe('inactivity auto-logout', () => {
  it('after autoLogoutDelay idle seconds says 由于长时间未使用，您已被登出; 重新登录 logs out and reloads', async () => {
    const idleServer = await startServer({ env: { STATIC_DIR: staticDir, AUTO_LOGOUT_DELAY: '4' } });
    try {
      const { page } = await openPage(browser, idleServer.baseUrl);
      await skipTour(page.context(), idleServer.baseUrl);
      await page.goto('/login');
      await logIn(page, 'manager');
      await page.waitForURL(HOME);
      // A quiet page, so nothing but the idle timer acts.
      await page.goto('/admin/dashboard?hosp_code=10001');
      await page.getByRole('heading', { name: '系统管理员' }).waitFor();
      const modal = page.locator('.arco-modal').filter({ hasText: '由于长时间未使用，您已被登出' });
      await modal.waitFor({ timeout: 20_000 });
      await modal.getByRole('button', { name: '重新登录' }).click();
      await page.waitForURL('**/login?**');
      const url = new URL(page.url());
      expect(url.searchParams.get('redirect')).toBe('/admin/dashboard?hosp_code=10001');
      expect(await tokenOf(page)).toBeUndefined();
      await page.getByPlaceholder('请输入账号或手机号').waitFor();
    } finally {
      await idleServer.stop();
    }
    // It starts its own server, which may take minutes on a busy machine (tests/support/start-server.ts).
  }, 300_000);
});
