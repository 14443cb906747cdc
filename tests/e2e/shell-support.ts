import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { openPage } from '../support/browser.js';
import { DEMO_PASSWORD } from '../support/demo.js';

/** For expect.poll: wait up to 15 s (its default is 1 s, short for a page loading its code). */
export const eventually = { timeout: 15_000 };

/** The shell's first-login tour cookie (src/shell/tour/guide-cookie.ts). */
export const GUIDE_COOKIE = 'hec_guide_shown';

export async function logIn(page: Page, loginName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByPlaceholder('请输入账号或手机号').fill(loginName);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByPlaceholder('请输入密码').press('Enter');
}

/** This browser has seen the guided tour already (so it does not cover the page). */
export async function skipTour(context: BrowserContext, baseUrl: string): Promise<void> {
  await context.addCookies([{ name: GUIDE_COOKIE, value: '1', url: baseUrl }]);
}

export interface SignInOptions {
  /** Keep the first-login tour (default: skipped). */
  tour?: boolean;
  viewport?: { width: number; height: number };
}

/** A fresh browser context signed in through /login, waiting until the guard has placed the user. */
export async function signIn(browser: Browser, baseUrl: string, loginName: string, landing: string, options: SignInOptions = {}) {
  const watched = await openPage(browser, baseUrl);
  const { page } = watched;
  if (options.viewport) await page.setViewportSize(options.viewport);
  if (!options.tour) await skipTour(page.context(), baseUrl);
  await page.goto('/login');
  await logIn(page, loginName);
  await page.waitForURL(landing);
  if (!landing.endsWith('/welcome')) await page.locator('#shell-main').waitFor();
  return watched;
}

/** Signs the engineer in and chooses a hospital on /welcome; the subsystem dialog then opens. */
export async function engineerChooses(browser: Browser, baseUrl: string, hospitalName: string, hospCode: string) {
  const watched = await signIn(browser, baseUrl, 'engineer', '**/welcome');
  await watched.page.getByRole('button', { name: new RegExp(hospitalName) }).click();
  await watched.page.waitForURL(`**/home/dashboard?hosp_code=${hospCode}`);
  return watched;
}

export function subsystemDialog(page: Page) {
  return page.getByRole('dialog').filter({ hasText: '选择子系统' });
}

export async function closeSubsystemDialog(page: Page): Promise<void> {
  const dialog = subsystemDialog(page);
  await dialog.locator('.arco-modal-close-icon').click();
  await dialog.waitFor({ state: 'detached' });
}

/** Opens a page from the sidebar: the groups (outermost first), then the page's link. */
export async function openFromSidebar(page: Page, groups: string[], title: string): Promise<void> {
  const sidebar = page.locator('#shell-sidebar');
  for (const group of groups) {
    const header = sidebar.locator('.arco-menu-inline-header', { has: page.getByText(group, { exact: true }) }).first();
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  }
  await sidebar.getByRole('link', { name: title, exact: true }).click();
}

export function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
}

export function tokenOf(page: Page): Promise<string | undefined> {
  return page
    .context()
    .cookies()
    .then((cookies) => cookies.find((cookie) => cookie.name === 'tk')?.value);
}

/** Titles of the open tabs, in order. */
export function tabTitles(page: Page): Promise<string[]> {
  return page.locator('#shell-tags [role="tab"]').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('aria-label') ?? ''));
}

/** An item of the open dropdown menu (the sidebar's items are menu items too). */
export function dropdownItem(page: Page, name: string) {
  return page.locator('.arco-dropdown').getByRole('menuitem', { name, exact: true });
}

/**
 * Opens a click-triggered dropdown and picks an item. A list that is still refetching can re-render
 * the trigger between the click and the popup, so the menu is opened again until the item shows.
 */
export async function pickFromDropdown(page: Page, trigger: Locator, name: string): Promise<void> {
  const item = dropdownItem(page, name);
  for (let attempt = 1; ; attempt++) {
    await trigger.click();
    try {
      await item.waitFor({ state: 'visible', timeout: 3_000 });
      break;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
  await item.click();
}

export function tab(page: Page, title: string) {
  return page.locator('#shell-tags').getByRole('tab', { name: title, exact: true });
}

/** Errors worth failing a test for (resource 4xx/5xx answers are logged by the browser, not by the app). */
export function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.includes('Failed to load resource'));
}
