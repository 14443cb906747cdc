import type { Browser, Locator, Page } from 'playwright-core';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser } from '../support/browser.js';
import { adminOn, dialog, toast, tokenOf } from './entity-support.js';
import { engineerChooses, eventually, signIn, subsystemDialog } from './shell-support.js';

/**
 * 公司订阅 → the subsystem dialog, and 型号管理 → the equipment ledger's edit dialog (issue 16), in
 * Chromium against the real server. What the test adds it removes again through the API.
 */
let browser: Browser;
let baseUrl: string;
let admin: Page;
let adminToken = '';
const tag = `m${Date.now().toString(36)}`;
const cleanup: [string, string][] = [];
const restore: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  ({ page: admin } = await adminOn(browser, baseUrl, '/admin/sub-manage/comp-sub'));
  adminToken = await tokenOf(admin);
});
afterAll(async () => {
  const api = new ApiClient(baseUrl);
  for (const undo of restore) await undo();
  for (const [endpoint, id] of cleanup) await api.post(`${endpoint}/delete`, { id }, { token: adminToken });
  await browser?.close();
});

const rows = (page: Page) => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');
const submitOf = (modal: Locator) => modal.locator('.arco-modal-footer').getByRole('button', { name: '确定' });

async function choose(page: Page, modal: Locator, field: string, option: string): Promise<void> {
  await modal.locator(`[data-field="${field}"] .arco-select-view`).click();
  await page.locator('.arco-select-popup:visible').getByText(option, { exact: true }).click();
}

describe('公司订阅 → the subsystem dialog', () => {
  it('a subscription of 示范市中心医院 to the benefit centre enables its button for that hospital’s user', async () => {
    const before = await engineerChooses(browser, baseUrl, '示范市中心医院', '10002');
    await subsystemDialog(before.page).locator('button[aria-disabled="true"]', { hasText: '效益分析中心' }).waitFor();
    await before.page.context().close();

    await admin.getByRole('button', { name: '新增' }).click();
    const modal = dialog(admin, '公司订阅添加');
    await submitOf(modal).click();
    for (const message of ['订阅项目为必输项', '开始日期为必输项', '请选择医院'])
      await modal.getByRole('alert').filter({ hasText: message }).waitFor();
    await choose(admin, modal, 'hospCode', '示范市中心医院');
    await choose(admin, modal, 'subCode', '效益分析中心');
    const start = modal.locator('[data-field="startDate"] input');
    await start.fill(dayjs().format('YYYY-MM-DD'));
    await start.press('Enter');
    await modal.locator('[data-field="remark"] textarea').fill(`${tag} 端到端订阅`);
    await submitOf(modal).click();
    await toast(admin, '添加成功').waitFor();
    const row = rows(admin).filter({ hasText: '效益分析中心' }).filter({ hasText: '示范市中心医院' });
    await expect.poll(() => row.count(), eventually).toBeGreaterThan(0);
    const listed = await new ApiClient(baseUrl).post<{ list: { id: string }[] }>(
      '/db/comp-sub/query',
      { remark: tag },
      { token: adminToken },
    );
    cleanup.push(['/db/comp-sub', listed.body.data.list[0]!.id]);

    const { page } = await engineerChooses(browser, baseUrl, '示范市中心医院', '10002');
    const dialogOf = subsystemDialog(page);
    await dialogOf.locator('button[aria-disabled="false"]', { hasText: '效益分析中心' }).waitFor();
    await dialogOf.locator('button[aria-disabled="false"]', { hasText: '设备共享中心' }).waitFor();
    await page.context().close();
  });
});

