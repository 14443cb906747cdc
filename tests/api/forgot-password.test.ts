import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { createDataStore, type DataStore } from '../support/data-store.js';
import { adminToken, type Paged } from '../support/entity-api.js';
import { startServer, type RunningServer } from '../support/start-server.js';

/**
 * The forgot-password flow (docs/messaging.md): SMS code through the outbox, code for a one-time
 * token, token for a new password. One server with the production limits (its store is read
 * after it stops: the code is kept only hashed), one with zero lifetime and small limits for
 * expiry and the hourly limits.
 */
const SENT = '若该手机号已绑定账号，验证码已发送，请注意查收';
const START_PASSWORD = 'Start_2026';
const NEW_PASSWORD = 'New@2027x';

let store: DataStore;
let server: RunningServer;
let limited: RunningServer;
let api: ApiClient;
let admin = '';
const codesSeen: string[] = [];

const sendCode = (cellPhone: unknown, client = api, extra: Record<string, unknown> = {}) =>
  client.post<unknown>('/api/msg-verify', { cellPhone, ...extra });
const authenticate = (cellPhone: string, verifyCode: string) =>
  api.post<{ token: string; expireSeconds: number }>('/api/authenticate', { cellPhone, verifyCode });
const reset = (body: Record<string, unknown>) => api.post<{ token: string } | null>('/api/forgotpass-reset', body);

interface OutboxRow {
  channel: string;
  recipient: string;
  subject: string;
  content: string;
  state: string;
  acctId: string;
}

async function smsRows(cellPhone: string): Promise<OutboxRow[]> {
  const response = await api.post<Paged<OutboxRow>>(
    '/db/msg-outbox/query',
    { pagedQueryInfo: { index: 1, pageSize: 50 }, channel: 'sms', recipient: cellPhone },
    { token: admin },
  );
  return response.body.data.list;
}

/** The code of the phone's latest SMS, read from the outbox as a tester would. */
async function latestCode(cellPhone: string): Promise<string> {
  const code = /您的验证码是(\d{6})，/.exec((await smsRows(cellPhone))[0]?.content ?? '')?.[1];
  if (!code) throw new Error(`no SMS for ${cellPhone} in the outbox`);
  codesSeen.push(code);
  return code;
}

async function createAccount(cellPhone: string): Promise<string> {
  const response = await api.post<string>(
    '/db/acct/add',
    { type: '01', cellPhone, acctName: `找回密码${cellPhone.slice(-4)}`, passWord: START_PASSWORD },
    { token: admin },
  );
  if (response.body.code !== '0') throw new Error(`account ${cellPhone}: ${response.body.msg}`);
  return response.body.data;
}

beforeAll(async () => {
  store = await createDataStore();
  [server, limited] = await Promise.all([
    startServer({ store, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } }),
    startServer({
      env: { MSG_CODE_TTL_SECONDS: '0', MSG_CODE_INTERVAL_SECONDS: '0', MSG_CODE_PER_PHONE_HOUR: '3', MSG_CODE_PER_ADDRESS_HOUR: '6' },
    }),
  ]);
  api = new ApiClient(server.baseUrl);
  admin = await adminToken(api);
});

afterAll(async () => {
  await Promise.all([server?.stop(), limited?.stop()]);
  await store?.dispose();
});

