import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { startServer, type RunningServer } from '../support/start-server.js';

// Its own server: these tests lock accounts, and TEST_CAPTCHA_TEXT fixes every captcha's answer.
const CAPTCHA = 'K7WX';
let server: RunningServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer({ env: { TEST_CAPTCHA_TEXT: CAPTCHA, LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

const login = (loginName: string, passWord: string, verifyCode?: string) =>
  api.post<{ lockedForSeconds?: number } | null>('/api/login', {
    loginName,
    passWord,
    ...(verifyCode === undefined ? {} : { verifyCode }),
  });
const newCaptcha = (loginName: string) => api.post<{ img: string; expireSeconds: number }>('/api/img-verify', { loginName });

describe('captcha after 5 failures', () => {
  const name = 'manager';

  it('asks for the captcha from the 5th failure on', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(name, 'wrong')).body).toEqual({ code: '003', msg: '账号或密码错误', data: { needVerify: false } });
    }
    expect((await login(name, 'wrong')).body).toEqual({ code: '003', msg: '账号或密码错误', data: { needVerify: true } });
  });

  it('refuses the 6th try without verifyCode with 004 请输入图形验证码, even with the right password', async () => {
    expect((await login(name, DEMO_PASSWORD)).body).toEqual({ code: '004', msg: '请输入图形验证码', data: { needVerify: true } });
  });

  it('refuses a wrong verifyCode with 004', async () => {
    await newCaptcha(name);
    const response = await login(name, DEMO_PASSWORD, 'ZZZZ');
    expect(response.body).toEqual({ code: '004', msg: '图形验证码错误或已过期，请重新获取', data: { needVerify: true } });
  });

  it('lets a captcha answer one check only', async () => {
    // The wrong guess above used up that captcha: its right answer no longer works.
    expect((await login(name, DEMO_PASSWORD, CAPTCHA)).body.code).toBe('004');
  });

  it('serves the captcha as an SVG data URL that lives 5 minutes', async () => {
    const response = await newCaptcha(name);
    expect(response.body.code).toBe('0');
    expect(response.body.data.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(response.body.data.expireSeconds).toBe(300);
  });

  it('logs in with the right answer of a fresh captcha and forgets the failures', async () => {
    await newCaptcha(name);
    const response = await login(name, DEMO_PASSWORD, CAPTCHA.toLowerCase());
    expect(response.body.code).toBe('0');
    expect((await login(name, 'wrong')).body.data).toEqual({ needVerify: false });
  });
});

describe('lockout after 10 failures', () => {
  const name = 'director';

  it('locks the login name on the 10th failure with 005', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      if (attempt > 5) await newCaptcha(name);
      const response = await login(name, 'wrong', attempt > 5 ? CAPTCHA : undefined);
      expect(response.body).toEqual({ code: '003', msg: '账号或密码错误', data: { needVerify: attempt >= 5 } });
    }
    await newCaptcha(name);
    const tenth = await login(name, 'wrong', CAPTCHA);
    expect(tenth.body).toEqual({ code: '005', msg: '登录失败次数过多，请15分钟后再试', data: { lockedForSeconds: 900 } });
  });

  it('refuses even the right password and captcha while locked', async () => {
    await newCaptcha(name);
    const response = await login(name, DEMO_PASSWORD, CAPTCHA);
    expect(response.body.code).toBe('005');
    expect(response.body.msg).toBe('登录失败次数过多，请15分钟后再试');
  });

  it('counts the login name case-insensitively and locks unknown names too', async () => {
    expect((await login('DIRECTOR', DEMO_PASSWORD)).body.code).toBe('005');
    for (let attempt = 1; attempt <= 5; attempt += 1) await login('ghost-account', 'wrong');
    for (let attempt = 6; attempt <= 10; attempt += 1) {
      await newCaptcha('ghost-account');
      await login('ghost-account', 'wrong', CAPTCHA);
    }
    expect((await login('ghost-account', 'wrong')).body.code).toBe('005');
  });

  it('locks the account, not the text typed: its phone number with the right password is refused too', async () => {
    const byPhone = await login('13800000003', DEMO_PASSWORD);
    // Seconds have passed since the lock-out of the previous test: the lock counts down from 900.
    expect(byPhone.body).toEqual({ code: '005', msg: '登录失败次数过多，请15分钟后再试', data: { lockedForSeconds: expect.any(Number) } });
    expect(byPhone.body.data?.lockedForSeconds).toBeGreaterThan(800);
    expect(byPhone.body.data?.lockedForSeconds).toBeLessThanOrEqual(900);
    expect((await newCaptcha('13800000003')).body.code).toBe('0');
    expect((await login('13800000003', DEMO_PASSWORD, CAPTCHA)).body.code).toBe('005');
  });

  it('leaves other login names alone', async () => {
    expect((await login('engineer', DEMO_PASSWORD)).body.code).toBe('0');
  });
});

describe('failures while a captcha is pending', () => {
  // manager failed once after its successful login above; tries without any captcha answer count
  // toward the lock, so a script that never solves captchas is stopped at the 10th try.
  it('count toward the lock: the 10th try without an answer is locked with 005', async () => {
    const codes: string[] = [];
    for (let attempt = 2; attempt <= 10; attempt += 1) codes.push((await login('Manager', 'wrong')).body.code);
    expect(codes).toEqual(['003', '003', '003', '003', '004', '004', '004', '004', '005']);
    expect((await login('13800000002', DEMO_PASSWORD)).body.code).toBe('005');
  });
});

describe('protection under concurrent tries', () => {
  // The guard is read before the (slow) password check and written after it, so tries that
  // arrive together all pass the captcha gate. The contract allows 5 password checks, then captcha.
  it('checks at most 5 passwords without a captcha, even when the tries arrive at once', async () => {
    const tries = await Promise.all(Array.from({ length: 15 }, () => login('burst-account', 'wrong')));
    const codes = tries.map((response) => response.body.code);
    const passwordChecked = codes.filter((code) => code === '003').length;
    expect(codes.every((code) => ['003', '004', '005'].includes(code))).toBe(true);
    expect(passwordChecked, `codes: ${codes.join(',')}`).toBeLessThanOrEqual(5);
  });
});
