import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser } from '../support/browser.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { adminToken, entityCalls } from '../support/entity-api.js';
import { adminOn, dialog, toast } from './entity-support.js';
import { eventually, GUIDE_COOKIE } from './shell-support.js';

/**
 * Issue 25 in Chromium against the real server: no typed input is lost (a refused save keeps the
 * dialog open with the message at its field; drafts survive a reload and a re-login), an edit
 * sends only what changed (a blank password keeps the old one), a batch edit changes only the
 * fields chosen, and two admins editing one record merge silently or resolve field by field.
 */
let browser: Browser;
let baseUrl: string;
let api: ApiClient;
let token: string;
const opened: Page[] = [];
const errors: string[][] = [];
const TAG = Date.now().toString(36).toUpperCase();

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  api = new ApiClient(baseUrl);
  token = await adminToken(api);
});
afterAll(async () => {
  await browser?.close();
});

/** A signed-in admin's page on `path` (its own browser context: its own storage, like another admin). */
async function adminPage(path: string): Promise<Page> {
  const watched = await adminOn(browser, baseUrl, path);
  opened.push(watched.page);
  errors.push(watched.errors);
  return watched.page;
}

/** One entity's calls as the admin (made when used: the client exists once the suite has started). */
const calls = (endpoint: string) => ({
  query: <T>(body: Record<string, unknown>, index = 1, pageSize = 10) =>
    entityCalls(api, endpoint, () => token).query<T>(body, index, pageSize),
  add: (body: unknown) => entityCalls(api, endpoint, () => token).add(body),
});
const rows = (page: Page) => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');
const rowWith = (page: Page, text: string) => rows(page).filter({ hasText: text });
/** Waits for the list to show at least `count` rows (expect.poll works in tests only, not in their setup). */
const rowsShown = (page: Page, count: number) =>
  rows(page)
    .nth(count - 1)
    .waitFor();
const fieldOf = (modal: Locator, field: string) => modal.locator(`[data-field="${field}"]`);
const messageAt = (modal: Locator, field: string) => fieldOf(modal, field).getByRole('alert');
const inputOf = (modal: Locator, label: string) => modal.getByPlaceholder(`请输入${label}`);
const confirm = (modal: Locator) => modal.getByRole('button', { name: '确定' }).click();
const draftsNotice = (page: Page) => page.locator('.engine-screen-drafts');

/** What the page keeps as drafts (every account's), as stored in the browser. */
const storedDrafts = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('hec:formDrafts'))
      .map((key) => localStorage.getItem(key))
      .join('\n'),
  );
const draftHolds = (page: Page, text: string) => expect.poll(() => storedDrafts(page), eventually).toContain(text);

async function choose(page: Page, scope: Locator, option: string): Promise<void> {
  await scope.locator('.arco-select-view').first().click();
  await page.locator('.arco-select-popup:visible').getByText(option, { exact: true }).first().click();
}

/** Batch mode on, the rows with these texts ticked, then 批量修改. */
async function batchEdit(page: Page, texts: string[], title: string): Promise<Locator> {
  await page.getByRole('switch', { name: '批量修改模式' }).click();
  for (const text of texts) await rowWith(page, text).locator('.arco-checkbox').click();
  await page.getByRole('button', { name: '批量修改', exact: true }).click();
  const modal = dialog(page, title);
  await modal.waitFor();
  return modal;
}

/** Ends the session in this browser and signs in again as the same admin (the storage stays). */
async function signInAgain(page: Page, path: string): Promise<void> {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: GUIDE_COOKIE, value: '1', url: baseUrl }]);
  await page.goto('/admin/login');
  await page.getByPlaceholder('请输入账号或手机号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByPlaceholder('请输入密码').press('Enter');
  await page.waitForURL('**/admin/dashboard**');
  await page.goto(path);
}

