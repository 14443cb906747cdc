import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { signInForDashboard } from './dashboard-support.js';
import { eventually } from './shell-support.js';
import { dialog, toast } from './entity-support.js';

/**
 * Issue 29 part 1: saved views of a schema list (the equipment ledger of hospital 10001). A view
 * saved in one browser opens in another after signing in; a view shared with a role is seen by a
 * user of that role and not by a user of another role. One browser, a fresh context per sign-in.
 */
let browser: Browser;
const baseUrl = () => inject('e2eBaseUrl');
const stamp = Date.now();
const LEDGER = '/eqp/index?hosp_code=10001';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let lastCall: <T>(path: string, body: Record<string, unknown>) => Promise<T>;

async function ledger(loginName: string, path = LEDGER): Promise<Page> {
  const { page, call } = await signInForDashboard(browser, baseUrl(), loginName);
  lastCall = call;
  const viewsLoaded = page.waitForResponse((response) => response.url().endsWith('/api/list-views/query'));
  await page.goto(path);
  await page.getByText(/^共 [\d,]+ 条$/).waitFor();
  await viewsLoaded;
  return page;
}

const viewSelect = (page: Page) => page.getByRole('combobox', { name: '视图' });

/** The views the 视图 select offers (its popup opened and closed again). */
async function viewNames(page: Page): Promise<string[]> {
  await viewSelect(page).click();
  const popup = page.locator('.arco-select-popup:visible');
  await popup.locator('.arco-select-option, .arco-select-popup-inner').first().waitFor();
  const names = await popup.locator('.arco-select-option').allTextContents();
  await viewSelect(page).click();
  await popup.waitFor({ state: 'hidden' });
  return names;
}

async function saveView(page: Page, name: string, role?: string): Promise<void> {
  await page.getByRole('button', { name: '保存视图' }).click();
  const saving = dialog(page, '可见范围');
  await saving.getByLabel('视图名称').fill(name);
  if (role) {
    await saving.getByText('共享给角色').click();
    await saving.getByRole('combobox', { name: '选择角色' }).click();
    await page
      .locator('.arco-select-popup .arco-select-option')
      .filter({ hasText: new RegExp(`^${role}$`) })
      .click();
  }
  await saving.getByRole('button', { name: '保存' }).click();
  await toast(page, '视图已保存').waitFor();
}

describe('saved views of the equipment ledger', () => {
  it('a view saved in one browser opens in another after signing in, and as a link', async () => {
    const first = await ledger(
      'manager',
      `${LEDGER}&eqpName=${encodeURIComponent('监护仪')}&sortField=hospEqpId&sortOrder=desc&columns=hospEqpId,eqpName`,
    );
    const name = `监护仪视图${stamp}`;
    await saveView(first, name);
    await first.context().close();

    const second = await ledger('manager');
    expect(new URL(second.url()).searchParams.get('eqpName')).toBeNull();
    await viewSelect(second).click();
    await second.locator('.arco-select-popup .arco-select-option').filter({ hasText: name }).click();
    await expect.poll(() => new URL(second.url()).searchParams.get('eqpName'), eventually).toBe('监护仪');
    expect(new URL(second.url()).searchParams.get('sortOrder')).toBe('desc');
    // 列设置 is part of the view: only the chosen columns are drawn.
    await expect
      .poll(() => second.locator('.arco-table-th').allTextContents(), eventually)
      .toEqual(expect.not.arrayContaining(['设备品牌']));
    await second.getByRole('button', { name: '复制链接' }).waitFor();

    // The view's link (?view=<id>) opens the list with the view's state in place of the id.
    const { views } = await lastCall<{ views: { id: string; name: string }[] }>('/api/list-views/query', {
      entity: 'hosp-eqp',
      hospCode: '10001',
    });
    const id = views.find((view) => view.name === name)!.id;
    await second.goto(`${LEDGER}&view=${id}`);
    await expect.poll(() => new URL(second.url()).searchParams.get('eqpName'), eventually).toBe('监护仪');
    expect(new URL(second.url()).searchParams.get('view')).toBeNull();
    await second.context().close();
  });

  it('a view shared with a role is seen by a user of that role and not by a user of another', async () => {
    const manager = await ledger('manager');
    await saveView(manager, `工程师视图${stamp}`, '维修工程师');
    await saveView(manager, `院领导视图${stamp}`, '院领导');
    await manager.context().close();

    const engineer = await ledger('engineer');
    const offered = await viewNames(engineer);
    expect(offered).toContain(`工程师视图${stamp}`);
    expect(offered).not.toContain(`院领导视图${stamp}`);
    await engineer.context().close();
  });
});
