import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { startServer, type RunningServer } from '../support/start-server.js';
import { filesUnder, policyFields, postForm, type Policy, type Uploaded } from '../support/upload-api.js';
import { exeBytes, pdfBytes, pngBytes } from '../support/upload-fixtures.js';
import { s3rverEnv, startS3rver, type RunningS3rver } from '../support/upload-s3rver.js';

// The S3-compatible storage (UPLOAD_STORAGE=s3) against s3rver, a local S3 server from npm, with
// the same checks as on local disk: the files still come back through our own server.
let s3: RunningS3rver;
let server: RunningServer;
let api: ApiClient;
let token = '';

beforeAll(async () => {
  s3 = await startS3rver();
  server = await startServer({ env: { ...s3rverEnv(s3, 'console/'), LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } });
  api = new ApiClient(server.baseUrl);
  token = await api.login('manager', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.stop();
  await s3?.stop();
});

describe('uploads in an S3-compatible bucket', () => {
  it('a PNG round-trips byte for byte through the policy flow', async () => {
    const png = pngBytes({ width: 32, height: 8, padding: 500_000 });
    const policy = (await api.post<Policy>('/api/oss/policy', { type: 'IMG_EQP', fileNameList: ['医院正门.png'] }, { token })).body.data;
    const posted = await postForm<Uploaded>(
      server.baseUrl,
      policy.action,
      policyFields(policy),
      [{ name: '医院正门.png', bytes: png }],
      token,
    );
    expect(posted.body).toMatchObject({
      code: '0',
      data: { id: policy.idList[0], url: policy.urlList[0], size: png.length, contentType: 'image/png' },
    });
    const response = await fetch(`${server.baseUrl}${policy.urlList[0]}`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('医院正门.png')}`);
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it('a document keeps its name and type', async () => {
    const posted = await postForm<Uploaded[]>(
      server.baseUrl,
      '/api/ossUpload',
      { type: 'OTHER' },
      [{ name: '操作手册.pdf', bytes: pdfBytes() }],
      token,
    );
    const [stored] = posted.body.data;
    const response = await fetch(`${server.baseUrl}${stored!.url}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer()).equals(pdfBytes())).toBe(true);
  });

  it('refuses a renamed .exe and a sixth picture, leaving nothing in the bucket', async () => {
    const before = filesUnder(s3.directory);
    const exe = await postForm(server.baseUrl, '/api/ossUpload', { type: 'IMG_EQP' }, [{ name: 'photo.png', bytes: exeBytes() }], token);
    expect(exe.body).toMatchObject({ code: '001', msg: '上传图片只能是jpeg/png/jpg' });
    const six = Array.from({ length: 6 }, (_unused, index) => ({ name: `${index}.png`, bytes: pngBytes({ rgb: [index, 1, 1] }) }));
    const tooMany = await postForm(server.baseUrl, '/api/ossUpload', { type: 'IMG_EQP' }, six, token);
    expect(tooMany.body).toMatchObject({ code: '001', msg: '超过上传文件个数限制:5' });
    expect(filesUnder(s3.directory)).toEqual(before);
  });

  it('answers 404 for a key the bucket does not hold', async () => {
    const response = await fetch(`${server.baseUrl}/files/eqp/202611/${'0'.repeat(32)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: '404', msg: '文件不存在' });
  });
});
