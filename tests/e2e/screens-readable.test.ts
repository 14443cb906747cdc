import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser } from '../support/browser.js';
import { pngBytes } from '../support/upload-fixtures.js';
import { signInForDashboard } from './dashboard-support.js';
import { adminOn, dialog, toast, tokenOf } from './entity-support.js';
import { dropdownItem, eventually } from './shell-support.js';

/**
 * Issue 28: what a user reads on the engine's screens. Every column of a list at 1440 px, the
 * export columns by their titles, the avatar as an upload in the account dialogs and the add-user
 * wizard, the wizard taking the list's hospital, a new row shown where the user is, 导出PDF's
 * progress, the spacing of form rows, and English placeholders that fit their boxes.
 */
let browser: Browser;
let baseUrl: string;
let page: Page;
const stamp = Date.now().toString().slice(-7);

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  ({ page } = await adminOn(browser, baseUrl, '/admin/dashboard'));
});
afterAll(async () => {
  await browser?.close();
});

const bodyRows = (scope: Page | Locator) =>
  scope.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');

async function switchLanguage(to: 'English' | '中文'): Promise<void> {
  await page.getByRole('button', { name: to === 'English' ? '语言' : 'Language' }).click();
  await dropdownItem(page, to).click();
  await page.getByRole('button', { name: to === 'English' ? 'Language' : '语言' }).waitFor();
}

/** Opens a list page afresh (a full load: nothing the login page loaded is left) and waits for its rows. */
async function openList(path: string): Promise<void> {
  await page.goto(path);
  await bodyRows(page).first().waitFor();
}

interface HeaderReading {
  title: string;
  /** Lines the title takes in its header cell. */
  lines: number;
  /** The title is cut inside its cell. */
  clipped: boolean;
  /** Scrolled into view, the header stands clear of the fixed operations column. */
  clear: boolean;
}

/** Each data column's header as a user sees it once the table is scrolled to bring it into view. */
function readHeaders(): Promise<HeaderReading[]> {
  return page.evaluate(() => {
    const table = document.querySelector('.arco-table')!;
    const scroller = [...table.querySelectorAll<HTMLElement>('.arco-table-content-scroll, .arco-table-content-inner')].find(
      (element) => element.scrollWidth > element.clientWidth,
    );
    const headers = [...table.querySelectorAll<HTMLElement>('thead th')];
    const fixed = headers.find((th) => th.className.includes('fixed-right'));
    return headers
      .filter((th) => th !== fixed && th.textContent?.trim())
      .map((th) => {
        if (scroller) scroller.scrollLeft = Math.max(0, th.offsetLeft - 40);
        const title = th.querySelector<HTMLElement>('.arco-table-th-item-title') ?? th;
        const range = document.createRange();
        range.selectNodeContents(title);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        const box = th.getBoundingClientRect();
        const clear = !fixed || box.right <= fixed.getBoundingClientRect().left + 0.5;
        return { title: title.textContent!.trim(), lines, clipped: title.scrollWidth > title.clientWidth + 1, clear };
      });
  });
}

/** Whether the table scrolls sideways (it is wider than its card). */
const scrollsSideways = () =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.arco-table-content-scroll, .arco-table-content-inner')].some(
      (element) => element.scrollWidth > element.clientWidth,
    ),
  );

describe('the hospital list at 1440 px', () => {
  it('shows every column header whole, on one line, clear of the operations column, and scrolls sideways', async () => {
    await openList('/admin/hospital/hosp');
    expect(page.viewportSize()?.width).toBe(1440);
    const headers = await readHeaders();
    expect(headers.map((header) => header.title)).toEqual([
      '医院编号',
      '医院名称',
      '经度',
      '纬度',
      '创建时间',
      '所属公司',
      '数据表',
      '初始化状态',
    ]);
    expect(headers.filter((header) => header.lines !== 1 || header.clipped || !header.clear)).toEqual([]);
    expect(await scrollsSideways()).toBe(true);

    // The 初始化状态 cell reads whole on one line (it read 未 under the fixed column).
    const state = await page.evaluate(() => {
      const headers = [...document.querySelectorAll('.arco-table thead th')];
      const index = headers.findIndex((th) => th.textContent?.trim() === '初始化状态');
      const cell = document.querySelector<HTMLElement>(`.arco-table tbody tr.arco-table-tr td:nth-child(${index + 1})`)!;
      // The lines of its text (a range over an element would also count the element's own box).
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const tops = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
      }
      return { text: cell.innerText.trim(), lines: tops.size };
    });
    expect(state.text).toMatch(/^(已初始化|未初始化)$/);
    expect(state.lines).toBe(1);
  });

  it('does the same in English', async () => {
    await switchLanguage('English');
    try {
      await openList('/admin/hospital/hosp');
      await page.getByRole('columnheader', { name: 'Initialisation' }).waitFor();
      const headers = await readHeaders();
      expect(headers).toHaveLength(8);
      expect(headers.filter((header) => header.lines !== 1 || header.clipped || !header.clear)).toEqual([]);
      expect(await scrollsSideways()).toBe(true);
    } finally {
      await switchLanguage('中文');
    }
  });
});

