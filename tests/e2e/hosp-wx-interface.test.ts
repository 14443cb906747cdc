import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser } from '../support/browser.js';
import { pngBytes } from '../support/upload-fixtures.js';
import { adminOn, dialog, toast, tokenOf } from './entity-support.js';
import { eventually } from './shell-support.js';

/** The mini-program interface screen (seed 002 section 2.5) and its device display editor, in Chromium. */
let browser: Browser;
let baseUrl: string;
let page: Page;
let errors: string[];
const NAME = `界面E2E${Date.now().toString(36)}`;

interface Row {
  id: string;
  interfaceName: string;
  hospCode: string;
  deviceShow: { type: string; lable: string; icon: string }[];
}

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  ({ page, errors } = await adminOn(browser, baseUrl, '/admin/wx-interface'));
});
afterAll(async () => {
  await browser?.close();
});

const rows = () => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');
const rowWith = (text: string) => rows().filter({ hasText: text });
const items = (modal: Locator) => modal.locator('.engine-object-list-item');
const labels = (modal: Locator) =>
  items(modal)
    .locator('[data-item-field="lable"] input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
const icon = (rgb: [number, number, number]) => ({
  name: 'icon.png',
  mimeType: 'image/png',
  buffer: pngBytes({ width: 32, height: 32, rgb }),
});

async function choose(scope: Locator, option: string): Promise<void> {
  await scope.locator('.arco-select-view').first().click();
  await page.locator('.arco-select-popup:visible').getByText(option, { exact: true }).first().click();
}

/** Fills one device item: type, label, and an icon uploaded for real. */
async function fillItem(item: Locator, type: string, lable: string, rgb: [number, number, number]): Promise<void> {
  await choose(item.locator('[data-item-field="type"]'), type);
  await item.getByPlaceholder('请输入标签').fill(lable);
  await item.locator('[data-item-field="icon"] input[type="file"]').setInputFiles(icon(rgb));
  await item.locator('[data-item-field="icon"] img').waitFor();
}

async function rowsByName(name: string): Promise<Row[]> {
  const response = await new ApiClient(baseUrl).post<{ list: Row[] }>(
    '/db/hosp-wx-interface/query',
    { interfaceName: name },
    { token: await tokenOf(page) },
  );
  return response.body.data.list;
}

describe('mini-program interface screen', () => {
  it('lists the demo configurations', async () => {
    await expect.poll(() => rows().count(), eventually).toBeGreaterThanOrEqual(4);
    // The device display column shows one chip per item (icon, type, label), in order, not JSON.
    const chips = rowWith('工程师工作台').locator('[data-object-list-item]');
    await expect.poll(() => chips.allTextContents(), eventually).toEqual(['报修 · 设备报修', '质控 · 质控检测', '计量 · 计量检定']);
    expect(await chips.locator('img').count()).toBe(3);
  });

  it("adds a configuration: the form messages, then each empty item's, then insert, move and delete items", async () => {
    await page.getByRole('button', { name: '新增' }).click();
    const modal = dialog(page, '小程序界面配置添加');
    await modal.getByRole('button', { name: '确定' }).click();
    for (const message of ['小程序界面类型为必输项', '小程序界面名称为必输项', '设备展示配置为必输项', '医院编号为必输项'])
      await modal.getByText(message).waitFor();

    await modal.getByRole('button', { name: '添加一项' }).click();
    const first = items(modal).first();
    await expect.poll(() => first.getByRole('alert').allTextContents()).toEqual(['请选择类型', '请输入标签', '请选择图标']);
    await expect.poll(() => modal.getByText('设备展示配置为必输项').count()).toBe(0);

    await choose(modal.locator('[data-field="type"]'), '工作台');
    await modal.getByPlaceholder('请输入小程序界面名称').fill(NAME);
    await choose(modal.locator('[data-field="hospCode"]'), '示范市第一人民医院');
    await fillItem(first, '报修', '设备报修', [245, 63, 63]);
    await expect.poll(() => first.getByRole('alert').count()).toBe(0);

    await first.getByRole('button', { name: '插入' }).click();
    await fillItem(items(modal).nth(1), '巡检', '巡检任务', [22, 93, 255]);
    await items(modal).nth(1).getByRole('button', { name: '插入' }).click();
    expect(await labels(modal)).toEqual(['设备报修', '巡检任务', '']);
    await items(modal).nth(1).getByRole('button', { name: '上移' }).click();
    expect(await labels(modal)).toEqual(['巡检任务', '设备报修', '']);
    await items(modal).nth(2).getByRole('button', { name: '删除' }).click();
    expect(await labels(modal)).toEqual(['巡检任务', '设备报修']);

    await modal.getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!').waitFor();
    const [saved] = await rowsByName(NAME);
    expect(saved).toMatchObject({
      hospCode: '10001',
      deviceShow: [
        { type: '02', lable: '巡检任务' },
        { type: '01', lable: '设备报修' },
      ],
    });
    for (const item of saved!.deviceShow) expect(item.icon).toMatch(/^\/files\/icon\/\d{6}\/[0-9a-f]{32}$/);
  });

  it('edits the order of the items', async () => {
    await rowWith(NAME).getByRole('button', { name: '编辑' }).click();
    const modal = dialog(page, '小程序界面配置修改编辑');
    await expect.poll(() => labels(modal)).toEqual(['巡检任务', '设备报修']);
    await items(modal).first().getByRole('button', { name: '下移' }).click();
    await items(modal).first().getByPlaceholder('请输入标签').fill('');
    await modal.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => items(modal).first().getByRole('alert').allTextContents()).toEqual(['请输入标签']);
    await items(modal).first().getByPlaceholder('请输入标签').fill('报修入口');
    await modal.getByRole('button', { name: '确定' }).click();
    await toast(page, '修改成功!').waitFor();
    expect((await rowsByName(NAME))[0]!.deviceShow.map((item) => item.lable)).toEqual(['报修入口', '巡检任务']);
  });

  it('batch-edits with plain inputs and exports the selection', async () => {
    await page.getByText('批量修改模式').click();
    await rowWith(NAME).locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '批量修改', exact: true }).click();
    const modal = dialog(page, '小程序界面配置批量修改');
    expect(await modal.locator('[data-field="type"] input').getAttribute('placeholder')).toBe('请输入小程序界面类型');
    await modal.getByPlaceholder('请输入小程序界面名称').fill(`${NAME}批量`);
    await modal.getByRole('button', { name: '确定' }).click();
    await toast(page, '修改成功!').waitFor();
    await rowWith(`${NAME}批量`).waitFor();

    await page.getByRole('button', { name: '导出' }).click();
    const exportDialog = dialog(page, '导出');
    const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: '确定' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^小程序界面配置\d{4}-\d{2}-\d{2}-\d{4}_1条\.csv$/);
    const lines = fs
      .readFileSync((await download.path())!, 'utf8')
      .slice(1)
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('ID,小程序界面类型,小程序界面名称,医院编号,设备展示配置,创建时间,更新时间');
    expect(lines[1]).toContain(`工作台,${NAME}批量,`);
    expect(lines[1]).toContain('报修入口');
    await page.getByText('批量修改模式').click();
  });

  it('deletes the configuration, with no console errors', async () => {
    await rowWith(`${NAME}批量`).getByRole('button', { name: '删除' }).click();
    await page
      .locator('.arco-modal')
      .filter({ hasText: '此操作将永久删除该条记录，是否继续?' })
      .getByRole('button', { name: '确定' })
      .click();
    await toast(page, '删除成功!').waitFor();
    expect(await rowsByName(NAME)).toEqual([]);
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });
});
