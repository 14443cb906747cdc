import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHospitalUser, hospUserCalls } from '../api/hosp-user-support.js';
import { ApiClient } from '../support/api-client.js';
import { launchBrowser, openPage } from '../support/browser.js';
import { adminToken, type Paged } from '../support/entity-api.js';
import { dialog } from './entity-support.js';

/**
 * The forgot-password flow of the login page (docs/messaging.md), end to end: the code is read
 * from the outbox that stands in for the SMS gateway (a super admin's query), then the user signs
 * in with the new password.
 */
let browser: Browser;
let baseUrl: string;
let api: ApiClient;
let admin = '';
const NEW_PASSWORD = 'Forgot@2027';

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
  api = new ApiClient(baseUrl);
  admin = await adminToken(api);
});
afterAll(async () => {
  await browser?.close();
});

async function codeFromOutbox(cellPhone: string): Promise<string> {
  const rows = await api.post<Paged<{ content: string }>>(
    '/db/msg-outbox/query',
    { pagedQueryInfo: { index: 1, pageSize: 1 }, channel: 'sms', recipient: cellPhone },
    { token: admin },
  );
  const code = /您的验证码是(\d{6})，/.exec(rows.body.data.list[0]?.content ?? '')?.[1];
  if (!code) throw new Error(`no SMS for ${cellPhone}: ${JSON.stringify(rows.body)}`);
  return code;
}

describe('忘记密码 on /login', () => {
  it('resets the password with the SMS code and signs in with the new one', async () => {
    const { cellPhone } = await createHospitalUser(
      hospUserCalls(api, () => admin),
      '10003',
      { acctName: '忘记密码用户' },
    );
    const { page, errors } = await openPage(browser, baseUrl);
    await page.context().addCookies([{ name: 'hec_guide_shown', value: '1', url: baseUrl }]);
    await page.goto('/login');
    await page.getByText('忘记密码', { exact: true }).click();
    const flow = dialog(page, '找回密码');
    await flow.getByLabel('手机号').fill(cellPhone);
    await flow.getByRole('button', { name: '获取验证码' }).click();
    // The button counts down before another code may be asked.
    await flow.getByRole('button', { name: /秒后重新获取$/ }).waitFor();
    await flow.getByLabel('验证码').fill(await codeFromOutbox(cellPhone));
    await flow.getByRole('button', { name: '下一步' }).click();
    await flow.getByLabel('确认新密码').waitFor();
    await flow.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await flow.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await flow.getByRole('button', { name: '重置密码' }).click();
    await flow.getByText('密码已重置，请使用新密码登录').waitFor();
    await flow.getByRole('button', { name: '返回登录' }).click();
    await flow.waitFor({ state: 'hidden' });

    await page.getByPlaceholder('请输入账号或手机号').fill(cellPhone);
    await page.getByPlaceholder('请输入密码').fill(NEW_PASSWORD);
    await page.getByPlaceholder('请输入密码').press('Enter');
    await page.waitForURL('**/home/dashboard?hosp_code=10003');
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });

  it('offers the link in English too', async () => {
    const { page } = await openPage(browser, baseUrl);
    await page.goto('/login');
    await page.getByText('English', { exact: true }).click();
    await page.getByText('Forgot password?', { exact: true }).click();
    await dialog(page, 'Reset your password').getByRole('button', { name: 'Send code' }).waitFor();
  });
});
