import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../../tests/support/upload-fixtures';
import { S3RVER_CREDENTIALS, startS3rver, type RunningS3rver } from '../../../tests/support/upload-s3rver';
import { newObjectKey } from '../upload-keys';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { StoredMeta, UploadStorage } from './upload-storage';

const meta = (size: number): StoredMeta => ({
  contentType: 'image/png',
  name: '设备照片 1.png',
  size,
  type: 'IMG_EQP',
  acctId: 'a'.repeat(24),
  uploadedAt: '2026-11-23T10:00:00.000Z',
});

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function keysOf(storage: UploadStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage.list()) keys.push(item.key);
  return keys.sort();
}

let folder: string;
let s3: RunningS3rver;
const storages: Record<string, () => UploadStorage> = {};

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-storage-'));
  s3 = await startS3rver();
  storages.local = () => createLocalStorage(folder);
  storages.s3 = () =>
    createS3Storage({
      kind: 's3',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: s3.bucket,
      credentials: S3RVER_CREDENTIALS,
      forcePathStyle: true,
      keyPrefix: 'console/',
    });
});
afterAll(async () => {
  fs.rmSync(folder, { recursive: true, force: true });
  await s3?.stop();
});

describe.each(['local', 's3'])('%s storage', (kind) => {
  it('keeps the bytes exactly, with the meta, lists and removes them', async () => {
    const storage = storages[kind]!();
    const bytes = pngBytes({ padding: 300_000 });
    const key = newObjectKey('IMG_EQP');
    expect(await storage.put(key, bytes, meta(bytes.length))).toBe(true);
    const found = await storage.get(key);
    expect(found?.meta).toEqual(meta(bytes.length));
    expect((await bytesOf(found!.body)).equals(bytes)).toBe(true);
    expect(await keysOf(storage)).toContain(key);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    expect(await keysOf(storage)).not.toContain(key);
  });

  it('refuses a second file under a used key and keeps the first', async () => {
    const storage = storages[kind]!();
    const key = newObjectKey('IMG_AVATAR');
    const first = pngBytes({ rgb: [1, 2, 3] });
    expect(await storage.put(key, first, meta(first.length))).toBe(true);
    expect(await storage.put(key, pngBytes({ rgb: [9, 9, 9] }), meta(first.length))).toBe(false);
    expect((await bytesOf((await storage.get(key))!.body)).equals(first)).toBe(true);
  });

  it('answers null for keys that are not ours and never touches a path outside', async () => {
    const storage = storages[kind]!();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    expect(await storage.get('avatar/202611/not-hex')).toBeNull();
    await expect(storage.put('../escape', Buffer.from('x'), meta(1))).rejects.toThrow('not an object key');
  });
});