/** Turns on batch mode, ticks every row of the page and opens 导出. */
async function openExport(exportLabel: string, batchLabel: string): Promise<Locator> {
  await page.getByRole('switch', { name: batchLabel }).click();
  await page.locator('.arco-table thead .arco-checkbox').first().click();
  await page.getByRole('button', { name: exportLabel, exact: true }).click();
  const exportDialog = page.getByRole('dialog');
  await exportDialog.locator('.arco-checkbox').first().waitFor();
  return exportDialog;
}

const checkboxLabels = (scope: Locator) =>
  scope.locator('label.arco-checkbox').evaluateAll((labels) => labels.map((label) => (label as HTMLElement).innerText.trim()));

describe('the platform accounts export', () => {
  it('lists every column by its title, in Chinese and in English', async () => {
    await openList('/admin/acct-manage');
    let exportDialog = await openExport('导出', '批量修改模式');
    expect(await checkboxLabels(exportDialog)).toEqual(['全选', 'ID', '账号名称/姓名', '手机号']);
    await exportDialog.getByRole('button', { name: '取消' }).click();

    await switchLanguage('English');
    try {
      await openList('/admin/acct-manage');
      exportDialog = await openExport('Export', 'Batch mode');
      expect(await checkboxLabels(exportDialog)).toEqual(['Select all', 'ID', 'Name', 'Mobile phone']);
      await exportDialog.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await switchLanguage('中文');
    }
  });
});

/** The form row of a field, by its label. */
const formRow = (scope: Locator, label: string) =>
  scope
    .locator('[data-field]')
    .filter({ has: page.locator('label', { hasText: label }) })
    .first();

describe('the avatar in the account dialogs', () => {
  it('is uploaded as a picture in 新增 and saved with the account', async () => {
    await openList('/admin/acct-manage');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const add = dialog(page, '平台账号添加');
    const avatar = formRow(add, '头像');
    await avatar.getByText('只能上传jpg/png/jpeg文件').waitFor();
    // No address to type: a picker and its picture.
    expect(await avatar.locator('input[type="text"], input:not([type])').count()).toBe(0);
    await avatar
      .locator('input[type="file"]')
      .setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: pngBytes({ width: 32, height: 32, rgb: [0, 180, 42] }) });
    const preview = avatar.locator('.arco-upload-list-item-picture img');
    await expect.poll(() => preview.getAttribute('src'), eventually).toMatch(/^\/files\/avatar\/\d{6}\/[0-9a-f]{32}$/);
    const url = (await preview.getAttribute('src'))!;

    const phone = `147${stamp}1`;
    await add.locator('.arco-select-view').first().click();
    await page.locator('.arco-select-popup:visible').getByText('医院级标准用户', { exact: true }).click();
    await add.getByPlaceholder('请输入手机号').fill(phone);
    await add.getByPlaceholder('请输入账号名称/姓名').fill(`头像${stamp}`);
    await add.getByPlaceholder('请输入密码').fill('Avatar_2026');
    await add.getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!').waitFor();
    const api = new ApiClient(baseUrl);
    const saved = await api.post<{ list: { avatar: string }[] }>(
      '/db/acct/query',
      { cellPhone: phone, pagedQueryInfo: { index: 1, pageSize: 1 } },
      { token: await tokenOf(page) },
    );
    expect(saved.body.data.list.map((row) => row.avatar)).toEqual([url]);
  });

  it('shows the stored picture in 编辑, where a new upload replaces it', async () => {
    await openList(`/admin/acct-manage?cellPhone=147${stamp}1`);
    await bodyRows(page).first().getByRole('button', { name: '编辑' }).click();
    const edit = dialog(page, '平台账号修改编辑');
    const avatar = formRow(edit, '头像');
    await expect
      .poll(() => avatar.locator('.arco-upload-list-item-picture img').getAttribute('src'), eventually)
      .toMatch(/^\/files\/avatar\//);
    expect(await avatar.locator('input[type="file"]').count()).toBe(1);
    await edit.getByRole('button', { name: '取消' }).click();
  });
});

