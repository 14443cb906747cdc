import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import http from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';

const api = new ApiClient(inject('apiBaseUrl'));

interface PasswordKey {
  publicKey: string;
  token: string;
  expireSeconds: number;
}

interface Hospital {
  id: string;
  hospCode: string;
}

/** As the console does (src/shell/account/password-crypto.ts): RSA-OAEP SHA-256 of "token\npassword". */
function encrypt(publicKey: string, token: string, password: string): string {
  const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(`${token}\n${password}`),
  ).toString('base64');
}

async function passwordKey(token: string): Promise<PasswordKey> {
  const response = await api.get<PasswordKey>('/acct-center/api/web/pwd-public-key', { token });
  expect(response.body.code).toBe('0');
  return response.body.data;
}

/** One change attempt with a fresh key and token, the three fields encrypted. */
async function changePassword(token: string, passWord: string, newPassWord: string, newPassWordConfirm = newPassWord) {
  const key = await passwordKey(token);
  return api.post(
    '/acct-center/api/web/upd-acct-pwd',
    {
      passWord: encrypt(key.publicKey, key.token, passWord),
      newPassWord: encrypt(key.publicKey, key.token, newPassWord),
      newPassWordConfirm: encrypt(key.publicKey, key.token, newPassWordConfirm),
      token: key.token,
    },
    { token },
  );
}

// An account of its own (made through the account screen's API), so no other test's login changes.
const phone = `138${Date.now().toString().slice(-8)}`;
const INITIAL = 'Initial_2026';
let admin = '';

beforeAll(async () => {
  admin = await api.login('admin', DEMO_PASSWORD);
  const added = await api.post('/db/acct/add', { type: '01', cellPhone: phone, acctName: '改密测试', passWord: INITIAL }, { token: admin });
  expect(added.body.code).toBe('0');
});

describe('POST /acct-center/api/web/upd-acct-info (own account settings)', () => {
  it('saves avatar, email, phoneMsg and vacation, as /api/acct-info then shows them', async () => {
    const token = await api.login(phone, INITIAL);
    const settings = { avatar: 'https://img.example.com/a.png', email: 'me@example.com', phoneMsg: true, vacation: true };
    const saved = await api.post<Record<string, unknown>>('/acct-center/api/web/upd-acct-info', settings, { token });
    expect(saved.body).toMatchObject({ code: '0', msg: '更新成功', data: { ...settings, acctName: '改密测试', cellPhone: phone } });
    const info = await api.post('/api/acct-info', undefined, { token });
    expect(info.body.data).toMatchObject(settings);
    const cleared = await api.post(
      '/acct-center/api/web/upd-acct-info',
      { avatar: '  ', email: '', phoneMsg: false, vacation: false },
      { token },
    );
    expect(cleared.body.data).toMatchObject({ avatar: null, email: null, phoneMsg: false, vacation: false });
  });

  it('refuses a malformed avatar address, email or field with 001', async () => {
    const token = await api.login(phone, INITIAL);
    const base = { avatar: null, email: null, phoneMsg: false, vacation: false };
    expect((await api.post('/acct-center/api/web/upd-acct-info', { ...base, avatar: 'javascript:alert(1)' }, { token })).body).toEqual({
      code: '001',
      msg: '头像地址格式不正确，应以 http://、https:// 或 / 开头',
      data: null,
    });
    expect((await api.post('/acct-center/api/web/upd-acct-info', { ...base, email: 'not-an-email' }, { token })).body).toEqual({
      code: '001',
      msg: '邮箱格式不正确',
      data: null,
    });
    expect((await api.post('/acct-center/api/web/upd-acct-info', { avatar: null, email: null, phoneMsg: false }, { token })).body).toEqual({
      code: '001',
      msg: '缺少必填参数 vacation',
      data: null,
    });
    expect((await api.post('/acct-center/api/web/upd-acct-info', { ...base, acctName: 'x' }, { token })).body.msg).toBe(
      '不支持的参数 acctName',
    );
  });

  it('needs a session', async () => {
    expect((await api.post('/acct-center/api/web/upd-acct-info', {})).body.code).toBe('098');
  });
});

