import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('console smoke', () => {
  it('serves the login page with the account field', async () => {
    const { page } = await openPage(browser, inject('e2eBaseUrl'));
    const response = await page.goto('/login');
    expect(response?.status()).toBe(200);
    await page.getByPlaceholder('请输入账号或手机号').waitFor({ state: 'visible', timeout: 20_000 });
  });
});
