import type { Browser, Page } from 'playwright-core';
import { openPage } from '../support/browser.js';
import { DEMO_PASSWORD } from '../support/demo.js';

/** A fresh context signed in as the demo super admin (guided tour marked as seen), on `path`. */
export async function adminOn(browser: Browser, baseUrl: string, path: string): Promise<{ page: Page; errors: string[] }> {
  const watched = await openPage(browser, baseUrl);
  const { page } = watched;
  await page.context().addCookies([{ name: 'hec_guide_shown', value: '1', url: baseUrl }]);
  await page.goto('/admin/login');
  await page.getByPlaceholder('请输入账号或手机号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByPlaceholder('请输入密码').press('Enter');
  await page.waitForURL('**/admin/dashboard**');
  await page.goto(path);
  return watched;
}

/** The token of the signed-in page, for checking through the API what the screen shows. */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'tk');
  if (!cookie) throw new Error('no tk cookie');
  return decodeURIComponent(cookie.value);
}

/** The success toast (Arco Message) with this text. */
export const toast = (page: Page, text: string) => page.locator('.arco-message').filter({ hasText: text }).first();

/** The open Arco modal with this title. */
export const dialog = (page: Page, title: string) => page.locator('.arco-modal').filter({ hasText: title }).last();
