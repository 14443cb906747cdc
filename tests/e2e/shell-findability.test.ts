import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { adminOn } from './entity-support.js';
import { closeSubsystemDialog, dropdownItem, signIn, subsystemDialog, tab } from './shell-support.js';

/**
 * Issue 28, finding one's way in the shell: every admin page has a title in both languages, the
 * guided tour never covers the subsystem dialog, the route search understands pinyin, and the
 * hospital-scoped screens open on the hospital last chosen there.
 */
let browser: Browser;
let baseUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
});
afterAll(async () => {
  await browser?.close();
});

const FIRST_HOSPITAL = '示范市第一人民医院';
const CENTRAL_HOSPITAL = '示范市中心医院';

const sidebarLink = (page: Page, name: string) => page.locator('#shell-sidebar').getByRole('link', { name, exact: true });
const breadcrumb = (page: Page) => page.locator('.arco-breadcrumb-item').allInnerTexts();

async function switchToEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: '语言' }).click();
  await dropdownItem(page, 'English').click();
  await page.getByRole('button', { name: 'Language' }).waitFor();
}

describe('the WeChat outbox', () => {
  it('is titled 微信消息发件箱 / WeChat outbox in the sidebar, its tab and the breadcrumb, never by its path', async () => {
    const { page } = await adminOn(browser, baseUrl, '/admin/wx-msg-push/outbox');
    await tab(page, '微信消息发件箱').waitFor();
    await sidebarLink(page, '微信消息发件箱').waitFor();
    expect(await breadcrumb(page)).toEqual(['微信消息发件箱']);
    expect(await page.locator('#shell-sidebar, #shell-tags, .arco-breadcrumb').getByText('/admin/wx-msg-push/outbox').count()).toBe(0);

    await switchToEnglish(page);
    await tab(page, 'WeChat outbox').waitFor();
    await sidebarLink(page, 'WeChat outbox').waitFor();
    expect(await breadcrumb(page)).toEqual(['WeChat outbox']);
    expect(await page.locator('#shell-sidebar, #shell-tags, .arco-breadcrumb').getByText('/admin/wx-msg-push/outbox').count()).toBe(0);
  });
});

describe('the guided tour after a hospital is chosen', () => {
  it('waits until the subsystem dialog is closed, whose × stays usable, and then starts', async () => {
    const { page } = await signIn(browser, baseUrl, 'engineer', '**/welcome', { tour: true });
    await page.getByRole('button', { name: new RegExp(FIRST_HOSPITAL) }).click();
    await page.waitForURL('**/home/dashboard?hosp_code=10001');
    const dialog = subsystemDialog(page);
    await dialog.waitFor();
    // The dialog has answered (four cards, enabled or not) and nothing is loading any more.
    await expect.poll(() => dialog.locator('button[aria-disabled]').count(), { timeout: 15_000 }).toBe(4);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.driver-popover, .driver-overlay').count()).toBe(0);

    // The × is clicked as a user would: a tour overlay above it would take the click instead.
    await closeSubsystemDialog(page);
    const popover = page.locator('.driver-popover');
    await popover.getByText('侧边栏', { exact: true }).waitFor();
    expect(await popover.locator('.driver-popover-progress-text').innerText()).toBe('1 / 8');
  });
});

describe('the route search', () => {
  const search = (page: Page) => page.locator('#shell-search');
  const options = (page: Page) => page.locator('.arco-select-popup').getByRole('option').allInnerTexts();

  async function typeInSearch(page: Page, text: string): Promise<void> {
    await search(page).click();
    await search(page).locator('input').fill('');
    await page.keyboard.type(text);
  }

  it('finds 保养任务 by its full pinyin and by its initials, and still by Chinese', async () => {
    const { page } = await signIn(browser, baseUrl, 'manager', '**/home/dashboard?hosp_code=10001');
    await typeInSearch(page, 'baoyang');
    await page.getByRole('option', { name: '任务管理 > 保养任务', exact: true }).waitFor();
    expect((await options(page))[0]).toBe('任务管理 > 保养任务');

    await typeInSearch(page, 'by');
    await page.getByRole('option', { name: '任务管理 > 保养任务', exact: true }).waitFor();

    await typeInSearch(page, '保养');
    await page.getByRole('option', { name: '任务管理 > 保养任务', exact: true }).click();
    await page.waitForURL('**/maintain-detail?hosp_code=10001');
  });

  it('in English finds the page by its English title', async () => {
    const { page } = await signIn(browser, baseUrl, 'manager', '**/home/dashboard?hosp_code=10001');
    await switchToEnglish(page);
    await typeInSearch(page, 'Maintenance tasks');
    await page.getByRole('option', { name: 'Tasks > Maintenance tasks', exact: true }).click();
    await page.waitForURL('**/maintain-detail?hosp_code=10001');
  });
});

