import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { eventually, openFromSidebar, pathAndQuery, signIn, tab, tabTitles } from './shell-support.js';

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
const HOME_PATH = '/home/dashboard?hosp_code=10001';

/**
 * The address is read, not awaited as a navigation: the tab bar changes it inside the page, and
 * waitForURL after such a click timed out in two CI runs; a poll also says where the page is if it fails.
 */
async function atAddress(page: Page, expected: string): Promise<void> {
  await expect.poll(() => pathAndQuery(page), eventually).toBe(expected);
}

/** The manager (one hospital) with the given equipment pages opened from the sidebar, in order. */
async function managerWith(titles: string[], viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await signIn(browser, baseUrl, 'manager', HOME, viewport ? { viewport } : {});
  for (const title of titles) {
    await openFromSidebar(page, ['设备管理'], title);
    await tab(page, title).waitFor();
  }
  return page;
}

const activeTab = (page: Page) => page.locator('#shell-tags [role="tab"][aria-selected="true"]').getAttribute('aria-label');
const contextMenu = (page: Page) => page.locator('#shell-tags').getByRole('menu');

describe('tag bar', () => {
  it('shows each page with its title and a close icon; the fixed tab has none; a click navigates', async () => {
    const page = await managerWith(['设备台账', '维修记录']);
    expect(await tabTitles(page)).toEqual(['首页', '设备台账', '维修记录']);
    expect(await activeTab(page)).toBe('维修记录');
    await page.getByRole('button', { name: '关闭 设备台账' }).waitFor();
    expect(await tab(page, '首页').getByRole('button').count()).toBe(0);
    await tab(page, '设备台账').click();
    await atAddress(page, '/eqp/index?hosp_code=10001');
    await expect.poll(() => activeTab(page), eventually).toBe('设备台账');
  });

  it('closes a tab with the middle button or its icon; closing the active one goes to the last tab left', async () => {
    const page = await managerWith(['设备台账', '维修记录', '在保设备']);
    await tab(page, '维修记录').click({ button: 'middle' });
    await expect.poll(() => tabTitles(page), eventually).toEqual(['首页', '设备台账', '在保设备']);
    expect(pathAndQuery(page)).toBe('/insured-equipment-record?hosp_code=10001');
    await tab(page, '首页').click({ button: 'middle' });
    await tab(page, '设备台账').click();
    await atAddress(page, '/eqp/index?hosp_code=10001');
    await page.getByRole('button', { name: '关闭 设备台账' }).click();
    await expect.poll(() => tabTitles(page), eventually).toEqual(['首页', '在保设备']);
    await atAddress(page, '/insured-equipment-record?hosp_code=10001');
    // Clicked at once, while the page may still be loading: the tab bar goes by the address.
    await page.getByRole('button', { name: '关闭 在保设备' }).click();
    await atAddress(page, HOME_PATH);
    expect(await tabTitles(page)).toEqual(['首页']);
  });

  it('right-click menu: no 关闭 on the fixed tab; close, close others, close all', async () => {
    const page = await managerWith(['设备台账', '维修记录', '在保设备', '出保设备']);
    await tab(page, '首页').click({ button: 'right' });
    expect(await contextMenu(page).getByRole('menuitem').allInnerTexts()).toEqual(['刷新', '关闭其他', '关闭所有']);
    await page.locator('#shell-main').click();
    await contextMenu(page).waitFor({ state: 'detached' });

    await tab(page, '维修记录').click({ button: 'right' });
    expect(await contextMenu(page).getByRole('menuitem').allInnerTexts()).toEqual(['刷新', '关闭', '关闭其他', '关闭所有']);
    await contextMenu(page).getByRole('menuitem', { name: '关闭', exact: true }).click();
    await expect.poll(() => tabTitles(page), eventually).toEqual(['首页', '设备台账', '在保设备', '出保设备']);
    expect(pathAndQuery(page)).toBe('/guar-equipment-record?hosp_code=10001');

    // Close others: the fixed tab and the chosen one stay, and the chosen page is shown.
    await tab(page, '设备台账').click({ button: 'right' });
    await contextMenu(page).getByRole('menuitem', { name: '关闭其他' }).click();
    await atAddress(page, '/eqp/index?hosp_code=10001');
    expect(await tabTitles(page)).toEqual(['首页', '设备台账']);

    // Close all from the fixed tab: only fixed tabs remain, and the page stays where it is.
    await tab(page, '首页').click({ button: 'right' });
    await contextMenu(page).getByRole('menuitem', { name: '关闭所有' }).click();
    await expect.poll(() => tabTitles(page), eventually).toEqual(['首页']);
    expect(pathAndQuery(page)).toBe('/eqp/index?hosp_code=10001');

    // Close all from another tab: the last view (the fixed home) is shown.
    await openFromSidebar(page, ['设备管理'], '维修记录');
    await tab(page, '维修记录').click({ button: 'right' });
    await contextMenu(page).getByRole('menuitem', { name: '关闭所有' }).click();
    await atAddress(page, HOME_PATH);
    expect(await tabTitles(page)).toEqual(['首页']);
  });

  it('refresh goes through the redirect prefix with the full path and fetches the page afresh', async () => {
    const { page } = await signIn(browser, baseUrl, 'manager', HOME);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenUrls: string[] }).seenUrls = seen;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
          if (url) seen.push(String(url));
          original(data, unused, url);
        };
      }
    });
    const dashboardCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) dashboardCalls.push(new URL(request.url()).pathname);
    });
    await tab(page, '首页').click({ button: 'right' });
    await contextMenu(page).getByRole('menuitem', { name: '刷新' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seenUrls: string[] }).seenUrls), eventually)
      .toEqual(['/redirect/home/dashboard?hosp_code=10001', '/home/dashboard?hosp_code=10001']);
    // The home page mounted again and asked the server for its data once more.
    await expect.poll(() => dashboardCalls.length, eventually).toBeGreaterThan(0);
    expect(await tabTitles(page)).toEqual(['首页']);
  });

  it('scrolls with the wheel by a quarter of the delta, keeps the current tab in view, and the menu 105 px inside', async () => {
    const titles = ['设备台账', '维修记录', '在保设备', '出保设备', '盘点记录'];
    const page = await managerWith(titles, { width: 1000, height: 800 });
    for (const title of ['日常巡检', '巡检任务', '科室巡检', '保养任务', '质控任务', '计量任务', '大型设备巡检']) {
      await openFromSidebar(page, ['任务管理'], title);
      await tab(page, title).waitFor();
    }
    const scroller = page.locator('#shell-tags [role="tablist"]');
    const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeGreaterThan(100);

    // The current (last) tab was scrolled into view.
    const inView = async (title: string) => {
      const bar = (await scroller.boundingBox())!;
      const box = (await tab(page, title).boundingBox())!;
      return box.x >= bar.x && box.x + box.width <= bar.x + bar.width;
    };
    expect(await inView('大型设备巡检')).toBe(true);

    await scroller.evaluate((el) => {
      el.scrollLeft = 0;
    });
    const bar = (await scroller.boundingBox())!;
    await page.mouse.move(bar.x + bar.width / 2, bar.y + bar.height / 2);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft), eventually).toBe(50);
    // Going to the page of a tab out of sight brings that tab into view.
    await tab(page, '设备台账').click();
    await atAddress(page, '/eqp/index?hosp_code=10001');
    await expect.poll(() => inView('设备台账'), eventually).toBe(true);
    expect(await inView('大型设备巡检')).toBe(false);
    await openFromSidebar(page, ['任务管理'], '大型设备巡检');
    await atAddress(page, '/eqpLevelOne/major-patrol/major-patrol-detail?hosp_code=10001');
    await expect.poll(() => inView('大型设备巡检'), eventually).toBe(true);

    // A right-click near the right edge: the menu stays 105 px inside it; any click hides it.
    const last = (await tab(page, '大型设备巡检').boundingBox())!;
    await page.mouse.click(last.x + last.width - 4, last.y + last.height / 2, { button: 'right' });
    const container = (await page.locator('#shell-tags').boundingBox())!;
    const menu = (await contextMenu(page).boundingBox())!;
    expect(Math.round(menu.x - container.x)).toBe(Math.round(container.width) - 105);
    await page.locator('#shell-main').click();
    await contextMenu(page).waitFor({ state: 'detached' });
  });

  it('updates a tab when its full path changes, and keeps the tabs across a reload', async () => {
    const page = await managerWith(['设备台账', '维修记录']);
    await page.goto('/eqp/index?hosp_code=10001&eqpName=%E7%9B%91%E6%8A%A4%E4%BB%AA');
    await page.locator('#shell-main').waitFor();
    await expect.poll(() => tabTitles(page), eventually).toEqual(['首页', '设备台账', '维修记录']);
    await tab(page, '维修记录').click();
    await atAddress(page, '/mtc-record?hosp_code=10001');
    await tab(page, '设备台账').click();
    await atAddress(page, '/eqp/index?hosp_code=10001&eqpName=监护仪');
    await page.reload();
    await page.locator('#shell-main').waitFor();
    await expect.poll(() => tabTitles(page), eventually).toEqual(['首页', '设备台账', '维修记录']);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('hec:visitedViews:')).length)).toBe(1);
  });

  it('keeps up to 7 recent pages per account and hospital in browser storage', async () => {
    const titles = ['设备台账', '维修记录', '在保设备', '出保设备', '盘点记录'];
    const page = await managerWith(titles);
    for (const title of ['日常巡检', '巡检任务']) await openFromSidebar(page, ['任务管理'], title);
    await tab(page, '巡检任务').waitFor();
    const stored = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('hec:recentViews:'));
      return { key, value: key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null };
    });
    expect(stored.key).toMatch(/^hec:recentViews:a=[0-9a-f]{24}:h=10001$/);
    expect(stored.value.v).toBe(1);
    expect(stored.value.value.map((item: { title: string }) => item.title)).toEqual([
      '巡检任务',
      '日常巡检',
      '盘点记录',
      '出保设备',
      '在保设备',
      '维修记录',
      '设备台账',
    ]);
  });
});