describe('the add-user wizard on the hospital user list', () => {
  const wizard = () => dialog(page, '新增医院用户');

  it('has 新增 first and primary, like every list', async () => {
    await openList('/admin/hospital/hosp-user?hospCode=10001');
    const first = page.locator('.engine-list-toolbar button').first();
    expect(await first.innerText()).toBe('新增');
    expect(await first.getAttribute('class')).toMatch(/arco-btn-primary/);
  });

  it("takes the hospital chosen in the list's filter and asks nothing before anything is typed", async () => {
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await wizard().getByText('账号检查').first().waitFor();
    await wizard().getByPlaceholder('请输入手机号').waitFor();
    // The hospital chooser comes first in the wizard, holding the filter's hospital.
    await expect.poll(() => wizard().locator('.arco-select-view').first().innerText(), eventually).toContain('示范市第一人民医院');
    expect(await wizard().getByText('医院编号为必输项').count()).toBe(0);
    expect(await wizard().getByRole('alert').count()).toBe(0);
    // Pressing 下一步 with nothing typed names what is missing.
    await wizard().getByRole('button', { name: '下一步' }).click();
    await wizard().getByText('请输入手机号', { exact: true }).waitFor();
    expect(await wizard().getByText('医院编号为必输项').count()).toBe(0);
    await wizard().getByRole('button', { name: '取消' }).click();
    await wizard().waitFor({ state: 'detached' });
  });

  it('without a hospital in the filter, says 医院编号为必输项 only once 下一步 is pressed', async () => {
    // A fresh browser: no hospital remembered from the tests above.
    const fresh = await adminOn(browser, baseUrl, '/admin/hospital/hosp-user');
    const freshWizard = () => dialog(fresh.page, '新增医院用户');
    await fresh.page.getByRole('button', { name: '新增', exact: true }).click();
    await freshWizard().getByPlaceholder('请输入手机号').waitFor();
    expect(await freshWizard().getByText('医院编号为必输项').count()).toBe(0);
    await freshWizard().getByPlaceholder('请输入手机号').fill(`148${stamp}2`);
    await freshWizard().getByRole('button', { name: '下一步' }).click();
    await freshWizard().getByRole('alert').filter({ hasText: '医院编号为必输项' }).waitFor();
    await fresh.page.context().close();
  });

  it('uploads the avatar of a new account in step 2', async () => {
    await openList('/admin/hospital/hosp-user?hospCode=10001');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await wizard().getByPlaceholder('请输入手机号').fill(`149${stamp}3`);
    await wizard().getByRole('button', { name: '下一步' }).click();
    await wizard().getByPlaceholder('请输入密码').waitFor();
    const avatar = formRow(wizard(), '头像');
    await avatar.getByText('只能上传jpg/png/jpeg文件').waitFor();
    await avatar
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngBytes({ width: 24, height: 24 }) });
    await expect
      .poll(() => avatar.locator('.arco-upload-list-item-picture img').getAttribute('src'), eventually)
      .toMatch(/^\/files\/avatar\/\d{6}\/[0-9a-f]{32}$/);
    await wizard().getByRole('button', { name: '取消' }).click();
    await wizard().waitFor({ state: 'detached' });
  });
});

describe('a newly added row', () => {
  const NOTE = '新增的记录按当前的查询条件和排序不在本页，暂时显示在第一行。';
  /** A row's background, the pointer kept off the table (a hovered row has its own). */
  const tint = async (row: Locator) => {
    await page.mouse.move(0, 0);
    return row
      .locator('td')
      .first()
      .evaluate((cell) => getComputedStyle(cell).backgroundColor);
  };

  async function addDictionaryEntry(type: string, description: string, value: string): Promise<void> {
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const add = dialog(page, '系统字典添加');
    await add.getByPlaceholder('请输入类型').fill(type);
    await add.getByPlaceholder('请输入描述/名称').fill(description);
    await add.getByPlaceholder('请输入值').fill(value);
    await add.getByPlaceholder('请输入排序').fill('1');
    await add.getByRole('button', { name: '确定' }).click();
    await toast(page, '添加成功!').waitFor();
  }

  it('is shown first, highlighted, with a note, when the list would show it on another page', async () => {
    await openList('/admin/system-param/dic?type=ACCT_STATE');
    const plain = await tint(bodyRows(page).first());
    const description = `别处${stamp}`;
    await addDictionaryEntry(`E2E_${stamp}`, description, '1');
    await page.getByText(NOTE).waitFor();
    const first = bodyRows(page).first();
    await expect.poll(() => first.innerText(), eventually).toContain(description);
    expect(await tint(first)).not.toBe(plain);
    expect(await tint(bodyRows(page).nth(1))).toBe(plain);
    // Closing the note gives the page back to the query.
    await page.locator('[data-added-row-notice]').locator('.arco-alert-close-btn').click();
    await page.getByText(NOTE).waitFor({ state: 'detached' });
    await expect.poll(async () => (await bodyRows(page).allInnerTexts()).join('\n'), eventually).not.toContain(description);
  });

  it('is highlighted where it stands when this page holds it', async () => {
    // The type the test above added: its one entry is this page.
    await openList(`/admin/system-param/dic?type=E2E_${stamp}`);
    const plain = await tint(bodyRows(page).first());
    const description = `本页${stamp}`;
    // A value of its own: a type's values are unique.
    await addDictionaryEntry(`E2E_${stamp}`, description, '2');
    const added = bodyRows(page).filter({ hasText: description });
    await added.waitFor();
    await expect.poll(() => tint(added), eventually).not.toBe(plain);
    expect(await page.getByText(NOTE).count()).toBe(0);
  });
});