describe('password change with an encrypted body and a one-time token', () => {
  it('gives a public key and a one-time token that lives 300 s', async () => {
    const key = await passwordKey(await api.login(phone, INITIAL));
    expect(key.publicKey).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(key.token.length).toBeGreaterThan(20);
    expect(key.expireSeconds).toBe(300);
  });

  it.each([
    ['', 'Better#2027', 'Better#2027', '请输入原密码'],
    [INITIAL, '', '', '请输入新密码'],
    [INITIAL, INITIAL, INITIAL, '新密码不能等于当前密码!'],
    [INITIAL, 'abcdefgh', 'abcdefgh', '请输入8至20位由数字、字母和特殊字符中的两种或两种以上组成的密码'],
    [INITIAL, 'Better#2027', '', '请确认新密码'],
    [INITIAL, 'Better#2027', 'Better#2028', '两次输入密码不一致!'],
  ])('refuses (%s, %s, %s): %s', async (oldPassword, newPassword, confirm, message) => {
    const token = await api.login(phone, INITIAL);
    expect((await changePassword(token, oldPassword, newPassword, confirm)).body).toEqual({ code: '001', msg: message, data: null });
  });

  it('refuses a wrong current password with 002 原密码错误', async () => {
    const token = await api.login(phone, INITIAL);
    expect((await changePassword(token, 'Wrong_2026', 'Better#2027')).body).toEqual({ code: '002', msg: '原密码错误', data: null });
  });

  it('accepts each token once, only from the session it was given to', async () => {
    const token = await api.login(phone, INITIAL);
    const other = await api.login(phone, INITIAL);
    const key = await passwordKey(token);
    const body = {
      passWord: encrypt(key.publicKey, key.token, 'Wrong_2026'),
      newPassWord: encrypt(key.publicKey, key.token, 'Better#2027'),
      newPassWordConfirm: encrypt(key.publicKey, key.token, 'Better#2027'),
      token: key.token,
    };
    const refused = { code: '002', msg: '密码修改凭证无效或已过期，请重新提交', data: null };
    expect((await api.post('/acct-center/api/web/upd-acct-pwd', body, { token: other })).body).toEqual(refused);
    expect((await api.post('/acct-center/api/web/upd-acct-pwd', body, { token })).body).toEqual(refused);
  });

  it('refuses passwords not encrypted for that token', async () => {
    const token = await api.login(phone, INITIAL);
    const first = await passwordKey(token);
    const second = await passwordKey(token);
    const forFirst = (password: string) => encrypt(first.publicKey, first.token, password);
    const response = await api.post(
      '/acct-center/api/web/upd-acct-pwd',
      {
        passWord: forFirst(INITIAL),
        newPassWord: forFirst('Better#2027'),
        newPassWordConfirm: forFirst('Better#2027'),
        token: second.token,
      },
      { token },
    );
    expect(response.body).toEqual({ code: '001', msg: '密码解密失败，请刷新页面后重试', data: null });
    const plain = await api.post(
      '/acct-center/api/web/upd-acct-pwd',
      {
        passWord: INITIAL,
        newPassWord: 'Better#2027',
        newPassWordConfirm: 'Better#2027',
        token: (await passwordKey(token)).token,
      },
      { token },
    );
    expect(plain.body).toEqual({ code: '001', msg: '密码解密失败，请刷新页面后重试', data: null });
  });

  it('changes the password with 密码更新成功 and ends the other sessions of the account only', async () => {
    const current = await api.login(phone, INITIAL);
    const elsewhere = await api.login(phone, INITIAL);
    const someoneElse = await api.login('engineer', DEMO_PASSWORD);
    expect((await changePassword(current, INITIAL, 'Better#2027')).body).toEqual({ code: '0', msg: '密码更新成功', data: null });
    expect((await api.get('/api/acct-type', { token: current })).body.code).toBe('0');
    expect((await api.get('/api/acct-type', { token: elsewhere })).body.code).toBe('098');
    expect((await api.get('/api/acct-type', { token: someoneElse })).body.code).toBe('0');
    expect((await api.post('/api/login', { loginName: phone, passWord: INITIAL })).body.code).toBe('003');
    expect(await api.login(phone, 'Better#2027')).toMatch(/.+/);
  });
});

