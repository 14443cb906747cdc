import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser } from '../support/browser.js';
import { adminOn, dialog, toast, tokenOf } from './entity-support.js';
import { eventually } from './shell-support.js';

/**
 * 定时任务 and 任务日志 (seed 002 sections 2.6, 2.7) in Chromium: a job chosen among the server's
 * methods, refused with a bad cron, paused, run now, and its failure read in the job log.
 */
let browser: Browser;
let baseUrl: string;
let page: Page;
const NAME = `E2E任务${Date.now().toString(36)}`;
const BAD_CRON = 'Cron表达式无效：需要5至7个以空格分隔的部分（秒 分 时 日 月 周），例如 0 0 1 * * * 表示每天1点';

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  ({ page } = await adminOn(browser, baseUrl, '/admin/quartz-job'));
});
afterAll(async () => {
  await browser?.close();
});

const rows = () => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');
const rowWith = (text: string) => rows().filter({ hasText: text });

async function choose(scope: Locator, option: string): Promise<void> {
  await scope.locator('.arco-select-view').first().click();
  await page.locator('.arco-select-popup:visible').getByText(option, { exact: true }).first().click();
}

async function rowAction(label: string): Promise<void> {
  await rowWith(NAME).getByRole('button', { name: /更多/ }).click();
  await page.locator('.arco-dropdown').getByRole('menuitem', { name: label, exact: true }).click();
}

async function jobByName(): Promise<{ id: string; isPause: boolean; cronExpression: string; params: string }> {
  const api = new ApiClient(baseUrl);
  const response = await api.post<{ list: { id: string; jobName: string; isPause: boolean; cronExpression: string; params: string }[] }>(
    '/api/quartz-job/query',
    { pagedQueryInfo: { index: 1, pageSize: 10 }, jobName: NAME },
    { token: await tokenOf(page) },
  );
  return response.body.data.list[0]!;
}

describe('scheduled jobs screen', () => {
  it('lists the demo jobs', async () => {
    await rowWith('标记超期任务').waitFor();
    await expect.poll(() => rows().count(), eventually).toBeGreaterThanOrEqual(6);
  });

  it('offers the server’s beans and methods, refuses a bad cron with the reason, then saves a good one', async () => {
    const modal = dialog(page, '定时任务添加');
    const fill = async (cron: string) => {
      await page.getByRole('button', { name: /新增$/ }).click();
      await modal.getByPlaceholder('请输入任务名称').fill(NAME);
      await choose(modal.locator('[data-field="beanName"]'), 'diagnosticJob（诊断：等待、诊断：失败）');
      await choose(modal.locator('[data-field="methodName"]'), 'fail（诊断：失败）');
      // The method's description shows under it, and its defaults fill the params.
      await modal.getByText('总是以给定的消息失败，用于检查失败日志与异常信息的显示').waitFor();
      await expect.poll(() => modal.locator('[data-field="params"] textarea').inputValue()).toBe('{"message":"诊断任务按要求失败"}');
      await modal.locator('[data-field="params"] textarea').fill('{"message": "磁盘空间不足\\n请清理 /data 目录"}');
      await modal.getByPlaceholder('请输入Cron表达式').fill(cron);
      await modal.getByRole('button', { name: '确定' }).click();
    };
    await fill('bad cron');
    await toast(page, BAD_CRON).waitFor();
    // The dialog stays open with what was typed and the message at the cron (docs/decisions.md, issue 25).
    await modal.locator('[data-field="cronExpression"]').getByText(BAD_CRON).waitFor();
    await modal.getByPlaceholder('请输入Cron表达式').fill('0 0 12 * * *');
    await modal.getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!').waitFor();
    await rowWith(NAME).waitFor();
    expect(await jobByName()).toMatchObject({ cronExpression: '0 0 12 * * *', isPause: false });
  });

  it('pauses it from its edit dialog', async () => {
    await rowWith(NAME).getByRole('button', { name: '编辑' }).click();
    const modal = dialog(page, '定时任务修改编辑');
    await modal.locator('[data-field="isPause"] .arco-switch').click();
    await modal.getByRole('button', { name: '确定' }).click();
    await toast(page, '修改成功!').waitFor();
    await expect.poll(async () => (await jobByName()).isPause, eventually).toBe(true);
  });

  it('runs it now: the failure is shown, and the job log shows the exception with its lines in the expanded row', async () => {
    await rowAction('立即执行');
    await page
      .locator('.arco-modal')
      .filter({ hasText: `确定立即执行一次任务 ${NAME} 吗？` })
      .last()
      .getByRole('button', { name: '确定' })
      .click();
    await toast(page, '任务执行失败：磁盘空间不足').waitFor();

    await rowAction('执行日志');
    await page.waitForURL('**/admin/quartz-log?**');
    expect(new URL(page.url()).searchParams.get('methodName')).toBe('fail');
    await rowWith(NAME).waitFor();
    await rowWith(NAME).locator('.arco-table-expand-icon-cell button').click();
    const panel = page.locator('.engine-expanded-row').first();
    const exception = panel.locator('dl > div').filter({ hasText: '异常信息' }).locator('dd');
    await expect.poll(() => exception.innerText(), eventually).toBe('磁盘空间不足\n请清理 /data 目录');
  });
});
