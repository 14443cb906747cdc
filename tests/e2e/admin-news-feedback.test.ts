import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser } from '../support/browser.js';
import { adminOn, dialog, toast, tokenOf } from './entity-support.js';
import { dropdownItem, eventually, signIn } from './shell-support.js';

/**
 * The platform's notices in Chromium (issue 16): a news item added on 新闻管理 shows on a hospital
 * user's home page; feedback sent from the user menu is answered on 医院反馈 and read back; a
 * newly published release note shows once. The manager (10001 only) lands on the home page.
 */
let browser: Browser;
let baseUrl: string;
let admin: Page;
let manager: Page;
let adminToken = '';
const tag = `E2E${Date.now().toString(36)}`;
/** Records this file adds, removed at the end so later files see the demo's state (no release-note dialog). */
const cleanup: [string, string][] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  ({ page: admin } = await adminOn(browser, baseUrl, '/admin/news-manage'));
  adminToken = await tokenOf(admin);
  ({ page: manager } = await signIn(browser, baseUrl, 'manager', '**/home/dashboard?hosp_code=10001'));
});
afterAll(async () => {
  const api = new ApiClient(baseUrl);
  for (const [endpoint, id] of cleanup) await api.post(`${endpoint}/delete`, { id }, { token: adminToken });
  await browser?.close();
});

const rows = (page: Page) => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');
/** A dialog's own 确定 (a date picker inside it has one too). */
const submitOf = (modal: Locator) => modal.locator('.arco-modal-footer').getByRole('button', { name: '确定' });
const newsStrip = (page: Page) => page.getByRole('region', { name: '平台公告' });

describe('新闻管理 → the hospital home page', () => {
  it('adds a news item for all hospitals; the manager sees it on the home page and opens its body', async () => {
    await admin.getByRole('button', { name: '新增' }).click();
    const modal = dialog(admin, '新闻添加');
    await submitOf(modal).click();
    for (const message of ['标题为必输项', '正文为必输项', '发布时间为必输项'])
      await modal.getByRole('alert').filter({ hasText: message }).waitFor();
    await modal.locator('[data-field="title"] input').fill(`${tag} 设备科通知`);
    await modal.locator('[data-field="content"] textarea').fill(`${tag} 本周五下午进行设备安全培训。`);
    await modal.locator('[data-field="publishTime"] input').click();
    const picker = admin.locator('.arco-picker-container:visible');
    await picker.getByText('此刻', { exact: true }).click();
    if (await picker.locator('.arco-picker-btn-confirm').isVisible()) await picker.locator('.arco-picker-btn-confirm').click();
    await submitOf(modal).click();
    await toast(admin, '添加成功').waitFor();
    await expect
      .poll(
        () =>
          rows(admin)
            .filter({ hasText: `${tag} 设备科通知` })
            .count(),
        eventually,
      )
      .toBe(1);
    const listed = await new ApiClient(baseUrl).post<{ list: { id: string }[] }>('/db/news/query', { title: tag }, { token: adminToken });
    cleanup.push(['/db/news', listed.body.data.list[0]!.id]);

    await manager.reload();
    const strip = newsStrip(manager);
    await strip.getByText(`${tag} 设备科通知`).waitFor();
    // The demo's pinned maintenance notice stays first.
    await expect.poll(() => strip.locator('li').first().textContent()).toContain('平台系统升级维护通知');
    await strip.getByText(`${tag} 设备科通知`).click();
    await strip.getByText(`${tag} 本周五下午进行设备安全培训。`).waitFor();
  });
});

describe('意见反馈 → 医院反馈', () => {
  it('the manager sends feedback from the user menu; the admin replies; the manager reads the reply', async () => {
    await manager.locator('#shell-user').click();
    await dropdownItem(manager, '意见反馈').click();
    const form = dialog(manager, '意见反馈');
    await submitOf(form).click();
    await form.getByRole('alert').filter({ hasText: '请选择反馈类型' }).waitFor();
    await form.locator('[data-field="category"] .arco-select-view').click();
    await manager.locator('.arco-select-popup:visible').getByText('功能建议', { exact: true }).click();
    await form.locator('[data-field="content"] textarea').fill(`${tag} 希望首页能显示本月保养完成率`);
    await submitOf(form).click();
    await toast(manager, '提交成功，感谢您的反馈!').waitFor();

    await admin.goto('/admin/hosp-feedback');
    const row = rows(admin).filter({ hasText: `${tag} 希望首页能显示本月保养完成率` });
    await expect.poll(() => row.count(), eventually).toBe(1);
    await expect.poll(() => row.textContent()).toContain('待处理');
    await row.getByText('更多').click();
    await dropdownItem(admin, '回复').click();
    const reply = dialog(admin, '回复反馈');
    await reply.locator('[data-field="reply"] textarea').fill('已列入下个版本的计划');
    await submitOf(reply).click();
    await toast(admin, '修改成功').waitFor();
    await expect.poll(() => row.textContent(), eventually).toContain('已回复');

    await manager.locator('#shell-user').click();
    await dropdownItem(manager, '我的反馈').click();
    const mine = dialog(manager, '我的反馈');
    const item = mine.locator('li').filter({ hasText: `${tag} 希望首页能显示本月保养完成率` });
    await item.getByText('已列入下个版本的计划').waitFor();
    await item.getByText('已回复').waitFor();
    await mine.locator('.arco-modal-close-icon').click();
  });
});

describe('项目更新日志', () => {
  it('shows a newly published release note once after sign-in, then never again', async () => {
    const version = `${100 + (Date.now() % 80000)}.0.0`;
    const added = await new ApiClient(baseUrl).post<string>(
      '/db/project-update-log/add',
      { version, releaseDate: '2026-11-24', items: [{ category: '01', content: `${tag} 首页显示平台公告` }], published: true },
      { token: adminToken },
    );
    expect(added.body.code).toBe('0');
    cleanup.push(['/db/project-update-log', added.body.data]);

    await manager.reload();
    const notes = dialog(manager, `版本更新 ${version}`);
    await notes.getByText(`${tag} 首页显示平台公告`).waitFor();
    await notes.getByText('新增', { exact: true }).waitFor();
    const seen = manager.waitForResponse((response) => response.url().endsWith('/db/project-update-log/seen'));
    await notes.getByRole('button', { name: '知道了' }).click();
    await seen;
    await notes.waitFor({ state: 'detached' });

    const unseen = manager.waitForResponse((response) => response.url().endsWith('/db/project-update-log/unseen'));
    await manager.reload();
    expect(((await (await unseen).json()) as { data: unknown }).data).toBeNull();
    await newsStrip(manager).waitFor();
    expect(await manager.getByText(`版本更新 ${version}`).count()).toBe(0);
  });
});