describe('dictionary', () => {
  const TYPE = `E2E_KEEP_${TAG}`;
  const SCREEN = `/admin/system-param/dic?type=${TYPE}`;
  const dic = calls('/db/dic');
  type DicRow = { id: string; description: string; val: string; sort: number };
  const entries = async () => (await dic.query<DicRow>({ type: TYPE }, 1, 50)).body.data.list;
  const entry = async (val: string) => (await entries()).find((row) => row.val === val)!;
  let page: Page;

  beforeAll(async () => {
    for (const [description, val, sort] of [
      ['一号', 'A', 1],
      ['二号', 'B', 2],
      ['三号', 'C', 3],
    ] as const) {
      expect((await dic.add({ type: TYPE, description, val, sort })).body.code).toBe('0');
    }
    page = await adminPage(SCREEN);
    await rowsShown(page, 3);
  });

  it('keeps a refused add open with everything typed and 该类型下已存在相同的值 at the value; fixing it saves', async () => {
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const modal = dialog(page, '系统字典添加');
    await inputOf(modal, '类型').fill(TYPE);
    await inputOf(modal, '描述/名称').fill('重复的值');
    await inputOf(modal, '值').fill('A');
    await inputOf(modal, '排序').fill('9');
    await confirm(modal);
    await expect.poll(() => messageAt(modal, 'val').textContent(), eventually).toBe('该类型下已存在相同的值');
    expect(await modal.isVisible()).toBe(true);
    expect(await inputOf(modal, '描述/名称').inputValue()).toBe('重复的值');
    await inputOf(modal, '值').fill('D');
    await confirm(modal);
    await toast(page, '添加成功!').waitFor();
    await modal.waitFor({ state: 'hidden' });
    expect((await entry('D')).description).toBe('重复的值');
  });

  it('keeps an unsaved draft through a reload and a re-login: the screen offers it, 继续编辑 restores it', async () => {
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const modal = dialog(page, '系统字典添加');
    await inputOf(modal, '类型').fill(TYPE);
    await inputOf(modal, '描述/名称').fill('草稿里的描述');
    await draftHolds(page, '草稿里的描述');
    await page.reload();
    await draftsNotice(page).getByText('系统字典添加').waitFor();

    await signInAgain(page, SCREEN);
    await draftsNotice(page).getByRole('button', { name: '继续编辑' }).click();
    const restored = dialog(page, '系统字典添加');
    await restored.getByText('已恢复未保存的草稿').waitFor();
    expect(await inputOf(restored, '类型').inputValue()).toBe(TYPE);
    expect(await inputOf(restored, '描述/名称').inputValue()).toBe('草稿里的描述');
    await restored.getByRole('button', { name: '丢弃草稿' }).click();
    await expect.poll(() => inputOf(restored, '描述/名称').inputValue()).toBe('');
    await restored.getByRole('button', { name: '取消' }).click();
    await restored.waitFor({ state: 'hidden' });
    await expect.poll(() => draftsNotice(page).count()).toBe(0);
    expect(await storedDrafts(page)).not.toContain('草稿里的描述');
  });

  it('batch-edits one chosen field and leaves every other field of every row as it was', async () => {
    const before = await entries();
    const modal = await batchEdit(page, ['一号', '二号'], '系统字典批量修改');
    await inputOf(modal, '排序').fill('77');
    expect(await modal.getByRole('checkbox', { name: '修改排序' }).getAttribute('aria-checked')).toBe('true');
    expect(await modal.getByRole('checkbox', { name: '修改类型' }).getAttribute('aria-checked')).toBe('false');
    await confirm(modal);
    await toast(page, '修改成功!').waitFor();
    await page.getByRole('switch', { name: '批量修改模式' }).click();
    const after = await entries();
    for (const row of before) {
      const now = after.find((item) => item.id === row.id)!;
      expect(now).toMatchObject({ description: row.description, val: row.val, sort: ['A', 'B'].includes(row.val) ? 77 : row.sort });
    }
  });

  it('merges silently when two admins change different fields of one entry', async () => {
    const other = await adminPage(SCREEN);
    for (const each of [page, other]) await rowWith(each, '三号').getByRole('button', { name: '编辑' }).click();
    const mine = dialog(page, '系统字典修改编辑');
    const theirs = dialog(other, '系统字典修改编辑');
    await inputOf(theirs, '描述/名称').fill('三号（他人改）');
    await confirm(theirs);
    await toast(other, '修改成功!').waitFor();
    await inputOf(mine, '排序').fill('33');
    await confirm(mine);
    await toast(page, '修改成功!').waitFor();
    await mine.waitFor({ state: 'hidden' });
    expect(await entry('C')).toMatchObject({ description: '三号（他人改）', sort: 33 });
  });

  it('shows the conflict panel when both change the same field, keeps what was typed, and saves the choice', async () => {
    // The other admin's page of the test before was closed with it (tests/e2e/close-test-contexts.ts).
    const other = await adminPage(SCREEN);
    await page.reload();
    for (const each of [page, other]) await rowWith(each, '三号（他人改）').getByRole('button', { name: '编辑' }).click();
    const mine = dialog(page, '系统字典修改编辑');
    const theirs = dialog(other, '系统字典修改编辑');
    await inputOf(theirs, '描述/名称').fill('他人的描述');
    await confirm(theirs);
    await toast(other, '修改成功!').waitFor();
    await inputOf(mine, '描述/名称').fill('我的描述');
    await confirm(mine);
    const conflict = mine.locator('[data-conflict-field="description"]');
    await conflict.waitFor();
    expect(await conflict.locator('[data-side="mine"]').textContent()).toBe('我的描述');
    expect(await conflict.locator('[data-side="theirs"]').textContent()).toBe('他人的描述');
    expect(await conflict.locator('[data-side="base"]').textContent()).toBe('三号（他人改）');
    expect(await toast(page, '修改成功!').count()).toBe(0);
    expect(await inputOf(mine, '描述/名称').inputValue()).toBe('我的描述');
    await conflict.getByText('保留当前').click();
    await expect.poll(() => inputOf(mine, '描述/名称').inputValue()).toBe('他人的描述');
    await conflict.getByText('应用我的').click();
    await expect.poll(() => inputOf(mine, '描述/名称').inputValue()).toBe('我的描述');
    await mine.getByRole('button', { name: '保存', exact: true }).click();
    await toast(page, '修改成功!').waitFor();
    await mine.waitFor({ state: 'hidden' });
    expect(await entry('C')).toMatchObject({ description: '我的描述', sort: 33 });
  });
});

