import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser } from '../support/browser.js';
import { adminOn, dialog, toast, tokenOf } from './entity-support.js';

/** The dictionary screen (seed 001 section 2.8) in Chromium against the real server. */
let browser: Browser;
let baseUrl: string;
let page: Page;
let errors: string[];
const TYPE = `E2E_${Date.now().toString(36).toUpperCase()}`;
const SCREEN = '/admin/system-param/dic';

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  ({ page, errors } = await adminOn(browser, baseUrl, SCREEN));
});
afterAll(async () => {
  await browser?.close();
});

const filterBar = () => page.locator('.engine-filter-bar');
const rows = () => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');
const rowWith = (text: string) => rows().filter({ hasText: text });

async function queryByType(type: string): Promise<void> {
  const input = filterBar().getByPlaceholder('请输入类型');
  await input.fill(type);
  await input.press('Enter');
}

async function fillDialog(title: string, values: Record<string, string>): Promise<void> {
  const modal = dialog(page, title);
  await modal.waitFor();
  for (const [label, value] of Object.entries(values)) await modal.getByPlaceholder(`请输入${label}`).fill(value);
  await modal.getByRole('button', { name: '确定' }).click();
  // The closing dialog holds the focus until its fade-out ends: an Enter pressed in the filter before then is lost.
  await modal.waitFor({ state: 'hidden' });
}

describe('dictionary screen', () => {
  it('queries by type with Enter and keeps the filter in the URL', async () => {
    await page.getByRole('button', { name: '新增' }).waitFor();
    await queryByType('ACCT_TYPE');
    await expect.poll(() => rows().count()).toBe(4);
    expect(new URL(page.url()).searchParams.get('hosp_code')).toBeNull();
    expect(page.url()).toContain('ACCT_TYPE');
    await page.reload();
    await expect.poll(() => rows().count()).toBe(4);
    expect(await filterBar().getByPlaceholder('请输入类型').inputValue()).toBe('ACCT_TYPE');
  });

  it('shows the seed messages in the add dialog, then adds an entry', async () => {
    await page.getByRole('button', { name: '新增' }).click();
    const modal = dialog(page, '系统字典添加');
    await modal.getByRole('button', { name: '确定' }).click();
    for (const message of ['类型为必输项', '描述/名称为必输项', '值为必输项', '排序为必输项']) {
      await modal.getByText(message).waitFor();
    }
    await modal.getByRole('button', { name: '取消' }).click();
    await modal.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: '新增' }).click();
    await fillDialog('系统字典添加', { 类型: TYPE, '描述/名称': '端到端一', 值: 'A', 排序: '1' });
    await toast(page, '添加成功!').waitFor();
    await page.getByRole('button', { name: '新增' }).click();
    await fillDialog('系统字典添加', { 类型: TYPE, '描述/名称': '端到端二', 值: 'B', 排序: '2' });
    await toast(page, '添加成功!').waitFor();
    await queryByType(TYPE);
    await expect.poll(() => rows().count()).toBe(2);
  });

  it('edits an entry', async () => {
    await rowWith('端到端一').getByRole('button', { name: '编辑' }).click();
    const modal = dialog(page, '系统字典修改编辑');
    await modal.waitFor();
    expect(await modal.getByPlaceholder('请输入类型').inputValue()).toBe(TYPE);
    await modal.getByPlaceholder('请输入描述/名称').fill('端到端已改');
    await modal.getByRole('button', { name: '确定' }).click();
    await toast(page, '修改成功!').waitFor();
    await rowWith('端到端已改').waitFor();
  });

  it('batch-edits the selected entry, and warns when nothing is selected', async () => {
    await page.getByText('批量修改模式').click();
    await page.getByRole('button', { name: '批量修改', exact: true }).click();
    await toast(page, '请选中至少一条待修改数据').waitFor();
    // One entry: the batch dialog sets one type and value, and a type holds each value once.
    await rowWith('端到端已改').locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '批量修改', exact: true }).click();
    await fillDialog('系统字典批量修改', { 类型: TYPE, '描述/名称': '批量值', 值: 'Z', 排序: '300' });
    await toast(page, '修改成功!').waitFor();
    await expect.poll(() => rowWith('批量值').count()).toBe(1);
  });

  it('exports the selected entries as CSV with a BOM and the seed file name', async () => {
    for (const text of ['批量值', '端到端二']) {
      const selected = rowWith(text);
      for (let index = 0; index < (await selected.count()); index += 1) {
        const box = selected.nth(index).locator('.arco-checkbox');
        if (!(await box.evaluate((element) => element.classList.contains('arco-checkbox-checked')))) await box.click();
      }
    }
    await page.getByRole('button', { name: '导出' }).click();
    const modal = dialog(page, '导出');
    const [download] = await Promise.all([page.waitForEvent('download'), modal.getByRole('button', { name: '确定' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^系统字典\d{4}-\d{2}-\d{2}-\d{4}_2条\.csv$/);
    const content = fs.readFileSync((await download.path())!, 'utf8');
    expect(content.charCodeAt(0)).toBe(0xfeff);
    const lines = content.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID,类型,描述/名称,值,排序,创建时间,更新时间');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',').slice(1, 5).join(','))
        .sort(),
    ).toEqual([`${TYPE},批量值,Z,300`, `${TYPE},端到端二,B,2`].sort());
    await page.getByText('批量修改模式').click();
  });

  it('deletes after the confirmation of seed 001 section 1', async () => {
    await rows().first().getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.arco-modal').filter({ hasText: '此操作将永久删除该条记录，是否继续?' });
    await confirm.getByText('提示').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await toast(page, '删除成功!').waitFor();
    await expect.poll(() => rows().count()).toBe(1);
  });

  it('shows what the API holds, and no console errors', async () => {
    const api = new ApiClient(baseUrl);
    const response = await api.post<{ total: number }>('/db/dic/query', { type: TYPE }, { token: await tokenOf(page) });
    expect(response.body.data.total).toBe(1);
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });
});
