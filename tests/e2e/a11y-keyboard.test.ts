import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { axeViolations, describeBlocking } from './a11y-support.js';
import { adminOn, dialog, toast } from './entity-support.js';

/**
 * Issue 28: every list action and its dialogs with the keyboard alone, on the dictionary screen
 * (系统字典): query with Enter, add (the dialog takes the focus, Tab stays inside it in the fields'
 * order, Esc closes it), expand a row, batch mode, export, and delete with its confirmation. The
 * test places the focus once, in the first filter; after that only keys are pressed. Each focused
 * control must show that it has the focus, and each open dialog passes axe like the screens do.
 */
let browser: Browser;
let page: Page;
const SCREEN = '/admin/system-param/dic';
const TYPE = `KB_${Date.now().toString(36).toUpperCase()}`;
/** Enough presses to cross the screen's controls; more means the target is not reachable by Tab. */
const MAX_TABS = 60;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await adminOn(browser, inject('e2eBaseUrl'), SCREEN));
  await page.getByRole('button', { name: '新增' }).waitFor();
});
afterAll(async () => {
  await browser?.close();
});

const rows = () => page.locator('.arco-table tbody tr.arco-table-tr:not(.arco-table-expand-content):not(.arco-table-empty-row)');
const typeFilter = () => page.locator('.engine-filter-bar').getByPlaceholder('请输入类型');

const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) until `target` holds the focus; fails if it never does. */
async function tabTo(target: Locator, backwards = false): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused control shows it: an outline or a focus shadow, on it or (a checkbox, a switch) on what draws it. */
function focusShows(): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused?.matches(':focus-visible')) return false;
    const drawn = [
      focused,
      focused.parentElement,
      focused.closest('.arco-input-inner-wrapper, .arco-input-group-wrapper, .arco-checkbox, .arco-switch'),
    ].filter((element): element is HTMLElement => element !== null);
    return drawn.some((element) => {
      const style = getComputedStyle(element);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none' ||
        element.matches(':focus-within.arco-input-focus, .arco-input-focus, .arco-input-inner-wrapper-focus')
      );
    });
  });
}

/** What a control is, for the Tab order: an input's placeholder, else its accessible text. */
function focusedName(): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused) return '';
    return focused.getAttribute('placeholder') ?? focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? '';
  });
}

async function expectNoBlockingViolations(where: string): Promise<void> {
  expect(describeBlocking(where, await axeViolations(page))).toEqual([]);
}

describe('the dictionary screen with the keyboard alone', () => {
  it('adds an entry: the dialog takes the focus, Tab keeps to its fields in order, Esc closes it', async () => {
    await typeFilter().focus();
    const add = page.getByRole('button', { name: '新增' });
    await tabTo(add);
    expect(await focusShows()).toBe(true);
    await page.keyboard.press('Enter');
    const modal = dialog(page, '系统字典添加');
    await modal.waitFor();
    await expect.poll(() => hasFocus(modal)).toBe(true);
    await expectNoBlockingViolations('add dialog');

    // One full round of Tab: every stop is inside the dialog, the fields in the order shown.
    const stops: string[] = [];
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await hasFocus(modal)).toBe(true);
      stops.push(await focusedName());
    }
    const fields = ['请输入类型', '请输入描述/名称', '请输入值', '请输入排序'];
    expect(stops.filter((stop) => fields.includes(stop)).slice(0, fields.length)).toEqual(fields);
    expect(stops).toContain('确定');
    expect(stops).toContain('取消');

    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    // Again, filled in from the keyboard and sent with 确定.
    await tabTo(add, true);
    await page.keyboard.press('Enter');
    await modal.waitFor();
    const values: Record<string, string> = { 请输入类型: TYPE, '请输入描述/名称': '键盘一', 请输入值: 'K', 请输入排序: '1' };
    for (const [placeholder, value] of Object.entries(values)) {
      await tabTo(modal.getByPlaceholder(placeholder));
      expect(await focusShows()).toBe(true);
      await page.keyboard.type(value);
    }
    await tabTo(modal.getByRole('button', { name: '确定' }));
    expect(await focusShows()).toBe(true);
    await page.keyboard.press('Enter');
    await toast(page, '添加成功!').waitFor();
    await modal.waitFor({ state: 'hidden' });
    // The focus goes back to 新增, not to the page's start (use-focus-return.ts).
    await expect.poll(() => hasFocus(add)).toBe(true);
  });

  it('queries with Enter in a filter', async () => {
    await tabTo(typeFilter(), true);
    expect(await focusShows()).toBe(true);
    await page.keyboard.type(TYPE);
    await page.keyboard.press('Enter');
    await expect.poll(() => rows().count()).toBe(1);
    await rows().first().getByText('键盘一').waitFor();
  });

  it('expands a row with its named button', async () => {
    const expand = rows().first().getByRole('button', { name: '展开详细信息' });
    await tabTo(expand);
    expect(await focusShows()).toBe(true);
    await page.keyboard.press('Enter');
    await page.locator('.engine-expanded-row').waitFor();
    expect(await rows().first().getByRole('button', { name: '收起详细信息' }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await page.locator('.engine-expanded-row').waitFor({ state: 'hidden' });
  });

  it('turns batch mode on, selects a row and exports it', async () => {
    const batchSwitch = page.getByRole('switch', { name: '批量修改模式' });
    await tabTo(batchSwitch, true);
    expect(await focusShows()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => batchSwitch.getAttribute('aria-checked')).toBe('true');

    const rowBox = rows().first().getByRole('checkbox');
    await tabTo(rowBox);
    await page.keyboard.press('Space');
    await page.getByText('已选 1 条').waitFor();

    await tabTo(page.getByRole('button', { name: '导出' }), true);
    expect(await focusShows()).toBe(true);
    await page.keyboard.press('Enter');
    const modal = dialog(page, '导出');
    await modal.waitFor();
    await expect.poll(() => hasFocus(modal)).toBe(true);
    await expectNoBlockingViolations('export dialog');
    await tabTo(modal.getByRole('button', { name: '确定' }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/_1条\.csv$/);
    await modal.waitFor({ state: 'hidden' });

    await tabTo(batchSwitch, true);
    await page.keyboard.press('Space');
    await expect.poll(() => batchSwitch.getAttribute('aria-checked')).toBe('false');
  });

  it('deletes after the confirmation, which Esc dismisses and Enter on 确定 accepts', async () => {
    const remove = rows().first().getByRole('button', { name: '删除' });
    await tabTo(remove);
    expect(await focusShows()).toBe(true);
    await page.keyboard.press('Enter');
    const confirm = page.locator('.arco-modal').filter({ hasText: '此操作将永久删除该条记录，是否继续?' });
    await confirm.waitFor();
    await expect.poll(() => hasFocus(confirm)).toBe(true);
    await expectNoBlockingViolations('delete confirmation');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    expect(await rows().count()).toBe(1);

    await tabTo(remove);
    await page.keyboard.press('Enter');
    await confirm.waitFor();
    await tabTo(confirm.getByRole('button', { name: '确定' }));
    await page.keyboard.press('Enter');
    await toast(page, '删除成功!').waitFor();
    await expect.poll(() => rows().count()).toBe(0);
  });
});
