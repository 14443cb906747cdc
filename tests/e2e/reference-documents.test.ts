import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { adminOn, dialog, toast } from './entity-support.js';
import { eventually, signIn } from './shell-support.js';

/** The four reference-document screens (seed 002 sections 2.1–2.4) and the related-law viewer (seed 000 section 7). */
let browser: Browser;
let baseUrl: string;
let page: Page;
let errors: string[];
const TAG = `E2E${Date.now().toString(36)}`;
const BASE = '/admin/industry-knowledge-manage';

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  ({ page, errors } = await adminOn(browser, baseUrl, `${BASE}/laws-manage`));
});
afterAll(async () => {
  await browser?.close();
});

const rows = () => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');
const rowWith = (text: string) => rows().filter({ hasText: text });

/** A one-page PDF (what the upload checks read from the bytes). */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
});

/** The form control of a field, by its label. */
const field = (modal: Locator, label: string) =>
  modal.locator('.arco-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^\\s*\\*?\\s*${label}\\s*$`) }) });

interface FormValues {
  text?: Record<string, string>;
  dates?: Record<string, string>;
  file?: string;
  /** Click the 全局 switch. */
  toggleGlobal?: boolean;
}

async function fill(modal: Locator, values: FormValues): Promise<void> {
  for (const [label, value] of Object.entries(values.text ?? {})) await modal.getByPlaceholder(`请输入${label}`).fill(value);
  for (const [label, value] of Object.entries(values.dates ?? {})) {
    const input = modal.getByPlaceholder(`请选择${label}`);
    await input.click();
    await input.fill(value);
    await input.press('Enter');
  }
  if (values.file) {
    await modal.locator('[data-upload-type="OTHER"] input[type="file"]').setInputFiles(pdf(values.file));
    // Done: the address is the form's value (an item still sending is not).
    await modal.locator('.arco-upload-list-item-done').filter({ hasText: values.file }).waitFor();
  }
  if (values.toggleGlobal) await modal.getByRole('switch', { name: '全局' }).click();
}

async function submit(title: string, values: FormValues, success: string): Promise<void> {
  const modal = dialog(page, title);
  await modal.waitFor();
  await fill(modal, values);
  await modal.getByRole('button', { name: '确定' }).click();
  await toast(page, success).waitFor();
  await modal.waitFor({ state: 'hidden' });
}

/** Opens the add dialog, submits it empty, waits for each message, and closes it again. */
async function expectAddMessages(title: string, messages: string[], before: FormValues = {}): Promise<void> {
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const modal = dialog(page, title);
  await modal.waitFor();
  await fill(modal, before);
  await modal.getByRole('button', { name: '确定' }).click();
  for (const message of messages) await modal.getByText(message, { exact: true }).waitFor();
  await modal.getByRole('button', { name: '取消' }).click();
  await modal.waitFor({ state: 'hidden' });
}

async function search(placeholder: string, value: string): Promise<void> {
  const input = page.locator('.engine-filter-bar').getByPlaceholder(placeholder);
  await input.fill(value);
  await input.press('Enter');
}

/** In batch mode: the rows with this text ticked (a selection outlives a batch edit). */
async function tick(text: string): Promise<void> {
  const matching = rowWith(text);
  await matching.first().waitFor();
  for (let index = 0; index < (await matching.count()); index += 1) {
    const box = matching.nth(index).locator('.arco-checkbox');
    if (!(await box.evaluate((element) => element.classList.contains('arco-checkbox-checked')))) await box.click();
  }
}

/** Batch mode on, the rows with this text ticked, then 批量修改. */
async function batchEditRows(text: string): Promise<void> {
  await page.getByRole('switch', { name: '批量修改模式' }).click();
  await tick(text);
  await page.getByRole('button', { name: '批量修改', exact: true }).click();
}

/** Exports the ticked rows with only the chosen columns; returns the CSV's file name and lines. */
async function exportRows(untick: string[] = []): Promise<{ name: string; lines: string[] }> {
  await page.getByRole('button', { name: '导出' }).click();
  const modal = dialog(page, '导出');
  for (const label of untick)
    await modal
      .locator('.arco-checkbox')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .click();
  const [download] = await Promise.all([page.waitForEvent('download'), modal.getByRole('button', { name: '确定' }).click()]);
  const content = fs.readFileSync((await download.path())!, 'utf8');
  await page.getByRole('switch', { name: '批量修改模式' }).click();
  return { name: download.suggestedFilename(), lines: content.slice(1).trim().split(/\r?\n/) };
}

/** The row's 下载 button opens its file: a PDF the server serves inline. */
async function expectDownload(text: string): Promise<void> {
  const button = rowWith(text).first().locator('[data-file-download]');
  const href = await button.getAttribute('href');
  expect(href).toMatch(/^\/files\/other\/\d{6}\/[0-9a-f]{32}\/.+\.pdf$/);
  expect(await button.getAttribute('target')).toBe('_blank');
  const file = await page.request.get(href!);
  expect(file.headers()['content-type']).toBe('application/pdf');
}

describe('laws library', () => {
  it('lists the demo laws with a download button per row', async () => {
    await expect.poll(() => rows().count(), eventually).toBeGreaterThan(3);
    await expectDownload('医疗器械监督管理条例');
  });

  it('adds with the messages of section 5; global is on and the hospital locked empty', async () => {
    await expectAddMessages('法律法规添加', ['文件名称为必输项', '数据源为必输项', '文件路径为必输项']);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const modal = dialog(page, '法律法规添加');
    await modal.waitFor();
    expect(await modal.getByRole('switch', { name: '全局' }).getAttribute('aria-checked')).toBe('true');
    expect(await field(modal, '医院').locator('.arco-select-disabled').count()).toBe(1);
    await submit(
      '法律法规添加',
      { text: { 文件名称: `${TAG} 医疗器械临床使用管理办法`, 数据源: '国家卫生健康委员会' }, file: '临床使用管理办法.pdf' },
      '添加成功!',
    );
    await search('请输入文件名称', TAG);
    await expect.poll(() => rows().count(), eventually).toBe(1);
    await expectDownload(TAG);
  });

  it('edits, batch-edits and exports the selected laws', async () => {
    await rowWith(TAG).getByRole('button', { name: '编辑' }).click();
    await submit('法律法规修改编辑', { text: { 数据源: `${TAG} 卫健委` } }, '修改成功!');
    await rowWith(`${TAG} 卫健委`).waitFor();
    await batchEditRows(TAG);
    await submit(
      '法律法规批量修改',
      { text: { 文件名称: `${TAG} 批量`, 数据源: '批量来源' }, file: '批量.pdf', toggleGlobal: true },
      '修改成功!',
    );
    await tick('批量来源');
    const { name, lines } = await exportRows(['ID', '文件路径']);
    expect(name).toMatch(/^法律法规\d{4}-\d{2}-\d{2}-\d{4}_1条\.csv$/);
    expect(lines[0]).toBe('文件名称,数据源,全局,医院,创建时间,更新时间');
    expect(lines[1]).toMatch(new RegExp(`^${TAG} 批量,批量来源,是,,`));
  });
});

describe('product manuals', () => {
  it('adds a manual related to a menu of the hospital, after the messages', async () => {
    await page.goto(`${BASE}/operation-doc-mng`);
    await expect.poll(() => rows().count(), eventually).toBeGreaterThan(0);
    // An untouched switch is off (false), so 全局为必输项 is the API's alone (tests/api).
    await expectAddMessages('产品说明书添加', ['文件名称为必输项', '数据源为必输项', '文件路径为必输项']);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const modal = dialog(page, '产品说明书添加');
    await modal.waitFor();
    await field(modal, '关联菜单').locator('.arco-tree-select').click();
    await page
      .locator('.arco-tree-select-popup .arco-tree-node-title')
      .filter({ hasText: /^质控任务$/ })
      .click();
    await submit(
      '产品说明书添加',
      { text: { 文件名称: `${TAG} 质控仪说明书`, 数据源: '示范医疗' }, file: '质控仪.pdf', toggleGlobal: true },
      '添加成功!',
    );
    await search('请输入文件名称', TAG);
    await rowWith(`${TAG} 质控仪说明书`).filter({ hasText: '质控任务' }).waitFor();
  });
});

describe('adverse events', () => {
  it('adds with 「<field>为必输项」; the global switch disables and clears the hospital', async () => {
    await page.goto(`${BASE}/adverse-event-manage`);
    await expect.poll(() => rows().count(), eventually).toBeGreaterThan(0);
    await expectAddMessages('不良事件添加', ['事件名称为必输项', '数据源为必输项', '发布日期为必输项', '文件路径为必输项']);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const modal = dialog(page, '不良事件添加');
    await modal.waitFor();
    const hospital = field(modal, '医院');
    await hospital.locator('.arco-select').click();
    await page.locator('.arco-select-popup .arco-select-option').filter({ hasText: '示范市第一人民医院' }).click();
    await hospital.getByText('示范市第一人民医院').waitFor();
    await modal.getByRole('switch', { name: '全局' }).click();
    await expect.poll(() => hospital.locator('.arco-select-disabled').count()).toBe(1);
    expect(await hospital.getByText('示范市第一人民医院').count()).toBe(0);
    await submit(
      '不良事件添加',
      {
        text: { 事件名称: `${TAG} 监护仪报警失效`, 数据源: '国家药品不良反应监测中心' },
        dates: { 发布日期: '2026-10-08' },
        file: '报警失效.pdf',
      },
      '添加成功!',
    );
    await search('请输入事件名称', TAG);
    await expect.poll(() => rows().count(), eventually).toBe(1);
    await expectDownload(TAG);
  });

  it('edits, batch-edits and exports with a choice of fields', async () => {
    await rowWith(TAG).getByRole('button', { name: '编辑' }).click();
    await submit('不良事件修改编辑', { text: { 事件名称: `${TAG} 已核实` } }, '修改成功!');
    await batchEditRows(`${TAG} 已核实`);
    await submit(
      '不良事件批量修改',
      { text: { 事件名称: `${TAG} 批量`, 数据源: '批量来源' }, dates: { 发布日期: '2026-10-09' }, file: '批量.pdf', toggleGlobal: true },
      '修改成功!',
    );
    await tick('批量来源');
    const { lines } = await exportRows(['ID', '文件路径', '医院', '创建时间', '更新时间']);
    expect(lines).toEqual(['事件名称,数据源,发布日期,全局', `${TAG} 批量,批量来源,2026-10-09,是`]);
  });
});

describe('registration certificates', () => {
  const dates = { 批准日期: '2021-04-16', 有效期截止日期: '2026-04-15' };

  it('adds with the messages of section 5, then edits and batch-edits', async () => {
    await page.goto(`${BASE}/registrationinfo-manage`);
    await expect.poll(() => rows().count(), eventually).toBeGreaterThan(0);
    await expectAddMessages('注册证信息添加', [
      '注册证号为必输项',
      '生产厂家为必输项',
      '设备名称为必输项',
      '设备型号为必输项',
      '批准日期为必输项',
      '有效期截止日期为必输项',
    ]);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await submit(
      '注册证信息添加',
      { text: { 注册证号: `国械注准${TAG}`, 生产厂家: '示范医疗', 设备名称: '监护仪', 设备型号: 'T5' }, dates },
      '添加成功!',
    );
    await search('请输入注册证号', TAG);
    await expect.poll(() => rows().count(), eventually).toBe(1);
    await rows().first().getByRole('button', { name: '编辑' }).click();
    await submit('注册证信息修改编辑', { text: { 设备型号: 'T8' } }, '修改成功!');
    await rowWith('T8').waitFor();
    await batchEditRows(TAG);
    await submit(
      '注册证信息批量修改',
      { text: { 注册证号: `国械注准${TAG}`, 生产厂家: '批量厂家', 设备名称: '监护仪', 设备型号: 'T9' }, dates },
      '修改成功!',
    );
    await tick('批量厂家');
    const { name, lines } = await exportRows();
    expect(name).toMatch(/^注册证信息\d{4}-\d{2}-\d{2}-\d{4}_1条\.csv$/);
    expect(lines[0]).toBe('ID,注册证号,生产厂家,设备名称,设备型号,规格,批准日期,有效期截止日期,创建时间,更新时间');
  });

  it('offers the date-range shortcuts, the page sizes and the sortable columns', async () => {
    await page.getByRole('button', { name: '高级查询' }).click();
    await page.locator('.engine-filter-bar .arco-picker-range').first().click();
    for (const shortcut of ['今天', '最近一周', '最近一个月', '最近三个月'])
      await page.locator('.arco-picker-shortcuts').getByText(shortcut, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    // Escape closes the picker only while its input has the focus; a click beside it always does.
    const shortcuts = page.locator('.arco-picker-shortcuts').first();
    if (await shortcuts.isVisible())
      await page
        .locator('.engine-filter-bar')
        .first()
        .click({ position: { x: 2, y: 2 } });
    // The picker fades out: until it has, it still covers the pager.
    await shortcuts.waitFor({ state: 'hidden' });
    await page.locator('.arco-pagination-option .arco-select').click();
    for (const size of ['10', '20', '30', '50'])
      await page
        .locator('.arco-select-popup .arco-select-option')
        .filter({ hasText: new RegExp(`^${size}`) })
        .first()
        .waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('.arco-table-th .arco-table-sorter').count()).toBe(5);
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });
});

describe('related regulations of a page', () => {
  it('a hospital user opens the equipment ledger’s manual in the console; pages without one show no button', async () => {
    const { page: manager } = await signIn(browser, baseUrl, 'manager', '**/home/dashboard**');
    await manager.locator('#shell-main').waitFor();
    await manager.goto('/eqp/index?hosp_code=10001');
    const button = manager.locator('#shell-related-law');
    await button.waitFor();
    expect((await button.textContent())?.trim()).toBe('相关法规');
    await button.click();
    const viewer = manager.locator('.arco-drawer').filter({ hasText: '设备台账操作手册' });
    await viewer.waitFor();
    const src = await viewer.locator('iframe#related-law-viewer').getAttribute('src');
    expect(src).toMatch(/^\/files\/other\/\d{6}\/[0-9a-f]{32}\/.+\.pdf$/);
    expect((await manager.request.get(src!)).headers()['content-type']).toBe('application/pdf');
    await viewer.locator('.arco-drawer-close-icon').click();
    await manager.goto('/home/dashboard?hosp_code=10001');
    await manager.locator('#shell-main').waitFor();
    await expect.poll(() => manager.locator('#shell-related-law').count(), eventually).toBe(0);
  });
});