describe('subsystems', () => {
  let engineer = '';
  let hospitals: Hospital[] = [];
  const idOf = (hospCode: string) => hospitals.find((hospital) => hospital.hospCode === hospCode)!.id;
  const check = (token: string, tk: string, additional_info: string) =>
    api.post('/acct-center/api/web/subsystem-auth-check', { tk, additional_info }, { token });

  beforeAll(async () => {
    engineer = await api.login('engineer', DEMO_PASSWORD);
    hospitals = (await api.get<Hospital[]>('/api/hosp-list', { token: admin })).body.data;
  });

  it('answers the grants stored for the hospital: benefit in 10001, sharing in 10002, none in 10003', async () => {
    expect((await check(engineer, engineer, idOf('10001'))).body).toEqual({
      code: '0',
      msg: '成功',
      data: { benefit: true, sharingCenter: false },
    });
    expect((await check(engineer, engineer, idOf('10002'))).body.data).toEqual({ benefit: false, sharingCenter: true });
    expect((await check(admin, admin, idOf('10003'))).body.data).toEqual({ benefit: false, sharingCenter: false });
  });

  it('refuses a hospital the caller is not bound to, an unknown one, and a malformed id', async () => {
    expect((await check(engineer, engineer, idOf('10003'))).body).toEqual({ code: '403', msg: '您没有该医院的访问权限', data: null });
    // An unknown hospital answers a hospital user like another hospital's: no way to probe which exist.
    expect((await check(engineer, engineer, 'f'.repeat(24))).body).toEqual({ code: '403', msg: '您没有该医院的访问权限', data: null });
    expect((await check(admin, admin, 'f'.repeat(24))).body).toEqual({ code: '002', msg: '医院不存在', data: null });
    expect((await check(engineer, engineer, '10001')).body).toEqual({ code: '001', msg: '参数 additional_info 格式不正确', data: null });
  });

  it('refuses a tk that is not a live session of the caller', async () => {
    const refusal = { code: '002', msg: '登录凭证无效，请重新登录后再打开子系统', data: null };
    expect((await check(engineer, admin, idOf('10001'))).body).toEqual(refusal);
    expect((await check(engineer, 'no-such-token', idOf('10001'))).body).toEqual(refusal);
  });

  it('gives the test addresses on a test host (127.0.0.1) and the production ones elsewhere', async () => {
    const test = await api.get('/api/subsystem/links', { token: engineer });
    expect(test.body.data).toEqual({
      environment: 'test',
      links: {
        manager: 'https://asset-center-test.example.com/',
        benefit: 'https://benefit-center-test.example.com/',
        sharingCenter: 'https://sharing-center-test.example.com/',
        maintenanceCycle: 'https://pm-cycle-center-test.example.com/',
      },
    });
    const production = await new Promise<{ code: string; data: { environment: string; links: Record<string, string> } }>(
      (resolve, reject) => {
        const url = new URL('/api/subsystem/links', inject('apiBaseUrl'));
        const request = http.request(url, { headers: { host: 'console.hospital.example.org', token: engineer } }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          response.on('end', () => resolve(JSON.parse(text)));
        });
        request.on('error', reject);
        request.end();
      },
    );
    expect(production.data.environment).toBe('production');
    expect(production.data.links.benefit).toBe('https://benefit-center.example.com/');
  });
});
