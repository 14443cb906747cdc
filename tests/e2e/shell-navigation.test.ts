import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.js';
import {
  appErrors,
  closeSubsystemDialog,
  dropdownItem,
  engineerChooses,
  eventually,
  logIn,
  openFromSidebar,
  pathAndQuery,
  signIn,
  subsystemDialog,
  tabTitles,
  tokenOf,
} from './shell-support.js';

let browser: Browser;
let baseUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
});
afterAll(async () => {
  await browser?.close();
});

const sidebar = (page: import('playwright-core').Page) => page.locator('#shell-sidebar');
const breadcrumb = (page: import('playwright-core').Page) => page.locator('.arco-breadcrumb-item').allInnerTexts();
/** A subsystem card once the auth check has answered: enabled ('false') or not ('true'). */
const subsystemCard = (page: import('playwright-core').Page, name: string, disabled: boolean) =>
  subsystemDialog(page).locator(`button[aria-disabled="${disabled}"]`, { hasText: name });

describe('route guard', () => {
  it('without a token sends /admin/... to /admin/login with redirect and hosp_code, other pages to /login', async () => {
    const { page } = await openPage(browser, baseUrl);
    await page.goto('/admin/hospital/hosp?hosp_code=10001');
    await page.waitForURL('**/admin/login?**');
    const admin = new URL(page.url());
    expect(admin.searchParams.get('redirect')).toBe('/admin/hospital/hosp?hosp_code=10001');
    expect(admin.searchParams.get('hosp_code')).toBe('10001');
    await page.goto('/eqp/index?hosp_code=10002');
    await page.waitForURL('**/login?**');
    const user = new URL(page.url());
    expect(user.pathname).toBe('/login');
    expect(user.searchParams.get('redirect')).toBe('/eqp/index?hosp_code=10002');
    expect(user.searchParams.get('hosp_code')).toBe('10002');
    // After login the user lands on the page asked for, inside the shell.
    await logIn(page, 'engineer');
    await page.waitForURL('**/eqp/index?hosp_code=10002');
    await page.locator('#shell-tags').getByRole('tab', { name: '设备台账', selected: true }).waitFor();
  });

  it('with a token: unknown paths go to /404, pages outside the menus under /admin and pages without the authId to /401', async () => {
    const { page } = await signIn(browser, baseUrl, 'engineer', '**/welcome');
    await page.goto('/no/such/page?hosp_code=10001');
    await page.waitForURL('**/404');
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    await page.goto('/admin/news-manage?hosp_code=10001');
    await page.waitForURL('**/401');
    await page.getByText('抱歉，您没有权限访问该页面').waitFor();
    // The engineer's menus include the dictionary, but not its permission id sys:dic.
    await page.goto('/admin/system-param/dic?hosp_code=10001');
    await page.waitForURL('**/401');
  });

  it('gives the super admin the admin routes, the 系统管理员 dashboard, and /404 for other /admin paths', async () => {
    const { page } = await openPage(browser, baseUrl);
    await page.goto('/admin/login');
    await logIn(page, 'admin');
    await page.getByRole('heading', { name: '系统管理员' }).waitFor();
    expect(pathAndQuery(page)).toBe('/admin/dashboard');
    for (const group of ['医院管理', '订阅管理', '行业知识管理']) await sidebar(page).getByText(group, { exact: true }).waitFor();
    expect(await page.locator('#shell-hospital-switch').count()).toBe(0);
    await openFromSidebar(page, ['医院管理'], '医院菜单');
    await page.waitForURL('**/admin/hospital/hosp-menu');
    await expect.poll(() => breadcrumb(page), eventually).toEqual(['医院管理', '医院菜单']);
    await page.goto('/admin/no-such-screen');
    await page.waitForURL('**/404');
  });
});