describe('hospital-scoped screens', () => {
  const chooser = (page: Page) => page.getByRole('combobox', { name: '医院' });
  const chosen = (page: Page) => chooser(page).locator('.arco-select-view-value');
  const treeNode = (page: Page, name: string) =>
    page
      .locator('.arco-tree-node')
      .filter({ has: page.getByText(name, { exact: true }) })
      .first();

  async function chooseInTree(page: Page, hospital: string): Promise<void> {
    await chooser(page).click();
    await page.locator('.arco-select-popup').getByRole('option', { name: hospital, exact: true }).click();
  }

  it('open on the hospital last chosen on each screen, after leaving and after a reload', async () => {
    const { page } = await adminOn(browser, baseUrl, '/admin/hospital/hosp-menu');
    await page.getByText('必须选中一所医院进行查询').waitFor();
    await chooseInTree(page, FIRST_HOSPITAL);
    await treeNode(page, '设备管理').waitFor();

    await page.goto('/admin/hospital/hosp-dept');
    await chooseInTree(page, CENTRAL_HOSPITAL);
    await treeNode(page, '医学装备部').waitFor();

    // Back through the sidebar: the menus screen has its own hospital again.
    await page.locator('#shell-sidebar').getByRole('link', { name: '医院菜单', exact: true }).click();
    await page.waitForURL('**/admin/hospital/hosp-menu');
    await treeNode(page, '设备管理').waitFor();
    expect(await chosen(page).innerText()).toBe(FIRST_HOSPITAL);
    expect(await page.getByText('必须选中一所医院进行查询').count()).toBe(0);

    await page.goto('/admin/hospital/hosp-dept');
    await treeNode(page, '医学装备部').waitFor();
    expect(await chosen(page).innerText()).toBe(CENTRAL_HOSPITAL);
  });

  it('a list filtered by hospital (roles) opens on the hospital last searched there', async () => {
    const { page } = await adminOn(browser, baseUrl, '/admin/hospital/hosp-role');
    const filter = page.locator('.engine-filter-field').filter({ hasText: '医院编号' });
    await filter.locator('.arco-select').click();
    await page.locator('.arco-select-popup').getByRole('option', { name: CENTRAL_HOSPITAL, exact: true }).click();
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.waitForURL('**/admin/hospital/hosp-role?**hospCode=10002**');

    await page.goto('/admin/dashboard');
    await page.goto('/admin/hospital/hosp-role');
    await page.waitForURL('**/admin/hospital/hosp-role?**hospCode=10002**');
    const rows = page.locator('tbody tr.arco-table-tr');
    await rows.filter({ hasText: CENTRAL_HOSPITAL }).first().waitFor();
    expect(await filter.locator('.arco-select-view-value').innerText()).toBe(CENTRAL_HOSPITAL);
    expect(await rows.filter({ hasNotText: CENTRAL_HOSPITAL }).count()).toBe(0);
  });

  it('in English the remembered hospital is chosen too', async () => {
    const { page } = await adminOn(browser, baseUrl, '/admin/hospital/hosp-permission');
    await chooseInTree(page, FIRST_HOSPITAL);
    await page.locator('.arco-tree-node').first().waitFor();
    await switchToEnglish(page);
    await page.goto('/admin/dashboard');
    await page.goto('/admin/hospital/hosp-permission');
    const englishChooser = page.getByRole('combobox', { name: 'Hospital' });
    await page.locator('.arco-tree-node').first().waitFor();
    expect(await englishChooser.locator('.arco-select-view-value').innerText()).toBe(FIRST_HOSPITAL);
  });
});
