import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { dropdownItem, eventually, signIn } from './shell-support.js';

let browser: Browser;
let baseUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
});
afterAll(async () => {
  await browser?.close();
});

const HOME = '**/home/dashboard?hosp_code=10001';

describe('preferences survive a reload', () => {
  it('language: English with "Switch Language Success", still English after a reload, and back', async () => {
    const { page } = await signIn(browser, baseUrl, 'manager', HOME);
    await page.getByRole('button', { name: '语言' }).click();
    await dropdownItem(page, 'English').click();
    await page.getByText('Switch Language Success').waitFor();
    await page.getByRole('button', { name: 'Switch hospital' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Switch hospital' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.locator('#shell-search input').getAttribute('placeholder')).toBe('Search menus');
    await page.getByRole('button', { name: 'Language' }).click();
    await dropdownItem(page, '中文').click();
    await page.getByRole('button', { name: '切换医院' }).waitFor();
  });

  it('size: 小 (Small) applies to Arco components and stays after a reload', async () => {
    const { page } = await signIn(browser, baseUrl, 'manager', HOME);
    const hamburger = page.locator('#shell-hamburger');
    expect(await hamburger.getAttribute('class')).toContain('arco-btn-size-default');
    await page.getByRole('button', { name: '组件尺寸' }).click();
    await dropdownItem(page, '小').click();
    await expect.poll(() => hamburger.getAttribute('class'), eventually).toContain('arco-btn-size-small');
    await page.reload();
    await page.locator('#shell-main').waitFor();
    expect(await page.locator('#shell-hamburger').getAttribute('class')).toContain('arco-btn-size-small');
    await page.getByRole('button', { name: '组件尺寸' }).click();
    await dropdownItem(page, '默认').click();
    await expect.poll(() => page.locator('#shell-hamburger').getAttribute('class'), eventually).toContain('arco-btn-size-large');
  });

  it('theme: default #409EFF, a preset recolours Arco with 换肤成功 and stays after a reload', async () => {
    const { page } = await signIn(browser, baseUrl, 'manager', HOME);
    const primary = () => page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--primary-6').trim());
    const activeTabColour = () =>
      page.locator('#shell-tags [role="tab"][aria-selected="true"]').evaluate((el) => getComputedStyle(el).backgroundColor);
    // The chosen colour's shade 6, darkened until text on it and in it reads at AA contrast
    // (src/shell/preferences/accessible-palette.ts): #409EFF gives #0063C9, #11A983 #0C735A.
    await expect.poll(primary, eventually).toBe('0,99,201');
    expect(await activeTabColour()).toBe('rgb(0, 99, 201)');
    await page.getByRole('button', { name: '主题色' }).click();
    expect(await page.getByRole('group', { name: '预设主题色' }).getByRole('button').count()).toBe(10);
    await page.getByRole('button', { name: '#11A983' }).click();
    await page.getByText('换肤成功').waitFor();
    await expect.poll(primary, eventually).toBe('12,115,90');
    expect(await activeTabColour()).toBe('rgb(12, 115, 90)');
    await page.reload();
    await page.locator('#shell-main').waitFor();
    await expect.poll(primary, eventually).toBe('12,115,90');
    // The login page wears the chosen colour too.
    await page.locator('#shell-user').click();
    await dropdownItem(page, '退出登录').click();
    await page.waitForURL('**/login');
    await expect.poll(primary, eventually).toBe('12,115,90');
  });
});