describe('forgot password with the production limits', () => {
  const phone = '13700000001';
  const nobody = '13700000009';
  let acctId = '';
  let token = '';

  beforeAll(async () => {
    acctId = await createAccount(phone);
  });

  it('answers alike for a phone with and without an account; only the account gets an SMS in the outbox', async () => {
    const expected = { code: '0', msg: SENT, data: { expireSeconds: 300, intervalSeconds: 60 } };
    expect((await sendCode(phone)).body).toEqual(expected);
    expect((await sendCode(nobody)).body).toEqual(expected);
    const rows = await smsRows(phone);
    expect(rows).toEqual([
      expect.objectContaining({ channel: 'sms', recipient: phone, subject: '找回密码验证码', state: 'pending', acctId }),
    ]);
    expect(rows[0]!.content).toMatch(/^您的验证码是\d{6}，5分钟内有效$/);
    expect(await smsRows(nobody)).toEqual([]);
  });

  it('allows one code a minute per phone, with or without an account', async () => {
    for (const cellPhone of [phone, nobody]) {
      expect((await sendCode(cellPhone)).body).toMatchObject({
        code: '002',
        msg: expect.stringMatching(/^验证码发送过于频繁，请(59|60)秒后再试$/),
      });
    }
    expect(await smsRows(phone)).toHaveLength(1);
  });

  it('states what is wrong with the request', async () => {
    expect((await sendCode('')).body).toMatchObject({ code: '001', msg: '请输入手机号' });
    expect((await sendCode('1380000')).body).toMatchObject({ code: '001', msg: '请输入11位数字格式手机号' });
    expect((await sendCode(13700000002)).body).toMatchObject({ code: '001', msg: '请输入11位数字格式手机号' });
    expect((await sendCode(phone, api, { purpose: 'login' })).body).toMatchObject({ code: '001', msg: '不支持的验证码用途' });
    expect((await sendCode(phone, api, { acctId })).body).toMatchObject({ code: '001', msg: '不支持的参数 acctId' });
    expect((await authenticate(phone, '12ab')).body).toMatchObject({ code: '001', msg: '请输入6位数字验证码' });
    expect((await authenticate(phone, '')).body).toMatchObject({ code: '001', msg: '请输入验证码' });
    expect((await authenticate('13700000008', '123456')).body).toMatchObject({ code: '002', msg: '请先获取验证码' });
  });

  it('counts a wrong code, alike for a phone without an account', async () => {
    const code = await latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await authenticate(phone, wrong)).body).toEqual({ code: '002', msg: '验证码错误，还可输入4次', data: null });
    expect((await authenticate(nobody, wrong)).body).toEqual({ code: '002', msg: '验证码错误，还可输入4次', data: null });
  });

  it('trades the right code for a one-time token; the code is spent', async () => {
    const code = await latestCode(phone);
    const response = await authenticate(phone, code);
    expect(response.body).toMatchObject({ code: '0', msg: '验证成功', data: { expireSeconds: 300 } });
    token = response.body.data.token;
    expect(token).toMatch(/^[\w-]{32}$/);
    expect((await authenticate(phone, code)).body).toMatchObject({ code: '002', msg: '验证码已失效，请重新获取' });
  });

  it('checks the new password with the seed’s rules and texts', async () => {
    const base = { cellPhone: phone, token };
    expect((await reset({ ...base, newPassWord: '', newPassWordConfirm: '' })).body).toMatchObject({ code: '001', msg: '请输入新密码' });
    expect((await reset({ ...base, newPassWord: 'abcdefgh', newPassWordConfirm: 'abcdefgh' })).body).toMatchObject({
      code: '001',
      msg: '请输入8至20位由数字、字母和特殊字符中的两种或两种以上组成的密码',
    });
    expect((await reset({ ...base, newPassWord: NEW_PASSWORD })).body).toMatchObject({ code: '001', msg: '请确认新密码' });
    expect((await reset({ ...base, newPassWord: NEW_PASSWORD, newPassWordConfirm: 'New@2027y' })).body).toMatchObject({
      code: '001',
      msg: '两次输入密码不一致!',
    });
    expect((await reset({ cellPhone: phone, newPassWord: NEW_PASSWORD, newPassWordConfirm: NEW_PASSWORD })).body).toMatchObject({
      code: '001',
      msg: '重置凭证为必输项',
    });
  });

  it('refuses the current password, with a fresh token; the old token is spent', async () => {
    const same = await reset({ cellPhone: phone, token, newPassWord: START_PASSWORD, newPassWordConfirm: START_PASSWORD });
    // Start_2026 passes the 8–20 rule: the refusal is that it is the current one.
    expect(same.body).toMatchObject({ code: '001', msg: '新密码不能等于当前密码!' });
    const fresh = (same.body.data as { token: string }).token;
    expect(fresh).not.toBe(token);
    expect((await reset({ cellPhone: phone, token, newPassWord: NEW_PASSWORD, newPassWordConfirm: NEW_PASSWORD })).body).toMatchObject({
      code: '002',
      msg: '重置凭证无效或已过期，请重新获取验证码',
    });
    token = fresh;
  });

  it('resets the password, ends every session of the account and refuses the token again', async () => {
    const sessions = [await api.login(phone, START_PASSWORD), await api.login(phone, START_PASSWORD)];
    for (const session of sessions) expect((await api.get('/api/acct-type', { token: session })).body.code).toBe('0');
    const body = { cellPhone: phone, token, newPassWord: NEW_PASSWORD, newPassWordConfirm: NEW_PASSWORD };
    expect((await reset(body)).body).toEqual({ code: '0', msg: '密码重置成功，请使用新密码登录', data: null });
    for (const session of sessions) expect((await api.get('/api/acct-type', { token: session })).body.code).toBe('098');
    expect((await reset(body)).body).toMatchObject({ code: '002', msg: '重置凭证无效或已过期，请重新获取验证码' });
    expect((await api.post('/api/login', { loginName: phone, passWord: START_PASSWORD })).body).toMatchObject({
      code: '003',
      msg: '账号或密码错误',
    });
    expect((await api.post('/api/login', { loginName: phone, passWord: NEW_PASSWORD })).body.code).toBe('0');
  });

  it('logs the reset without the password', async () => {
    const log = await api.post<Paged<{ entity: string; operation: string; changes: unknown }>>(
      '/db/operate-log/query',
      { pagedQueryInfo: { index: 1, pageSize: 5 }, recordId: acctId, operation: 'forgotpassReset' },
      { token: admin },
    );
    expect(log.body.data.list).toEqual([
      expect.objectContaining({ entity: 'acct', changes: [expect.objectContaining({ field: 'passWord', old: '******', new: '******' })] }),
    ]);
  });

  it('burns a code after 5 wrong answers: the right one is refused then', async () => {
    const other = '13700000002';
    await createAccount(other);
    expect((await sendCode(other)).body.code).toBe('0');
    const code = await latestCode(other);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push((await authenticate(other, wrong)).body.msg);
    expect(answers).toEqual([
      '验证码错误，还可输入4次',
      '验证码错误，还可输入3次',
      '验证码错误，还可输入2次',
      '验证码错误，还可输入1次',
      '验证码错误次数过多，请重新获取',
    ]);
    expect((await authenticate(other, code)).body).toMatchObject({ code: '002', msg: '验证码错误次数过多，请重新获取' });
  });

  it('keeps codes only hashed (read from the database with the server stopped)', async () => {
    expect(codesSeen.length).toBeGreaterThan(0);
    expect(await server.stop()).toBe(0);
    const query = 'SELECT cell_phone, code_hash, t::text AS whole FROM platform.msg_verify_code t';
    let rows: { cell_phone: string; code_hash: string; whole: string }[];
    if (store.kind === 'postgres') {
      const client = new pg.Client({ connectionString: store.env.DATABASE_URL });
      await client.connect();
      rows = (await client.query(query)).rows;
      await client.end();
    } else {
      const db = new PGlite(store.dataDir!);
      rows = (await db.query<{ cell_phone: string; code_hash: string; whole: string }>(query)).rows;
      await db.close();
    }
    expect(rows.map((row) => row.cell_phone).sort()).toEqual(['13700000001', '13700000002', '13700000009']);
    for (const row of rows) {
      expect(row.code_hash).toMatch(/^\$argon2id\$/);
      for (const code of codesSeen) expect(row.whole).not.toContain(`,${code},`);
    }
  });
});

