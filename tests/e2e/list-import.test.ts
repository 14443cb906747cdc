import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { repoRoot, startServer, type RunningServer } from '../support/start-server.js';
import { axeViolations, describeBlocking } from './a11y-support.js';
import { adminOn, dialog } from './entity-support.js';
import { eventually } from './shell-support.js';

/**
 * Issue 29, import, on the fixture gadgets (a hospital list with a unique serial number): 1,000
 * rows of which three are bad preview exactly those three with the add dialog's messages, 997 are
 * imported, and the same file again updates by the serial number instead of duplicating.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
const START_MS = 600_000;
/** Writing 1,000 rows one by one (each audited) takes minutes on a loaded machine: the test waits for the report, not a clock. */
const IMPORT_MS = 900_000;

/** 1,000 rows under a header: data row i is file row i + 2; three of them break a rule. */
function thousandRows(): Buffer {
  const lines = ['器件名称,序列号,价格,在用'];
  for (let index = 0; index < 1000; index += 1) {
    const name = index === 500 ? '' : `探头${index}`;
    const serial = index === 10 ? '12' : `SN-${String(5000 + index).padStart(4, '0')}`;
    const price = index === 900 ? '很贵' : String(index);
    lines.push(`${name},${serial},${price},是`);
  }
  return Buffer.from(`\uFEFF${lines.join('\n')}\n`);
}
const FILE = { name: '器件.csv', mimeType: 'text/csv', buffer: thousandRows() };
const REFUSED = ['第 12 行：序列号格式为SN-四位数字', '第 502 行：器件名称为必输项', '第 902 行：价格必须为数字'];

beforeAll(async () => {
  server = await startServer({
    env: {
      ENTITY_SCHEMA_DIRS: path.join(repoRoot, 'tests/fixtures/schemas'),
      STATIC_DIR: path.resolve(repoRoot, process.env.E2E_STATIC_DIR ?? 'dist'),
    },
    readyTimeoutMs: START_MS,
  });
  browser = await launchBrowser();
  ({ page } = await adminOn(browser, server.baseUrl, '/entity/fixture-gadget?hosp_code=10001'));
}, START_MS);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const importDialog = () => dialog(page, '选择文件');
const refusedItems = () => importDialog().getByRole('list', { name: '有错误的行' }).getByRole('listitem').allInnerTexts();
const total = () =>
  page
    .getByText(/^共 [\d,]+ 条$/)
    .first()
    .innerText();

async function importFile(key: string | undefined): Promise<void> {
  await page.getByRole('button', { name: '导入' }).click();
  const modal = importDialog();
  await modal.getByLabel('选择 .xlsx 或 .csv 文件').setInputFiles(FILE);
  await modal.getByText('器件.csv：表头在第 1 行，共 1000 行数据').waitFor();
  // Checked before a select's list opens: a closing Arco dropdown is no part of the dialog.
  expect(describeBlocking('import: mapping', await axeViolations(page))).toEqual([]);
  if (key) {
    await modal.getByRole('combobox', { name: '已存在的记录' }).click();
    await page.locator('.arco-select-option').filter({ hasText: key }).click();
  }
  await modal.getByRole('button', { name: '检查' }).click();
}

describe('importing 1,000 rows of which three are bad', () => {
  it(
    'suggests each column’s field from its title, and the dry run lists exactly the three bad rows with their messages',
    async () => {
      await importFile(undefined);
      const modal = importDialog();
      await modal.getByText('共 1000 行：将新增 997 行，更新 0 行，3 行有错误').waitFor({ timeout: IMPORT_MS });
      expect(await refusedItems()).toEqual(REFUSED);
      expect(describeBlocking('import: preview', await axeViolations(page))).toEqual([]);
    },
    IMPORT_MS,
  );

  it(
    'imports the 997 good rows row by row with a progress bar, and reports the three refused',
    async () => {
      const modal = importDialog();
      await modal.getByRole('button', { name: '开始导入' }).click();
      await modal.getByRole('status').filter({ hasText: '新增 997 行，更新 0 行，未导入 3 行' }).waitFor({ timeout: IMPORT_MS });
      expect(await refusedItems()).toEqual(REFUSED);
      // The refused rows' file keeps each row as the file had it, to correct and import again.
      const [download] = await Promise.all([page.waitForEvent('download'), modal.getByRole('button', { name: '下载未导入的行' }).click()]);
      expect(fs.readFileSync((await download.path())!, 'utf8')).toBe(
        '\uFEFF行号,原因,器件名称,序列号,价格,在用\r\n12,序列号格式为SN-四位数字,探头10,12,10,是\r\n502,器件名称为必输项,,SN-5500,500,是\r\n902,价格必须为数字,探头900,SN-5900,很贵,是',
      );
      await modal.getByRole('button', { name: '关闭' }).click();
      await expect.poll(total, eventually).toBe('共 997 条');
    },
    IMPORT_MS,
  );

  it(
    'the same file again, by serial number, updates the 997 instead of duplicating them',
    async () => {
      await importFile('按序列号更新');
      const modal = importDialog();
      await modal.getByText('共 1000 行：将新增 0 行，更新 997 行，3 行有错误').waitFor({ timeout: IMPORT_MS });
      expect(await refusedItems()).toEqual(REFUSED);
      await modal.getByRole('button', { name: '开始导入' }).click();
      await modal.getByRole('status').filter({ hasText: '新增 0 行，更新 997 行，未导入 3 行' }).waitFor({ timeout: IMPORT_MS });
      await modal.getByRole('button', { name: '关闭' }).click();
      await page.getByRole('button', { name: '刷新' }).click();
      await expect.poll(total, eventually).toBe('共 997 条');
    },
    IMPORT_MS,
  );
});