describe('accounts', () => {
  const acct = calls('/db/acct');
  const ACCT_NO = `keep${TAG.toLowerCase()}`;
  const PHONE = `139${String(Date.now()).slice(-8)}`;
  const OLD_PASSWORD = 'Old_pass_1';
  let page: Page;

  beforeAll(async () => {
    const added = await acct.add({ type: '01', cellPhone: PHONE, acctNo: ACCT_NO, acctName: `保留账号${TAG}`, passWord: OLD_PASSWORD });
    expect(added.body.code).toBe('0');
    page = await adminPage(`/admin/acct-manage?acctNo=${ACCT_NO}`);
    await rowsShown(page, 1);
  });

  it('an edit without a password keeps the old one: the account still signs in with it', async () => {
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    const modal = dialog(page, '平台账号修改编辑');
    expect(await fieldOf(modal, 'passWord').locator('input').getAttribute('placeholder')).toBe('不修改请留空');
    await inputOf(modal, '账号名称/姓名').fill(`改名账号${TAG}`);
    await confirm(modal);
    await toast(page, '修改成功!').waitFor();
    await modal.waitFor({ state: 'hidden' });
    const login = await api.post('/api/login', { loginName: ACCT_NO, passWord: OLD_PASSWORD });
    expect(login.body.msg).not.toBe('账号或密码错误');
    expect(login.body.code).toBe('0');
  });

  it('a refused edit keeps what was typed with 手机号已存在 at the phone; the draft never holds a password', async () => {
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    const modal = dialog(page, '平台账号修改编辑');
    await inputOf(modal, '账号名称/姓名').fill(`冲突账号${TAG}`);
    await inputOf(modal, '手机号').fill('13800000000');
    await fieldOf(modal, 'passWord').locator('input').fill('Typed_pass_9');
    await confirm(modal);
    await expect.poll(() => messageAt(modal, 'cellPhone').textContent(), eventually).toBe('手机号已存在');
    expect(await inputOf(modal, '账号名称/姓名').inputValue()).toBe(`冲突账号${TAG}`);
    await draftHolds(page, `冲突账号${TAG}`);
    expect(await storedDrafts(page)).not.toContain('Typed_pass_9');
    await modal.getByRole('button', { name: '取消' }).click();
    await modal.waitFor({ state: 'hidden' });
    const notice = draftsNotice(page);
    await notice.getByText('平台账号修改编辑').waitFor();
    await notice.getByRole('button', { name: '丢弃' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await storedDrafts(page)).not.toContain(`冲突账号${TAG}`);
  });
});

describe('registration certificates', () => {
  const info = calls('/db/registration-info');
  const SCREEN = `/admin/industry-knowledge-manage/registrationinfo-manage?rgstNo=${TAG}`;
  type Certificate = {
    id: string;
    rgstNo: string;
    manufacturer: string;
    eqpName: string;
    eqpModel: string;
    standard: string;
    approvalDate: string;
    effectiveDeadline: string;
    rowVersion: number;
    lstupdDateTime: string;
  };
  const certificates = async () => (await info.query<Certificate>({ rgstNo: TAG })).body.data.list;
  let page: Page;

  beforeAll(async () => {
    for (const [suffix, model, standard] of [
      ['1', 'M1', '甲规格'],
      ['2', 'M2', '乙规格'],
    ]) {
      const body = {
        rgstNo: `国械注准${TAG}${suffix}`,
        manufacturer: `厂家${suffix}`,
        eqpName: '监护仪',
        eqpModel: model,
        standard,
        approvalDate: '2021-04-16',
        effectiveDeadline: '2026-04-15',
      };
      expect((await info.add(body)).body.code).toBe('0');
    }
    page = await adminPage(SCREEN);
    await rowsShown(page, 2);
  });

  it('batch-edits 规格 alone: every other field of both certificates stays as it was', async () => {
    const before = await certificates();
    const modal = await batchEdit(page, [`${TAG}1`, `${TAG}2`], '注册证信息批量修改');
    await inputOf(modal, '规格').fill('统一规格');
    await confirm(modal);
    await toast(page, '修改成功!').waitFor();
    await page.getByRole('switch', { name: '批量修改模式' }).click();
    const after = await certificates();
    expect(after).toHaveLength(2);
    for (const { rowVersion: _version, lstupdDateTime: _updated, ...row } of before) {
      expect(after.find((item) => item.id === row.id)).toMatchObject({ ...row, standard: '统一规格' });
    }
  });

  it('keeps an edit draft through a reload; the restored edit saves', async () => {
    await rowWith(page, `${TAG}1`).getByRole('button', { name: '编辑' }).click();
    const modal = dialog(page, '注册证信息修改编辑');
    await inputOf(modal, '生产厂家').fill('草稿厂家');
    await draftHolds(page, '草稿厂家');
    await page.reload();
    const notice = draftsNotice(page);
    await notice.getByText(/注册证信息修改编辑/).waitFor();
    await notice.getByRole('button', { name: '继续编辑' }).click();
    const restored = dialog(page, '注册证信息修改编辑');
    await restored.getByText('已恢复未保存的草稿').waitFor();
    expect(await inputOf(restored, '生产厂家').inputValue()).toBe('草稿厂家');
    await confirm(restored);
    await toast(page, '修改成功!').waitFor();
    expect((await certificates()).find((row) => row.rgstNo.endsWith(`${TAG}1`))).toMatchObject({
      manufacturer: '草稿厂家',
      standard: '统一规格',
      eqpModel: 'M1',
    });
    await expect.poll(() => draftsNotice(page).count()).toBe(0);
  });
});

describe('hospitals', () => {
  let page: Page;

  beforeAll(async () => {
    page = await adminPage('/admin/hospital/hosp');
    await page.getByRole('button', { name: '新增', exact: true }).waitFor();
  });

  it('a refused add keeps everything typed, with 医院编号已存在 at the hospital code, and survives a reload', async () => {
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const modal = dialog(page, '医院添加');
    await inputOf(modal, '医院编号').fill('10001');
    await inputOf(modal, '医院名称').fill(`保留医院${TAG}`);
    await inputOf(modal, '医院简称').fill('保留');
    await confirm(modal);
    await expect.poll(() => messageAt(modal, 'hospCode').textContent(), eventually).toBe('医院编号已存在');
    expect(await inputOf(modal, '医院名称').inputValue()).toBe(`保留医院${TAG}`);
    await draftHolds(page, `保留医院${TAG}`);
    await page.reload();
    await draftsNotice(page).getByRole('button', { name: '继续编辑' }).click();
    const restored = dialog(page, '医院添加');
    await restored.getByText('已恢复未保存的草稿').waitFor();
    expect(await inputOf(restored, '医院名称').inputValue()).toBe(`保留医院${TAG}`);
    expect(await inputOf(restored, '医院简称').inputValue()).toBe('保留');
    await restored.getByRole('button', { name: '丢弃草稿' }).click();
    await restored.getByRole('button', { name: '取消' }).click();
    await restored.waitFor({ state: 'hidden' });
    await expect.poll(() => draftsNotice(page).count()).toBe(0);
  });
});

describe('scheduled jobs', () => {
  const JOB = `保留任务${TAG}`;
  const SCREEN = `/admin/quartz-job?jobName=${encodeURIComponent(JOB)}`;
  type Job = { id: string; jobName: string; cronExpression: string; isPause: boolean; remark: string | null; params: string };
  const jobs = async () =>
    (await api.post<{ list: Job[] }>('/api/quartz-job/query', { pagedQueryInfo: { index: 1, pageSize: 10 }, jobName: JOB }, { token })).body
      .data.list;
  let page: Page;

  beforeAll(async () => {
    for (const [suffix, cron] of [
      ['甲', '0 0 3 * * *'],
      ['乙', '0 30 4 * * *'],
    ]) {
      const body = {
        jobName: `${JOB}${suffix}`,
        beanName: 'diagnosticJob',
        methodName: 'fail',
        params: '{"message":"保留"}',
        cronExpression: cron,
        isPause: true,
        remark: `原备注${suffix}`,
      };
      const added = await api.post('/api/quartz-job/jobs', body, { token });
      expect(added.body.code).toBe('0');
    }
    page = await adminPage(SCREEN);
    await rowsShown(page, 2);
  });

  it('a refused add stays open: 任务名称为必输项 at the name, a bad cron at the cron, then it saves', async () => {
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const modal = dialog(page, '定时任务添加');
    await choose(page, fieldOf(modal, 'beanName'), 'diagnosticJob（诊断：等待、诊断：失败）');
    await choose(page, fieldOf(modal, 'methodName'), 'fail（诊断：失败）');
    await expect.poll(() => fieldOf(modal, 'params').locator('textarea').inputValue()).toBe('{"message":"诊断任务按要求失败"}');
    await inputOf(modal, 'Cron表达式').fill('bad cron');
    await inputOf(modal, '备注').fill('保留的备注');
    await confirm(modal);
    await expect.poll(() => messageAt(modal, 'jobName').textContent(), eventually).toBe('任务名称为必输项');
    await inputOf(modal, '任务名称').fill(`${JOB}丙`);
    await confirm(modal);
    await expect.poll(() => messageAt(modal, 'cronExpression').textContent(), eventually).toMatch(/^Cron表达式无效：/);
    expect(await inputOf(modal, '备注').inputValue()).toBe('保留的备注');
    expect(await inputOf(modal, '任务名称').inputValue()).toBe(`${JOB}丙`);
    await inputOf(modal, 'Cron表达式').fill('0 0 5 * * *');
    // isPause: a job made by a test must not run at five.
    await fieldOf(modal, 'isPause').locator('.arco-switch').click();
    await confirm(modal);
    await toast(page, '添加成功!').waitFor();
    await modal.waitFor({ state: 'hidden' });
    expect((await jobs()).find((job) => job.jobName === `${JOB}丙`)).toMatchObject({
      cronExpression: '0 0 5 * * *',
      isPause: true,
      remark: '保留的备注',
    });
  });

  it('batch-edits 备注 alone: the cron and pause of every job stay as they were', async () => {
    const before = (await jobs()).filter((job) => /[甲乙]$/.test(job.jobName));
    const modal = await batchEdit(page, [`${JOB}甲`, `${JOB}乙`], '定时任务批量修改');
    await inputOf(modal, '备注').fill('统一备注');
    await confirm(modal);
    await toast(page, '修改成功!').waitFor();
    await page.getByRole('switch', { name: '批量修改模式' }).click();
    const after = await jobs();
    for (const job of before) {
      expect(after.find((item) => item.id === job.id)).toMatchObject({
        cronExpression: job.cronExpression,
        isPause: true,
        params: job.params,
        remark: '统一备注',
      });
    }
  });

  it('two admins editing one job (PUT): different fields merge silently', async () => {
    const other = await adminPage(SCREEN);
    await expect.poll(() => rows(other).count(), eventually).toBe(3);
    await page.reload();
    for (const each of [page, other]) await rowWith(each, `${JOB}甲`).getByRole('button', { name: '编辑' }).click();
    const mine = dialog(page, '定时任务修改编辑');
    const theirs = dialog(other, '定时任务修改编辑');
    await inputOf(theirs, '备注').fill('他人的备注');
    await confirm(theirs);
    await toast(other, '修改成功!').waitFor();
    await inputOf(mine, 'Cron表达式').fill('0 15 3 * * *');
    await confirm(mine);
    await toast(page, '修改成功!').waitFor();
    await mine.waitFor({ state: 'hidden' });
    expect((await jobs()).find((job) => job.jobName === `${JOB}甲`)).toMatchObject({
      cronExpression: '0 15 3 * * *',
      remark: '他人的备注',
      isPause: true,
    });
  });
});

describe('console', () => {
  it('raised no console errors on the way', () => {
    expect(errors.flat().filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });
});