describe('expiry and the hourly limits (zero lifetime, no interval, 3 per phone and 6 per address an hour)', () => {
  let client: ApiClient;
  beforeAll(() => {
    client = new ApiClient(limited.baseUrl);
  });

  it('refuses an expired code', async () => {
    expect((await sendCode('13600000001', client)).body).toMatchObject({ code: '0', data: { expireSeconds: 0, intervalSeconds: 0 } });
    const answer = await client.post('/api/authenticate', { cellPhone: '13600000001', verifyCode: '123456' });
    expect(answer.body).toEqual({ code: '002', msg: '验证码已过期，请重新获取', data: null });
  });

  it('allows 3 codes per phone an hour', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++) answers.push((await sendCode('13600000002', client)).body.msg);
    expect(answers).toEqual([SENT, SENT, SENT, '该手机号获取验证码次数过多，请1小时后再试']);
  });

  it('allows 6 codes per address an hour, whatever the phone', async () => {
    // 4 so far from this address (the refused one is not counted).
    expect((await sendCode('13600000003', client)).body.msg).toBe(SENT);
    expect((await sendCode('13600000004', client)).body.msg).toBe(SENT);
    expect((await sendCode('13600000005', client)).body).toEqual({ code: '002', msg: '获取验证码次数过多，请1小时后再试', data: null });
  });
});
