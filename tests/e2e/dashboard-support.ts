import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { openPage } from '../support/browser.js';
import { DEMO_PASSWORD } from '../support/demo.js';

/** A signed-in page, and the API as that user (to compare what the page shows with the server). */
export interface DashboardSession {
  page: Page;
  errors: string[];
  token: string;
  call<T>(path: string, body: Record<string, unknown>): Promise<T>;
}

/**
 * Logs `loginName` in through /login with the guided tour marked as seen, waits until the guard has
 * placed the user (`landed`), and returns the page with an API caller holding the same token.
 */
export async function signInForDashboard(
  browser: Browser,
  baseUrl: string,
  loginName: string,
  landed: (url: URL) => boolean = (url) => url.pathname !== '/login',
  /** Runs on the fresh page before login, e.g. to start waiting for a request the dashboard makes. */
  beforeLogin: (page: Page) => unknown = () => undefined,
): Promise<DashboardSession> {
  const { page, errors } = await openPage(browser, baseUrl);
  await page.context().addCookies([{ name: 'hec_guide_shown', value: '1', url: baseUrl }]);
  await beforeLogin(page);
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号或手机号').fill(loginName);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByPlaceholder('请输入密码').press('Enter');
  await page.waitForURL(landed);
  const token = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'tk')?.value ?? '');
  expect(token).not.toBe('');
  const api = new ApiClient(baseUrl);
  const call = async <T>(path: string, body: Record<string, unknown>) => {
    const response = await api.post<T>(path, body, { token });
    expect(response.body.code, `${path}: ${response.body.msg}`).toBe('0');
    return response.body.data;
  };
  return { page, errors, token, call };
}

/** A dashboard panel by its accessible name. */
export const region = (page: Page, name: string) => page.getByRole('region', { name });

/** A figure shows its count; it is a link (with that href) exactly when the count is above zero. */
export async function expectFigure(panel: Locator, label: string, value: number, href: string | null): Promise<void> {
  const link = panel.getByRole('link', { name: `${label} ${value}`, exact: true });
  if (value > 0 && href) {
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(href);
  } else {
    expect(await link.count()).toBe(0);
  }
}