describe('login and hospitals', () => {
  it('one hospital: straight to its home, no subsystem choice; header title from the system parameter', async () => {
    const { page, errors } = await signIn(browser, baseUrl, 'manager', '**/home/dashboard?hosp_code=10001');
    await page.locator('#shell-hospital-name').getByText('示范市第一人民医院').waitFor();
    await page.locator('#shell-title').getByText('医疗设备全生命周期管理平台').waitFor();
    expect(await subsystemDialog(page).count()).toBe(0);
    expect(await tabTitles(page)).toEqual(['首页']);
    expect(appErrors(errors)).toEqual([]);
  });

  it('several hospitals: /welcome, then the chosen hospital with its subsystems (benefit yes, sharing no)', async () => {
    const { page, errors } = await engineerChooses(browser, baseUrl, '示范市第一人民医院', '10001');
    const dialog = subsystemDialog(page);
    await dialog.getByText('示范市第一人民医院 · 选择子系统').waitFor();
    const card = (name: string) => dialog.getByRole('button', { name: new RegExp(name) });
    await subsystemCard(page, '效益分析中心', false).waitFor();
    await subsystemCard(page, '设备共享中心', true).waitFor();
    await subsystemCard(page, '全生命周期设备资产管理中心', false).waitFor();
    await card('设备共享中心').click({ force: true });
    await page.getByText('您未开通该系统权限！').waitFor();

    await page.context().route(/example\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'subsystem' }));
    const token = await tokenOf(page);
    const benefit = page.context().waitForEvent('page');
    await card('效益分析中心').click();
    expect((await benefit).url()).toBe(`https://benefit-center-test.example.com/?tk=${encodeURIComponent(token!)}`);
    const cycle = page.context().waitForEvent('page');
    await card('预防性维护周期表中心').click();
    expect((await cycle).url()).toBe(`https://pm-cycle-center-test.example.com/?tk=${encodeURIComponent(token!)}&hosp_code=10001`);
    await closeSubsystemDialog(page);
    expect(appErrors(errors)).toEqual([]);
  });

  it('switching hospital: home of the other hospital, tabs cleared, code stored, its subsystems offered', async () => {
    const { page } = await engineerChooses(browser, baseUrl, '示范市第一人民医院', '10001');
    await closeSubsystemDialog(page);
    await openFromSidebar(page, ['设备管理'], '设备台账');
    await page.waitForURL('**/eqp/index?hosp_code=10001');
    await expect.poll(() => tabTitles(page), eventually).toEqual(['首页', '设备台账']);

    await page.locator('#shell-hospital-switch').click();
    await page.locator('.arco-dropdown').getByRole('menuitem', { name: '示范市中心医院' }).click();
    await page.waitForURL('**/home/dashboard?hosp_code=10002');
    await page.locator('#shell-hospital-name').getByText('示范市中心医院').waitFor();
    await expect.poll(() => tabTitles(page), eventually).toEqual(['首页']);
    expect(await page.evaluate(() => localStorage.getItem('hec:currentHospCode'))).toBe(JSON.stringify({ v: 1, value: '10002' }));
    const dialog = subsystemDialog(page);
    await dialog.getByText('示范市中心医院 · 选择子系统').waitFor();
    await subsystemCard(page, '设备共享中心', false).waitFor();
    await subsystemCard(page, '效益分析中心', true).waitFor();
    await closeSubsystemDialog(page);
    // Going back to the first hospital starts from its fixed tabs too.
    await page.locator('#shell-hospital-switch').click();
    await page.locator('.arco-dropdown').getByRole('menuitem', { name: '示范市第一人民医院' }).click();
    await page.waitForURL('**/home/dashboard?hosp_code=10001');
    await closeSubsystemDialog(page);
    await expect.poll(() => tabTitles(page), eventually).toEqual(['首页']);
  });
});

describe('menus from permissions', () => {
  it('two users see different menus: the engineer has no 系统管理, the manager has it down to 系统字典', async () => {
    const engineer = (await engineerChooses(browser, baseUrl, '示范市第一人民医院', '10001')).page;
    await closeSubsystemDialog(engineer);
    const groups = await sidebar(engineer).locator('.arco-menu-inline-header').allInnerTexts();
    expect(groups.map((text) => text.trim())).toEqual(['设备管理', '任务管理']);
    expect(await sidebar(engineer).getByRole('link', { name: '系统字典', includeHidden: true }).count()).toBe(0);

    const manager = (await signIn(browser, baseUrl, 'manager', '**/home/dashboard?hosp_code=10001')).page;
    await openFromSidebar(manager, ['系统管理', '系统参数'], '系统字典');
    await manager.waitForURL('**/admin/system-param/dic?hosp_code=10001');
    await expect.poll(() => breadcrumb(manager), eventually).toEqual(['系统管理', '系统参数', '系统字典']);
    await expect.poll(() => manager.title(), eventually).toBe('系统字典 - 医疗设备全生命周期管理平台');
  });
});

