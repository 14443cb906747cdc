import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { createDataStore, type DataStore } from '../support/data-store.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { repoRoot, startServer, type RunningServer } from '../support/start-server.js';

// Its own server: before the guard, these calls locked every administrator out of the shared one.
let store: DataStore;
let server: RunningServer;
let api: ApiClient;
let admin = '';
let adminId = '';

async function adminLogin(loginName: string, passWord: string): Promise<string> {
  const response = await api.post<{ token: string }>('/api/adminLogin', { loginName, passWord });
  if (response.body.code !== '0') throw new Error(`adminLogin ${loginName}: ${response.body.code} ${response.body.msg}`);
  return response.body.data.token;
}

const call = (path: string, body: unknown, token = admin) => api.post(`/db/acct/${path}`, body, { token });
const refusal = (msg: string) => ({ code: '002', msg });

beforeAll(async () => {
  store = await createDataStore({ seeded: true });
  server = await startServer({ store });
  api = new ApiClient(server.baseUrl);
  admin = await adminLogin('admin', DEMO_PASSWORD);
  adminId = (await api.post<{ id: string }>('/api/acct-info', {}, { token: admin })).body.data.id;
});
afterAll(async () => {
  await server?.stop();
  await store?.dispose();
});

describe('nobody deletes, disables or retypes their own account (issue 10 item 1)', () => {
  it('refuses deleting oneself, alone or in a batch', async () => {
    expect((await call('delete', { id: adminId })).body).toMatchObject(refusal('不能删除当前登录的账号'));
    expect((await call('delete', { idList: [adminId] })).body).toMatchObject(refusal('不能删除当前登录的账号'));
  });

  it('refuses changing one’s own type or state through edit and batch edit', async () => {
    const edit = { id: adminId, type: '03', cellPhone: '13800000000', acctName: '平台管理员', passWord: 'Admin_2026', state: '1' };
    expect((await call('update', { ...edit, type: '01' })).body).toMatchObject(refusal('不能修改当前登录账号的类型'));
    expect((await call('update', { ...edit, state: '0' })).body).toMatchObject(refusal('不能停用当前登录的账号'));
    const batch = { idList: [adminId], type: '03', acctName: '平台管理员', passWord: 'Admin_2026', state: '0' };
    expect((await call('batchUpdate', batch)).body).toMatchObject(refusal('不能停用当前登录的账号'));
    expect((await call('batchUpdate', { ...batch, type: '02', state: '1' })).body).toMatchObject(refusal('不能修改当前登录账号的类型'));
  });

  it('still lets a super admin edit their own name and reset their own password', async () => {
    expect((await call('base-update', { id: adminId, cellPhone: '13800000000', acctName: '平台管理员' })).body).toMatchObject({
      code: '0',
    });
    expect((await call('resetPass', { id: adminId, passWord: 'Admin_2026' })).body.code).toBe('0');
    admin = await adminLogin('admin', 'Admin_2026');
    expect(
      (
        await call('update', {
          id: adminId,
          type: '03',
          cellPhone: '13800000000',
          acctName: '平台管理员',
          passWord: 'Admin_2026',
          state: '1',
        })
      ).body.code,
    ).toBe('0');
  });

  it('after all that the account is still an active super admin', async () => {
    const row = (await call('detail', { id: adminId })).body.data;
    expect(row).toMatchObject({ id: adminId, type: '03', state: '1' });
  });
});

describe('another super admin may be removed while one stays', () => {
  let second = '';
  let secondToken = '';

  it('promotes a new account to super admin through edit', async () => {
    const added = await call('add', { type: '01', cellPhone: '13911110000', acctName: '第二管理员', passWord: 'Second_2026' });
    expect(added.body).toMatchObject({ code: '0' });
    second = added.body.data as string;
    const promoted = await call('update', {
      id: second,
      type: '03',
      cellPhone: '13911110000',
      acctName: '第二管理员',
      passWord: 'Second_2026',
      state: '1',
    });
    expect(promoted.body).toMatchObject({ code: '0', msg: '修改成功!' });
    secondToken = await adminLogin('13911110000', 'Second_2026');
  });

  it('the second admin disables the first; the first is then signed out, and the second cannot disable itself', async () => {
    const disabled = await call(
      'batchUpdate',
      { idList: [adminId], type: '03', acctName: '平台管理员', passWord: 'Admin_2026', state: '0' },
      secondToken,
    );
    expect(disabled.body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect((await call('query', {})).body.code).toBe('098');
    const self = await call(
      'update',
      { id: second, type: '03', cellPhone: '13911110000', acctName: '第二管理员', passWord: 'Second_2026', state: '0' },
      secondToken,
    );
    expect(self.body).toMatchObject(refusal('不能停用当前登录的账号'));
  });
});

/** Runs `npm run admin:restore` (its script, without npm) against the stopped server's data. */
function restore(args: string[], password: string | undefined): Promise<{ code: number | null; output: string }> {
  const env: Record<string, string> = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !['DATA_DIR', 'DATABASE_URL', 'ADMIN_PASSWORD'].includes(key)),
  ) as Record<string, string>;
  Object.assign(env, store.env, password === undefined ? {} : { ADMIN_PASSWORD: password });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/tools/restore-super-admin.ts', ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('npm run admin:restore', { timeout: 120_000 }, () => {
  it('needs the new password in ADMIN_PASSWORD, following the password rule', async () => {
    await server.stop();
    const missing = await restore([], undefined);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('请用环境变量 ADMIN_PASSWORD 指定新密码');
    const weak = await restore([], 'abc');
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('请输入8至20位由数字、字母和特殊字符中的两种或两种以上组成的密码');
  });

  it('re-enables the disabled admin with a new password, and creates a named one', async () => {
    const restored = await restore([], 'Back#In-2026');
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.output).toContain('已恢复超级管理员 admin');
    const created = await restore(['--login', 'rescue'], 'Rescue#2026');
    expect(created).toMatchObject({ code: 0 });
    expect(created.output).toContain('已创建超级管理员 rescue');

    server = await startServer({ store });
    api = new ApiClient(server.baseUrl);
    admin = await adminLogin('admin', 'Back#In-2026');
    expect((await call('detail', { id: adminId })).body.data).toMatchObject({ type: '03', state: '1' });
    await adminLogin('rescue', 'Rescue#2026');
  });
});