describe('form rows', () => {
  it('stand 20 px apart in the account dialog after a fresh load', async () => {
    await openList('/admin/acct-manage');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const add = dialog(page, '平台账号添加');
    await add.getByPlaceholder('请输入手机号').waitFor();
    const gaps = await add
      .locator('[data-field]')
      .evaluateAll((rows) =>
        rows.slice(1).map((row, index) => Math.round(row.getBoundingClientRect().top - rows[index]!.getBoundingClientRect().bottom)),
      );
    expect(gaps.length).toBeGreaterThan(5);
    expect(new Set(gaps)).toEqual(new Set([20]));
    await add.getByRole('button', { name: '取消' }).click();
  });
});

/** Placeholders cut by their box: measured in the box's own font against its content width. */
function cutPlaceholders(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')].flatMap(
      (input) => {
        if (input.getBoundingClientRect().width === 0) return [];
        const style = getComputedStyle(input);
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const available = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width > available + 0.5 ? [input.placeholder] : [];
      },
    );
  });
}

describe('placeholders in English', () => {
  it("fit their boxes in the account list's filters and its add and edit dialogs", async () => {
    await switchLanguage('English');
    try {
      await openList('/admin/acct-manage');
      expect(await cutPlaceholders(page.locator('.engine-list-view'))).toEqual([]);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const add = dialog(page, 'Add platform account');
      await add.locator('input[placeholder]').first().waitFor();
      expect(await cutPlaceholders(add)).toEqual([]);
      await add.getByRole('button', { name: 'Cancel' }).click();
      await bodyRows(page).first().getByRole('button', { name: 'Edit' }).click();
      const edit = dialog(page, 'Edit platform account');
      await edit.locator('input[placeholder]').first().waitFor();
      expect(await cutPlaceholders(edit)).toEqual([]);
      await edit.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await switchLanguage('中文');
    }
  });
});

describe('导出PDF on the stocktaking records page', () => {
  it('spins its button, lists its steps while it works, and names the file at the end', async () => {
    const session = await signInForDashboard(browser, baseUrl, 'manager');
    const manager = session.page;
    const plans = await session.call<{ list: { id: string; state: string }[] }>('/db/hosp-inventory-check-plan/query', {
      hospCode: '10001',
      pagedQueryInfo: { index: 1, pageSize: 10 },
    });
    const planId = plans.list.find((plan) => plan.state === '02')!.id;
    await manager.goto(`/inventory-check-record/index?hosp_code=10001&planId=${planId}`);
    await bodyRows(manager).first().waitFor();
    const button = manager.getByRole('button', { name: '导出PDF' });
    const download = manager.waitForEvent('download', { timeout: 110_000 });
    await button.click();
    const progress = manager.locator('.arco-modal').filter({ hasText: '导出PDF' });
    await progress.waitFor();
    expect(await progress.locator('.arco-steps-item-title').allInnerTexts()).toEqual(['准备导出组件', '绘制盘点汇总和记录并生成PDF']);
    await progress.getByText('页面较长时需要几秒钟，请勿关闭页面。').waitFor();
    // The button behind says it is busy and takes no second press.
    expect(await button.getAttribute('class')).toMatch(/arco-btn-loading/);
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^盘点汇总.*\.pdf$/);
    await toast(manager, `PDF已导出：${file.suggestedFilename()}`).waitFor();
    await progress.waitFor({ state: 'detached' });
    await expect.poll(() => button.getAttribute('class'), eventually).not.toMatch(/arco-btn-loading/);
    await manager.context().close();
  }, 180_000);
});
