import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { repoRoot, startServer, type RunningServer } from '../support/start-server.js';
import { adminOn, dialog, toast } from './entity-support.js';
import { dropdownItem, eventually, tabTitles } from './shell-support.js';

/**
 * Schemas that exist only in tests/fixtures/schemas, served by a server told about that folder
 * (ENTITY_SCHEMA_DIRS) to a console built without them: the screens, their routes, titles and
 * English come from the server, with no engine or console change and no rebuild. One browser page
 * for the file; each feature of the fixtures adds its own describe block, in Chinese first (the
 * last block switches the console to English).
 */
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({
    env: {
      ENTITY_SCHEMA_DIRS: path.join(repoRoot, 'tests/fixtures/schemas'),
      STATIC_DIR: path.resolve(repoRoot, process.env.E2E_STATIC_DIR ?? 'dist'),
    },
  });
  browser = await launchBrowser();
  ({ page } = await adminOn(browser, server.baseUrl, '/entity/fixture-gadget?hosp_code=10001'));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rows = () => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');
const columnTitle = (title: string) => page.locator('.arco-table-th').filter({ hasText: title }).first();
const breadcrumb = () => page.locator('.arco-breadcrumb-item').allInnerTexts();
const sidebarLink = (title: string) => page.locator('#shell-sidebar').getByRole('link', { name: title, exact: true });

describe('a fixture entity screen at /entity/<name>', () => {
  it('renders its filters and columns from the schema', async () => {
    for (const placeholder of ['请输入器件名称', '请输入序列号']) await page.getByPlaceholder(placeholder).waitFor();
    for (const title of ['器件名称', '序列号', '价格', '在用', '状态']) await columnTitle(title).waitFor();
    // Titled by its schema in the tab and the breadcrumb, though no menu names the page.
    await expect.poll(() => tabTitles(page), eventually).toContain('测试器件');
    await expect.poll(breadcrumb, eventually).toContain('测试器件');
  });

  it('adds a record through its dialog, with its own rule messages', async () => {
    await page.getByRole('button', { name: '新增' }).click();
    const modal = dialog(page, '器件添加');
    await modal.getByPlaceholder('请输入器件名称').fill('血氧探头');
    await modal.getByPlaceholder('请输入序列号').fill('12');
    await modal.getByRole('button', { name: '确定' }).click();
    await modal.getByText('序列号格式为SN-四位数字').waitFor();
    await modal.getByPlaceholder('请输入序列号').fill('SN-0001');
    await modal.getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!').waitFor();
    await expect.poll(() => rows().filter({ hasText: 'SN-0001' }).count()).toBe(1);
  });
});

// fixture-note: extends the folder's own shared/fixture-record.json, names /admin/fixture-note as
// its route, and carries its English in fixture-note.en.json beside it.
describe('a drop-in entity at the route its schema names', () => {
  it('is in the sidebar under its schema title, and opens at its route with that title in the tab and breadcrumb', async () => {
    await page.goto('/admin/dashboard');
    await sidebarLink('测试便笺').click();
    await page.waitForURL('**/admin/fixture-note');
    await page.getByPlaceholder('请输入便笺标题').waitFor();
    for (const title of ['便笺标题', '内容']) await columnTitle(title).waitFor();
    await expect.poll(breadcrumb, eventually).toContain('测试便笺');
    await expect.poll(() => tabTitles(page), eventually).toContain('测试便笺');
  });

  it('opens at its route when the address is typed, and adds a record with its own messages', async () => {
    await page.goto('/admin/fixture-note');
    await page.getByRole('button', { name: '新增' }).click();
    const modal = dialog(page, '便笺添加');
    await modal.getByRole('button', { name: '确定' }).click();
    await modal.getByText('便笺标题为必输项').waitFor();
    await modal.getByPlaceholder('请输入便笺标题').fill('交接班 A&B #1');
    await modal.getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!').waitFor();
    await expect.poll(() => rows().filter({ hasText: '交接班 A&B #1' }).count()).toBe(1);
  });

  it('follows a navigate action whose link carries a value with & and #, which arrives whole', async () => {
    // A note named like the start of the other: a link cut at & would list this one instead.
    await page.getByRole('button', { name: '新增' }).click();
    const modal = dialog(page, '便笺添加');
    await modal.getByPlaceholder('请输入便笺标题').fill('交接班 A');
    await modal.getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!').waitFor();
    await expect.poll(() => rows().count()).toBe(2);
    await rows().filter({ hasText: '交接班 A&B #1' }).getByText('更多').click();
    await dropdownItem(page, '同名便笺').click();
    await page.waitForURL((url) => url.pathname === '/admin/fixture-note' && url.searchParams.get('recordTitle') === '交接班 A&B #1');
    await page.locator('.engine-list-params .arco-tag').filter({ hasText: '便笺标题: 交接班 A&B #1' }).waitFor();
    await expect.poll(() => rows().count()).toBe(1);
    await rows().filter({ hasText: '交接班 A&B #1' }).waitFor();
  });
});

describe('a drop-in entity in English', () => {
  it('shows the English beside its schema once the language is switched', async () => {
    await page.goto('/admin/fixture-note');
    await page.getByPlaceholder('请输入便笺标题').waitFor();
    await page.getByRole('button', { name: '语言' }).click();
    await dropdownItem(page, 'English').click();
    await page.getByRole('button', { name: 'Language' }).waitFor();
    await page.getByPlaceholder('Enter Note title').waitFor();
    for (const title of ['Note title', 'Content']) await columnTitle(title).waitFor();
    await sidebarLink('Test notes').waitFor();
    await expect.poll(breadcrumb, eventually).toContain('Test notes');
    await expect.poll(() => tabTitles(page), eventually).toContain('Test notes');
    await page.getByRole('button', { name: 'Add' }).click();
    const modal = dialog(page, 'Add note');
    await modal.getByRole('button', { name: 'OK' }).click();
    await modal.getByText('Note title is required').waitFor();
  });
});
