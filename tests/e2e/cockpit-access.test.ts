import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatCount } from '../../dashboards/logic/format.js';
import { ApiClient } from '../support/api-client.js';
import { openPage, launchBrowser } from '../support/browser.js';
import { adminToken } from '../support/entity-api.js';
import { adminOn, dialog, toast } from './entity-support.js';
import { dropdownItem, eventually, signIn } from './shell-support.js';

/**
 * Issue 18: who may see a wall screen, and the PDF export. /digital refuses a visitor with neither
 * a token nor a display key (and asks the server nothing); with a key it shows that hospital, with
 * the API's numbers; the manager's home dashboard prints to A4 pages.
 */
let browser: Browser;
let baseUrl: string;
let api: ApiClient;
let key = '';

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  api = new ApiClient(baseUrl);
  const admin = await adminToken(api);
  const issued = await api.post<{ key: string }>(
    '/db/display-key/add',
    { hospCode: '10001', keyName: 'e2e 门诊大厅大屏' },
    { token: admin },
  );
  expect(issued.body.code).toBe('0');
  key = issued.body.data.key;
});
afterAll(async () => {
  await browser?.close();
});

/** The cockpit's data calls the page made (anything but the header's hospital check). */
function dataCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/(api|db)\//.test(path) && !path.startsWith('/api/entities') && path !== '/api/system/cfg') calls.push(path);
  });
  return calls;
}

describe('/digital, the open data analysis cockpit', () => {
  it('without a token or a key: the refusal, no numbers, no data call', async () => {
    const { page } = await openPage(browser, baseUrl);
    const calls = dataCalls(page);
    await page.goto('/digital?hosp_code=10001');
    await page.getByRole('alert').getByText('请登录或使用大屏访问密钥').waitFor(eventually);
    expect(page.url()).toContain('/digital?hosp_code=10001');
    await expect(page.locator('[data-cockpit] section').count()).resolves.toBe(0);
    await expect(page.locator('[data-cockpit-hospital]').count()).resolves.toBe(0);
    expect(calls).toEqual([]);
    await page.context().close();
  });

  it('with a display key: that hospital’s name and numbers, equal to the API’s; the key leaves the address bar', async () => {
    const summary = await api.post<{ eqpCount: number }>(
      '/api/dashboard/company-sum-info',
      { hospCode: '10001' },
      { headers: { 'display-key': key } },
    );
    expect(summary.body.code).toBe('0');
    const { page } = await openPage(browser, baseUrl);
    await page.goto(`/digital?hosp_code=10001&key=${key}`);
    await page.locator('[data-cockpit-hospital]').getByText('示范市第一人民医院').waitFor(eventually);
    await page.waitForURL((url) => url.pathname === '/digital' && url.search === '?hosp_code=10001');
    // The equipment count as the page shows it (grouped digits, a unit may follow), in its body.
    const count = formatCount(summary.body.data.eqpCount);
    await page
      .locator('[data-cockpit] main')
      .getByText(new RegExp(`^${count}(?![\\d,.])`))
      .first()
      .waitFor(eventually);
    // Another hospital with the same key: the server's refusal, nothing of that hospital.
    await page.goto('/digital?hosp_code=10002');
    await page.getByRole('alert').getByText('您没有该医院的访问权限').waitFor(eventually);
    await expect(page.locator('[data-cockpit-hospital]').count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('大屏访问密钥 /admin/display-key', () => {
  it('the super admin issues a key shown once with the wall’s address; revoked, the wall is refused at its next check', async () => {
    const { page } = await adminOn(browser, baseUrl, '/admin/display-key');
    await page.getByRole('button', { name: '新增' }).click();
    const modal = dialog(page, '新建大屏访问密钥');
    await modal.locator('[data-field="hospCode"] .arco-select-view').click();
    await page.locator('.arco-select-popup:visible').getByText('示范市第一人民医院', { exact: true }).click();
    await modal.locator('[data-field="keyName"] input').fill('e2e 设备科值班室');
    await modal.locator('.arco-modal-footer').getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功').waitFor(eventually);
    const result = dialog(page, '大屏访问密钥已生成');
    const address = await result.locator('[data-result-field="digitalUrl"]').inputValue();
    expect(address).toMatch(new RegExp(`^${baseUrl}/digital\\?hosp_code=10001&key=dk_[A-Za-z0-9_-]{43}$`));
    await result.getByRole('button', { name: '我已保存，关闭' }).click();

    const wall = (await openPage(browser, baseUrl)).page;
    await wall.goto(address);
    await wall.locator('[data-cockpit-hospital]').getByText('示范市第一人民医院').waitFor(eventually);

    const row = page.locator('.arco-table tbody tr.arco-table-tr').filter({ hasText: 'e2e 设备科值班室' });
    await row.getByText('更多').click();
    await dropdownItem(page, '吊销').click();
    await page
      .locator('.arco-modal')
      .filter({ hasText: '使用该密钥的大屏将立即无法读取数据' })
      .getByRole('button', { name: '确定' })
      .click();
    await page.locator('.arco-notification').filter({ hasText: '「e2e 设备科值班室」已吊销' }).waitFor(eventually);
    // The tab kept the key (sessionStorage): a reload asks the server again, which refuses it now.
    await wall.reload();
    await wall.getByRole('alert').getByText('大屏访问密钥无效或已吊销').waitFor(eventually);
    await wall.context().close();
    await page.context().close();
  });
});

describe('PDF export', () => {
  it('prints the manager’s home dashboard to A4 pages named 首页看板<date>.pdf', async () => {
    const { page } = await signIn(browser, baseUrl, 'manager', '**/home/dashboard?hosp_code=10001');
    await page.locator('#shell-main section[aria-labelledby]').first().waitFor(eventually);
    await page.waitForFunction(() => !document.querySelector('#shell-main [aria-busy="true"]'), undefined, eventually);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: '导出PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^首页看板\d{4}-\d{2}-\d{2}-\d{4}\.pdf$/);
    const file = fs.readFileSync((await download.path())!, 'latin1');
    expect(file.startsWith('%PDF-')).toBe(true);
    const pages = file.match(/\/Type \/Page\b(?!s)/g) ?? [];
    const boxes = file.match(/\/MediaBox \[0 0 595\.28 841\.89\]/g) ?? [];
    expect(pages.length).toBeGreaterThan(0);
    expect(boxes.length).toBe(pages.length);
    await page.context().close();
  }, 120_000);
});