describe('top bar', () => {
  it('finds a route by a misspelt title, only among permitted routes, and lists recent pages', async () => {
    const { page } = await signIn(browser, baseUrl, 'manager', '**/home/dashboard?hosp_code=10001');
    const search = page.locator('#shell-search');
    await search.click();
    await page.keyboard.type('设备台帐');
    await page.getByRole('option', { name: '设备管理 > 设备台账' }).click();
    await page.waitForURL('**/eqp/index?hosp_code=10001');
    // The page is recorded as visited once it has rendered (its title shown), not when the URL changes.
    await page.waitForFunction(() => document.title.includes('设备台账'));
    await search.click();
    await page.keyboard.type('保养任务');
    await page.getByRole('option', { name: '任务管理 > 保养任务' }).click();
    await page.waitForURL('**/maintain-detail?hosp_code=10001');
    // Before typing: the recent pages of this account and hospital, latest first.
    await search.click();
    await page.getByText('最近访问').waitFor();
    const recent = await page.locator('.arco-select-popup [role="option"]').allInnerTexts();
    expect(recent).toEqual(['保养任务', '设备台账', '首页']);
    await page.keyboard.press('Escape');

    const engineer = (await engineerChooses(browser, baseUrl, '示范市第一人民医院', '10001')).page;
    await closeSubsystemDialog(engineer);
    await engineer.locator('#shell-search').click();
    await engineer.keyboard.type('系统字典');
    await engineer.getByText('没有匹配的菜单').waitFor();
  });

  it('toggles full screen, and warns in English where the browser cannot', async () => {
    const { page } = await signIn(browser, baseUrl, 'manager', '**/home/dashboard?hosp_code=10001');
    await page.locator('#shell-fullscreen').click();
    await page.waitForFunction(() => document.fullscreenElement !== null);
    await page.locator('#shell-fullscreen').click();
    await page.waitForFunction(() => document.fullscreenElement === null);

    const other = await openPage(browser, baseUrl);
    await other.page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false });
    });
    await other.page.context().addCookies([{ name: 'hec_guide_shown', value: '1', url: baseUrl }]);
    await other.page.goto('/login');
    await logIn(other.page, 'manager');
    await other.page.locator('#shell-fullscreen').click();
    await other.page.getByText('Your browser does not support full screen').waitFor();
  });

  it('user menu: home, settings dialog, log out', async () => {
    const { page } = await signIn(browser, baseUrl, 'manager', '**/home/dashboard?hosp_code=10001');
    await openFromSidebar(page, ['设备管理'], '维修记录');
    await page.locator('#shell-user').click();
    await dropdownItem(page, '首页').click();
    await page.waitForURL('**/home/dashboard?hosp_code=10001');
    await page.locator('#shell-user').click();
    await dropdownItem(page, '个人设置').click();
    await page.getByRole('dialog').getByRole('tab', { name: '修改密码' }).waitFor();
    await page.getByRole('dialog').locator('.arco-modal-close-icon').click();
    await page.locator('#shell-user').click();
    await dropdownItem(page, '退出登录').click();
    await page.waitForURL('**/login');
    expect(await tokenOf(page)).toBeUndefined();
  });
});

describe('sidebar', () => {
  it('is 210 px wide, collapses, and remembers it across a reload', async () => {
    const { page } = await signIn(browser, baseUrl, 'manager', '**/home/dashboard?hosp_code=10001');
    expect((await sidebar(page).boundingBox())?.width).toBe(210);
    await page.locator('#shell-hamburger').click();
    await page.waitForFunction(() => document.querySelector('#shell-sidebar')?.getBoundingClientRect().width === 49);
    await page.reload();
    await page.locator('#shell-main').waitFor();
    expect((await sidebar(page).boundingBox())?.width).toBe(49);
    expect(await page.locator('#shell-hamburger').getAttribute('aria-expanded')).toBe('false');
    await page.locator('#shell-hamburger').click();
    await page.waitForFunction(() => document.querySelector('#shell-sidebar')?.getBoundingClientRect().width === 210);
  });

  it('under 992 px wide is a drawer: hidden, opened by the toggle, closed after choosing a page', async () => {
    const { page } = await signIn(browser, baseUrl, 'manager', '**/home/dashboard?hosp_code=10001', {
      viewport: { width: 900, height: 800 },
    });
    expect(await sidebar(page).getAttribute('aria-hidden')).toBe('true');
    await page.waitForFunction(() => (document.querySelector('#shell-sidebar')?.getBoundingClientRect().right ?? 1) <= 0);
    expect((await page.locator('#shell-main').boundingBox())?.x).toBe(0);
    await page.locator('#shell-hamburger').click();
    await page.waitForFunction(() => document.querySelector('#shell-sidebar')?.getBoundingClientRect().left === 0);
    await openFromSidebar(page, ['设备管理'], '设备台账');
    await page.waitForURL('**/eqp/index?hosp_code=10001');
    expect(await sidebar(page).getAttribute('aria-hidden')).toBe('true');
  });
});

describe('guided tour', () => {
  it('runs on first login over the shell, and a 60-day cookie keeps it away after', async () => {
    const { page } = await signIn(browser, baseUrl, 'manager', '**/home/dashboard?hosp_code=10001', { tour: true });
    const popover = page.locator('.driver-popover');
    await popover.getByText('侧边栏').waitFor();
    expect(await popover.locator('.driver-popover-progress-text').innerText()).toBe('1 / 8');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'hec_guide_shown');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);
    const titles: string[] = [];
    for (let step = 1; step <= 8; step += 1) {
      await popover.locator('.driver-popover-progress-text').getByText(`${step} / 8`).waitFor();
      titles.push(await popover.locator('.driver-popover-title').innerText());
      await popover.locator('.driver-popover-next-btn').click();
    }
    expect(titles).toEqual(['侧边栏', '收起或展开菜单', '标签栏', '主区域', '当前医院', '切换医院', '全屏', '个人设置']);
    await popover.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('#shell-main').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.driver-popover').count()).toBe(0);
  });
});
