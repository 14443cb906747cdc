import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { repoRoot, startServer, type RunningServer } from '../support/start-server.js';
import { filesUnder } from '../support/upload-api.js';
import { exeBytes, pngBytes } from '../support/upload-fixtures.js';
import { adminOn } from './entity-support.js';
import { dropdownItem, eventually } from './shell-support.js';

// A server of this file's own, so the upload folder it watches holds only this file's uploads.
const staticDir = path.resolve(repoRoot, process.env.E2E_STATIC_DIR ?? 'dist');
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-e2e-'));
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

// The super admin's landing page: the top bar and settings are the same for every account.
const LANDING = '/admin/dashboard';

async function openProfile(page: Page) {
  await page.locator('#shell-user').click();
  await dropdownItem(page, '个人设置').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '个人设置' });
  await dialog.getByRole('tab', { name: '基本信息' }).click();
  return dialog;
}

/** The top bar's avatar: its address, and whether the browser could draw it. */
function topBarAvatar(page: Page) {
  return page
    .locator('#shell-user img')
    .evaluate((img: HTMLImageElement) => ({ src: img.getAttribute('src'), drawn: img.complete && img.naturalWidth > 0 }));
}

describe('avatar upload in account settings', () => {
  it('refuses a renamed executable, uploads a PNG, and the top bar shows it after a reload', async () => {
    const { page, errors } = await adminOn(browser, server.baseUrl, LANDING);
    await page.locator('#shell-main').waitFor();
    const dialog = await openProfile(page);
    await dialog.getByText('只能上传jpg/png/jpeg文件').waitFor();
    const picker = dialog.locator('input[type="file"]');

    // Looks like a picture by name; the server reads its bytes and says no.
    await picker.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: exeBytes() });
    await page.getByText('上传图片只能是jpeg/png/jpg').waitFor();
    expect(newFiles()).toEqual([]);

    const png = pngBytes({ width: 48, height: 48, rgb: [0, 180, 42] });
    await picker.setInputFiles({ name: '我的头像.png', mimeType: 'image/png', buffer: png });
    const preview = dialog.locator('.arco-upload-list-item-picture img');
    await expect.poll(() => preview.getAttribute('src'), eventually).toMatch(/^\/files\/avatar\/\d{6}\/[0-9a-f]{32}$/);
    const url = (await preview.getAttribute('src'))!;
    const stored = url.replace('/files/', '');
    expect(newFiles()).toEqual([stored, `${stored}.meta.json`]);
    expect(fs.readFileSync(path.join(uploadDir, stored)).equals(png)).toBe(true);

    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('更新成功').waitFor();
    await expect.poll(() => topBarAvatar(page), eventually).toEqual({ src: url, drawn: true });

    await page.reload();
    await page.locator('#shell-main').waitFor();
    await expect.poll(() => topBarAvatar(page), eventually).toEqual({ src: url, drawn: true });
    expect(errors).toEqual([]);
  });

  it('asks 是否确认删除该文件? before taking the avatar away', async () => {
    const { page } = await adminOn(browser, server.baseUrl, LANDING);
    await page.locator('#shell-main').waitFor();
    const dialog = await openProfile(page);
    const picture = dialog.locator('.arco-upload-list-item-picture');
    await picture.waitFor();
    await picture.hover();
    await picture.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '是否确认删除该文件?' });
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await picture.count()).toBe(1);
    await picture.hover();
    await picture.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').filter({ hasText: '是否确认删除该文件?' }).getByRole('button', { name: '确定' }).click();
    await picture.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('更新成功').waitFor();
    await expect.poll(() => page.locator('#shell-user img').count(), eventually).toBe(0);
  });
});
