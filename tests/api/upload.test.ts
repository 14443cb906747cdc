import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { createDataStore, type DataStore } from '../support/data-store.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { repoRoot, startServer, type RunningServer } from '../support/start-server.js';
import { filesUnder, policyFields, postForm, type Policy, type Uploaded } from '../support/upload-api.js';
import { SVG_TEXT, exeBytes, jpegBytes, pdfBytes, pngBytes } from '../support/upload-fixtures.js';

// A server of this file's own: its upload folder is watched for leftovers, its policy secret is
// known so a test can sign an expired policy, and the cleanup command runs against its database.
const SECRET = 'upload-test-secret-0123456789';
const MB = 1024 * 1024;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-api-'));
let store: DataStore;
let server: RunningServer;
let api: ApiClient;
let manager = '';
let engineer = '';

beforeAll(async () => {
  store = await createDataStore({ seeded: true });
  server = await startServer({ store, env: { UPLOAD_DIR: uploadDir, UPLOAD_POLICY_SECRET: SECRET, LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } });
  api = new ApiClient(server.baseUrl);
  manager = await api.login('manager', DEMO_PASSWORD);
  engineer = await api.login('engineer', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.stop();
  await store?.dispose();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

async function policyFor(body: Record<string, unknown>, token = manager): Promise<Policy> {
  const response = await api.post<Policy>('/api/oss/policy', body, { token });
  expect(response.body.code, response.body.msg).toBe('0');
  return response.body.data;
}

const upload = (fields: Record<string, string>, files: { name: string; bytes: Buffer }[], token = manager) =>
  postForm<Uploaded>(server.baseUrl, '/api/oss/upload', fields, files, token);
const ossUpload = (fields: Record<string, string>, files: { name: string; bytes: Buffer }[], token = manager) =>
  postForm<Uploaded[]>(server.baseUrl, '/api/ossUpload', fields, files, token);

async function download(url: string) {
  const response = await fetch(`${server.baseUrl}${url}`);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Runs a refused call and checks its message and that the upload folder did not change. */
async function expectRefusedLeavingNothing(call: () => Promise<{ body: { code: string; msg: string } }>, msg: string) {
  const before = filesUnder(uploadDir);
  const { body } = await call();
  expect(body).toMatchObject({ code: '001', msg });
  expect(filesUnder(uploadDir)).toEqual(before);
}

describe('the signed-policy flow (seed 000 section 7)', () => {
  it('a PNG round-trips byte for byte, served as image/png inline and never sniffed', async () => {
    const png = pngBytes({ width: 16, height: 16 });
    const policy = await policyFor({ type: 'IMG_AVATAR', fileNameList: ['头像.png'] });
    expect(policy).toMatchObject({ ossAccessKeyId: 'console', action: '/api/oss/upload' });
    expect(policy.idList).toHaveLength(1);
    expect(policy.idList[0]).toMatch(/^avatar\/\d{6}\/[0-9a-f]{32}$/);
    expect(policy.urlList).toEqual([`/files/${policy.idList[0]}`]);

    const posted = await upload(policyFields(policy), [{ name: '头像.png', bytes: png }]);
    expect(posted.body).toEqual({
      code: '0',
      msg: '成功',
      data: { id: policy.idList[0], url: policy.urlList[0], name: '头像.png', size: png.length, contentType: 'image/png' },
    });
    const file = await download(policy.urlList[0]!);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(png)).toBe(true);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toBe(`inline; filename="__.png"; filename*=UTF-8''%E5%A4%B4%E5%83%8F.png`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('gives one key per file for `size` files, and each key takes one file only once', async () => {
    const policy = await policyFor({ type: 'IMG_EQP', size: 3 });
    expect(policy.idList).toHaveLength(3);
    expect(new Set(policy.idList).size).toBe(3);
    expect((await upload(policyFields(policy, 2), [{ name: 'c.jpg', bytes: jpegBytes() }])).body.code).toBe('0');
    await expectRefusedLeavingNothing(
      () => upload(policyFields(policy, 2), [{ name: 'c.png', bytes: pngBytes() }]),
      '该文件地址已使用过，请重新申请上传凭证',
    );
  });

  it('refuses a renamed .exe with the picture message and keeps nothing', async () => {
    const policy = await policyFor({ type: 'IMG_EQP', fileNameList: ['设备.png'] });
    await expectRefusedLeavingNothing(
      () => upload(policyFields(policy), [{ name: '设备.png', bytes: exeBytes() }]),
      '上传图片只能是jpeg/png/jpg',
    );
  });

  it('refuses SVG and HTML dressed as pictures', async () => {
    const policy = await policyFor({ type: 'IMG_ICON', size: 1 });
    await expectRefusedLeavingNothing(
      () => upload(policyFields(policy), [{ name: 'icon.png', bytes: Buffer.from(SVG_TEXT) }]),
      '上传图片只能是jpeg/png/jpg',
    );
    await expectRefusedLeavingNothing(
      () => upload(policyFields(policy), [{ name: 'icon.png', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') }]),
      '上传图片只能是jpeg/png/jpg',
    );
  });

  it('refuses a picture over 2 MB', async () => {
    const policy = await policyFor({ type: 'IMG_AVATAR', size: 1 });
    await expectRefusedLeavingNothing(
      () => upload(policyFields(policy), [{ name: 'big.png', bytes: pngBytes({ padding: 2 * MB }) }]),
      '上传图片大小不能超过 2MB!',
    );
  });

  it('holds a file to the smaller limit its widget asked for', async () => {
    const policy = await policyFor({ type: 'OTHER', fileNameList: ['手册.pdf'], maxSizeMb: 1, suffixes: ['pdf'] });
    const bigPdf = Buffer.concat([pdfBytes(), Buffer.alloc(MB, 32)]);
    await expectRefusedLeavingNothing(
      () => upload(policyFields(policy), [{ name: '手册.pdf', bytes: bigPdf }]),
      '上传文件大小不能超过 1MB!',
    );
  });

  it('refuses more files than the type allows, in the policy and in one post', async () => {
    const tooMany = await api.post('/api/oss/policy', { type: 'IMG_AVATAR', fileNameList: ['a.png', 'b.png'] }, { token: manager });
    expect(tooMany.body).toMatchObject({ code: '001', msg: '超过上传文件个数限制:1' });
    const tooManyEqp = await api.post('/api/oss/policy', { type: 'IMG_EQP', size: 6 }, { token: manager });
    expect(tooManyEqp.body).toMatchObject({ code: '001', msg: '超过上传文件个数限制:5' });
    const policy = await policyFor({ type: 'IMG_AVATAR', size: 1 });
    await expectRefusedLeavingNothing(
      () =>
        upload(policyFields(policy), [
          { name: 'a.png', bytes: pngBytes() },
          { name: 'b.png', bytes: pngBytes() },
        ]),
      '超过上传文件个数限制:1',
    );
  });

  it('refuses path-traversal names and keys', async () => {
    const names = await api.post('/api/oss/policy', { type: 'IMG_EQP', fileNameList: ['../../etc/passwd.png'] }, { token: manager });
    expect(names.body).toMatchObject({ code: '001', msg: '文件名不合法：不能包含路径分隔符、".." 或控制字符' });
    const policy = await policyFor({ type: 'IMG_EQP', size: 1 });
    await expectRefusedLeavingNothing(
      () => upload(policyFields(policy), [{ name: '..\\..\\windows\\evil.png', bytes: pngBytes() }]),
      '文件名不合法：不能包含路径分隔符、".." 或控制字符',
    );
    await expectRefusedLeavingNothing(
      () => upload({ ...policyFields(policy), key: `../../${policy.idList[0]}` }, [{ name: 'a.png', bytes: pngBytes() }]),
      '上传文件的 key 与上传凭证不符',
    );
    const outside = await fetch(`${server.baseUrl}/files/avatar/202611/..%2F..%2F..%2Fpackage.json`);
    expect(outside.status).toBe(404);
    expect(await outside.json()).toMatchObject({ code: '404', msg: '文件不存在' });
  });

  it('refuses an expired policy, a tampered one and one issued to another account', async () => {
    const policy = await policyFor({ type: 'IMG_AVATAR', size: 1 });
    const document = JSON.parse(Buffer.from(policy.policy, 'base64').toString('utf8')) as Record<string, unknown>;
    const sign = (doc: Record<string, unknown>) => {
      const text = Buffer.from(JSON.stringify(doc)).toString('base64');
      return { policy: text, signature: createHmac('sha256', SECRET).update(text).digest('base64') };
    };
    const expired = sign({ ...document, expiration: new Date(Date.now() - 1000).toISOString() });
    await expectRefusedLeavingNothing(
      () => upload({ ...policyFields(policy), ...expired }, [{ name: 'a.png', bytes: pngBytes() }]),
      '上传凭证已过期，请重新上传',
    );

    const widened = Buffer.from(JSON.stringify({ ...document, maxBytes: 100 * MB })).toString('base64');
    await expectRefusedLeavingNothing(
      () => upload({ ...policyFields(policy), policy: widened }, [{ name: 'a.png', bytes: pngBytes() }]),
      '上传凭证无效，请重新上传',
    );
    const flipped = `${policy.signature.startsWith('A') ? 'B' : 'A'}${policy.signature.slice(1)}`;
    await expectRefusedLeavingNothing(
      () => upload({ ...policyFields(policy), signature: flipped }, [{ name: 'a.png', bytes: pngBytes() }]),
      '上传凭证无效，请重新上传',
    );
    await expectRefusedLeavingNothing(
      () => upload({ ...policyFields(policy), OSSAccessKeyId: 'someone-else' }, [{ name: 'a.png', bytes: pngBytes() }]),
      '上传凭证无效，请重新上传',
    );
    // Re-signed with a key outside the type's folder: the key is checked against the type too.
    const foreignKey = `other/${policy.idList[0]!.split('/')[1]}/${'0'.repeat(32)}`;
    const relocated = sign({ ...document, keys: [foreignKey] });
    await expectRefusedLeavingNothing(
      () => upload({ ...policyFields(policy), ...relocated, key: foreignKey }, [{ name: 'a.png', bytes: pngBytes() }]),
      '上传文件的 key 与上传凭证不符',
    );
  });

  it('wants the file after the policy fields, and a file at all', async () => {
    const policy = await policyFor({ type: 'IMG_AVATAR', size: 1 });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngBytes())]), 'a.png');
    for (const [name, value] of Object.entries(policyFields(policy))) form.append(name, value);
    const early = await fetch(`${server.baseUrl}/api/oss/upload`, { method: 'POST', body: form, headers: { token: manager } });
    expect(await early.json()).toMatchObject({ code: '001', msg: '上传表单中文件须放在最后，在 key、policy、signature 等字段之后' });
    expect((await upload(policyFields(policy), [])).body).toMatchObject({ code: '001', msg: '请选择要上传的文件' });
  });

  it('answers unknown types with the list of types', async () => {
    const response = await api.post('/api/oss/policy', { type: 'EXE' }, { token: manager });
    expect(response.body).toMatchObject({ code: '001', msg: '上传类型只能为IMG_AVATAR、IMG_EQP、IMG_ICON、OTHER' });
  });
});

describe('POST /api/ossUpload', () => {
  it('stores documents whose bytes agree with their names; a PDF opens inline, names survive in the address', async () => {
    const pdf = pdfBytes();
    const response = await ossUpload({ type: 'OTHER' }, [{ name: '不良事件 报告.pdf', bytes: pdf }]);
    expect(response.body.code).toBe('0');
    const [stored] = response.body.data;
    expect(stored).toMatchObject({ name: '不良事件 报告.pdf', size: pdf.length, contentType: 'application/pdf' });
    expect(stored!.url).toBe(`/files/${stored!.id}/${encodeURIComponent('不良事件 报告.pdf')}`);
    const file = await download(stored!.url);
    expect(file.bytes.equals(pdf)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; /);
    // The same file without the name segment: the name is only a label.
    expect((await download(`/files/${stored!.id}`)).bytes.equals(pdf)).toBe(true);
  });

  it('refuses a renamed .exe and a PNG called .pdf among documents', async () => {
    const types = 'pdf/doc/docx/xls/xlsx/ppt/pptx/jpg/jpeg/png';
    await expectRefusedLeavingNothing(
      () => ossUpload({ type: 'OTHER' }, [{ name: '说明书.pdf', bytes: exeBytes() }]),
      `上传文件只能为${types}`,
    );
    await expectRefusedLeavingNothing(
      () => ossUpload({ type: 'OTHER' }, [{ name: 'setup.exe', bytes: exeBytes() }]),
      `上传文件只能为${types}`,
    );
    await expectRefusedLeavingNothing(
      () => ossUpload({ type: 'OTHER' }, [{ name: '报告.pdf', bytes: pngBytes() }]),
      `上传文件只能为${types}`,
    );
  });

  it('refuses a document over 20 MB', async () => {
    const huge = Buffer.concat([pdfBytes(), Buffer.alloc(20 * MB, 32)]);
    await expectRefusedLeavingNothing(
      () => ossUpload({ type: 'OTHER' }, [{ name: '大文件.pdf', bytes: huge }]),
      '上传文件大小不能超过 20MB!',
    );
  });

  it('is all or nothing: a sixth picture takes back the five before it', async () => {
    const six = Array.from({ length: 6 }, (_unused, index) => ({ name: `${index}.png`, bytes: pngBytes({ rgb: [index, 0, 0] }) }));
    await expectRefusedLeavingNothing(() => ossUpload({ type: 'IMG_EQP' }, six), '超过上传文件个数限制:5');
    await expectRefusedLeavingNothing(
      () =>
        ossUpload({ type: 'IMG_EQP' }, [
          { name: 'ok.png', bytes: pngBytes() },
          { name: 'bad.png', bytes: exeBytes() },
        ]),
      '上传图片只能是jpeg/png/jpg',
    );
  });

  it('refuses a path in the file name rather than cutting it off', async () => {
    await expectRefusedLeavingNothing(
      () => ossUpload({ type: 'IMG_EQP' }, [{ name: '../../evil.png', bytes: pngBytes() }]),
      '文件名不合法：不能包含路径分隔符、".." 或控制字符',
    );
  });

  it('needs a signed-in session for the policy and /api/ossUpload', async () => {
    const before = filesUnder(uploadDir);
    expect((await ossUpload({ type: 'IMG_EQP' }, [{ name: 'a.png', bytes: pngBytes() }], '')).body.code).toBe('098');
    expect((await api.post('/api/oss/policy', { type: 'IMG_EQP' })).body.code).toBe('098');
    expect(filesUnder(uploadDir)).toEqual(before);
  });

  it('takes the file at the policy’s action with no session: the signed policy is the credential (issue 26)', async () => {
    // Seeds 000 and 002: the file is posted straight to action with key, policy and signature.
    const policy = await policyFor({ type: 'IMG_EQP', fileNameList: ['设备.png'] });
    const png = pngBytes({ width: 8, height: 8 });
    const posted = await upload(policyFields(policy), [{ name: '设备.png', bytes: png }], '');
    expect(posted.body).toMatchObject({
      code: '0',
      data: { id: policy.idList[0], url: policy.urlList[0], size: png.length, contentType: 'image/png' },
    });
    expect((await download(policy.urlList[0]!)).bytes.equals(png)).toBe(true);
    // The uploader on record is the account the policy was issued to (the manager), not a session's.
    const meta = JSON.parse(fs.readFileSync(path.join(uploadDir, `${policy.idList[0]}.meta.json`), 'utf8')) as { acctId: string };
    const managerId = (await api.post<{ id: string }>('/api/acct-info', {}, { token: manager })).body.data.id;
    expect(meta.acctId).toBe(managerId);
    // Another account's session changes nothing: the policy still says who uploads.
    const second = await policyFor({ type: 'IMG_EQP', size: 1 });
    expect((await upload(policyFields(second), [{ name: 'b.png', bytes: pngBytes() }], engineer)).body.code).toBe('0');

    // Without a valid policy nothing is stored, whatever else the post carries.
    const forged = { key: second.idList[0]!, OSSAccessKeyId: 'console', policy: 'e30=', signature: 'e30=' };
    await expectRefusedLeavingNothing(() => upload(forged, [{ name: 'a.png', bytes: pngBytes() }], ''), '上传凭证无效，请重新上传');
    await expectRefusedLeavingNothing(
      () => upload({ ...policyFields(second), signature: 'x' }, [{ name: 'a.png', bytes: pngBytes() }], ''),
      '上传凭证无效，请重新上传',
    );
    const third = await policyFor({ type: 'IMG_AVATAR', size: 1, maxSizeMb: 1 });
    await expectRefusedLeavingNothing(
      () => upload(policyFields(third), [{ name: 'a.png', bytes: exeBytes() }], ''),
      '上传图片只能是jpeg/png/jpg',
    );
    await expectRefusedLeavingNothing(
      () => upload(policyFields(third), [{ name: 'big.png', bytes: pngBytes({ padding: 1.5 * MB }) }], ''),
      '上传图片大小不能超过 1MB!',
    );
    await expectRefusedLeavingNothing(
      () => upload({ ...policyFields(third), key: second.idList[0]! }, [{ name: 'a.png', bytes: pngBytes() }], ''),
      '上传文件的 key 与上传凭证不符',
    );
  });
});

describe('configuration and cleanup', () => {
  it('GET /api/system/cfg still returns ossUrl', async () => {
    expect((await api.get('/api/system/cfg')).body).toMatchObject({ code: '0', data: { ossUrl: '/files/' } });
  });

  it('the cleanup command removes files no record names and keeps the saved avatar', async () => {
    const [kept, orphan] = await Promise.all(
      ['keep.png', 'orphan.png'].map(
        async (name) => (await ossUpload({ type: 'IMG_AVATAR' }, [{ name, bytes: pngBytes() }])).body.data[0]!,
      ),
    );
    const saved = await api.post(
      '/acct-center/api/web/upd-acct-info',
      { avatar: kept!.url, email: null, phoneMsg: false, vacation: false },
      { token: manager },
    );
    expect(saved.body.code).toBe('0');
    // A PGlite folder is opened by one process at a time: the command runs with the server stopped.
    await server.stop();
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...store.env, UPLOAD_DIR: uploadDir };
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/tools/clean-orphan-uploads.ts', ...args], {
        cwd: repoRoot,
        env,
        encoding: 'utf8',
      });
    const dryRun = run(['--older-than-hours', '0', '--dry-run']);
    expect(dryRun.status, dryRun.stderr).toBe(0);
    expect(dryRun.stdout).toContain(`将删除 / would remove ${orphan!.id}`);
    expect(filesUnder(uploadDir)).toContain(orphan!.id);
    const young = run([]);
    expect(young.stdout).not.toContain(orphan!.id);
    const cleaned = run(['--older-than-hours', '0']);
    expect(cleaned.status, cleaned.stderr).toBe(0);
    expect(cleaned.stdout).toContain(`已删除 / removed ${orphan!.id}`);
    expect(filesUnder(uploadDir)).not.toContain(orphan!.id);
    expect(filesUnder(uploadDir)).toContain(kept!.id);
  });
});
