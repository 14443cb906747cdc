import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { repoRoot, startServer, type RunningServer } from '../support/start-server.js';
import { filesUnder } from '../support/upload-api.js';
import { pngBytes } from '../support/upload-fixtures.js';
import { adminOn } from './entity-support.js';
import { eventually } from './shell-support.js';

// The hospital form's images (hospImg: imageList, IMG_EQP, at most 3, 2 MB), on a server of its own.
const staticDir = path.resolve(repoRoot, process.env.E2E_STATIC_DIR ?? 'dist');
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-e2e-hosp-'));
let browser: Browser;
let server: RunningServer;
/** The demo seed stores files of its own (documents, icons, pictures): the test's are the others. */
let demoFiles = new Set<string>();
const newFiles = () => filesUnder(uploadDir).filter((file) => !demoFiles.has(file));
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({ env: { STATIC_DIR: staticDir, UPLOAD_DIR: uploadDir } });
  demoFiles = new Set(filesUnder(uploadDir));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const picture = (name: string, rgb: [number, number, number], padding = 0) => ({
  name,
  mimeType: 'image/png',
  buffer: pngBytes({ width: 24, height: 24, rgb, padding }),
});

describe('hospital images in the hospital form', () => {
  it('takes up to three pictures, refuses a big one and a fourth, and asks before removing', async () => {
    const { page, errors } = await adminOn(browser, server.baseUrl, '/admin/hospital/hosp');
    await page.getByRole('button', { name: '新增', exact: true }).first().click();
    const dialog = page.locator('.arco-modal').last();
    const field = dialog.locator('[data-upload-type="IMG_EQP"]');
    await field.getByText('只能上传jpg/png/jpeg文件').waitFor();
    const cards = field.locator('.arco-upload-list-item-picture img');

    await field.locator('input[type="file"]').setInputFiles([picture('正门.png', [200, 0, 0]), picture('门诊楼.png', [0, 160, 0])]);
    await expect.poll(() => cards.count(), eventually).toBe(2);
    await field.locator('input[type="file"]').setInputFiles([picture('大图.png', [0, 0, 200], 2 * 1024 * 1024)]);
    await page.getByText('上传图片大小不能超过 2MB!').waitFor();
    await field.locator('input[type="file"]').setInputFiles([picture('住院部.png', [0, 0, 200]), picture('急诊.png', [90, 90, 90])]);
    await page.getByText('超过上传文件个数限制:3').waitFor();
    await field.locator('input[type="file"]').setInputFiles([picture('住院部.png', [0, 0, 200])]);
    await expect.poll(() => cards.count(), eventually).toBe(3);
    // Full: the add card is gone.
    await expect.poll(() => field.locator('.arco-upload-trigger').count(), eventually).toBe(0);
    const sources = await cards.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    for (const src of sources) expect(src).toMatch(/^\/files\/eqp\/\d{6}\/[0-9a-f]{32}$/);
    expect(newFiles().filter((file) => !file.endsWith('.meta.json'))).toHaveLength(3);

    const first = field.locator('.arco-upload-list-item-picture').first();
    await first.hover();
    await first.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').filter({ hasText: '是否确认删除该文件?' }).getByRole('button', { name: '确定' }).click();
    await expect.poll(() => cards.count(), eventually).toBe(2);
    expect(errors).toEqual([]);
  });
});