describe('型号管理 → the ledger’s edit dialog', () => {
  it('adds a model, and the ledger’s editor picks it for a device', async () => {
    await admin.goto('/admin/model-manage');
    await admin.getByRole('button', { name: '新增' }).click();
    const modal = dialog(admin, '型号添加');
    await submitOf(modal).click();
    for (const message of ['品牌为必输项', '规格型号为必输项']) await modal.getByRole('alert').filter({ hasText: message }).waitFor();
    await modal.locator('[data-field="eqpBrand"] input').fill(`${tag}品牌`);
    await modal.locator('[data-field="eqpModel"] input').fill(`${tag}-X1`);
    await modal.locator('[data-field="eqpName"] input').fill('端到端监护仪');
    await choose(admin, modal, 'tagCode', '监护类');
    await submitOf(modal).click();
    await toast(admin, '添加成功').waitFor();
    await expect
      .poll(
        () =>
          rows(admin)
            .filter({ hasText: `${tag}-X1` })
            .count(),
        eventually,
      )
      .toBe(1);
    const listed = await new ApiClient(baseUrl).post<{ list: { id: string }[] }>(
      '/db/eqp-model/query',
      { eqpBrand: tag },
      { token: adminToken },
    );
    cleanup.push(['/db/eqp-model', listed.body.data.list[0]!.id]);

    const { page } = await signIn(browser, baseUrl, 'manager', '**/home/dashboard?hosp_code=10001');
    const managerToken = await tokenOf(page);
    await page.goto('/eqp/index?hosp_code=10001');
    const first = rows(page).first();
    await first.waitFor();
    const before = await new ApiClient(baseUrl).post<{ list: Record<string, unknown>[] }>(
      '/db/hosp-eqp-ledger/query',
      { hospCode: '10001', pagedQueryInfo: { index: 1, pageSize: 1 } },
      { token: managerToken },
    );
    const device = before.body.data.list[0]!;
    restore.push(() =>
      new ApiClient(baseUrl).post(
        '/db/hosp-eqp-ledger/update',
        {
          id: device.id,
          hospCode: '10001',
          eqpName: device.eqpName,
          deptId: device.deptId,
          tagCode: device.tagCode,
          eqpBrand: device.eqpBrand,
          eqpModel: device.eqpModel,
        },
        { token: adminToken },
      ),
    );
    await first.getByRole('button', { name: '编辑' }).click();
    const edit = dialog(page, '设备信息修改');
    const model = edit.locator('[data-field="eqpModel"] input');
    await model.fill(tag);
    await page.locator('.arco-select-popup:visible').getByText(`${tag}-X1`).click();
    expect(await model.inputValue()).toBe(`${tag}-X1`);
    const brand = edit.locator('[data-field="eqpBrand"] input');
    await brand.fill(tag);
    await page.locator('.arco-select-popup:visible').getByText(`${tag}品牌`).first().click();
    await submitOf(edit).click();
    await toast(page, '修改成功').waitFor();
    await expect.poll(() => rows(page).first().textContent(), eventually).toContain(`${tag}-X1`);
    await page.context().close();
  });
});

describe('知识库权限', () => {
  it('picks a document, a hospital and one of that hospital’s roles', async () => {
    await admin.goto('/admin/knowledge-permission');
    await admin.getByRole('button', { name: '新增' }).click();
    const modal = dialog(admin, '知识库权限添加');
    await submitOf(modal).click();
    for (const message of ['知识库文件为必输项', '医院为必输项']) await modal.getByRole('alert').filter({ hasText: message }).waitFor();
    await choose(admin, modal, 'docId', '法律法规 · 医疗器械监督管理条例');
    // Roles are a hospital's: the select waits for one.
    expect(await modal.locator('[data-field="roleId"] .arco-select').getAttribute('class')).toContain('arco-select-disabled');
    await choose(admin, modal, 'hospCode', '示范市中心医院');
    await choose(admin, modal, 'roleId', '维修工程师');
    await modal.locator('[data-field="remark"] textarea').fill(`${tag} 端到端权限`);
    await submitOf(modal).click();
    await toast(admin, '添加成功').waitFor();
    const row = rows(admin).filter({ hasText: '医疗器械监督管理条例' }).filter({ hasText: '维修工程师' });
    await expect.poll(() => row.count(), eventually).toBe(1);
    const listed = await new ApiClient(baseUrl).post<{ list: { id: string; hospCode: string }[] }>(
      '/db/knowledge-permission/query',
      { remark: tag },
      { token: adminToken },
    );
    expect(listed.body.data.list[0]).toMatchObject({ hospCode: '10002' });
    cleanup.push(['/db/knowledge-permission', listed.body.data.list[0]!.id]);
  });
});
