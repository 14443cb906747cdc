import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../engine/schema/entity-types';
import { cleanOrphanUploads } from './orphan-cleanup';
import { createLocalStorage } from './storage/local-storage';
import { newObjectKey } from './upload-keys';
import { uploadColumns } from './upload-references';

let folder = '';
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

async function storageWith(count: number) {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'orphans-'));
  const storage = createLocalStorage(folder);
  const keys: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const key = newObjectKey('IMG_EQP');
    await storage.put(key, Buffer.from('x'), {
      contentType: 'image/png',
      name: 'a.png',
      size: 1,
      type: 'IMG_EQP',
      acctId: 'a',
      uploadedAt: '',
    });
    keys.push(key);
  }
  return { storage, keys };
}

describe('cleanOrphanUploads', () => {
  it('removes old files no record names, keeps named and recent ones', async () => {
    const { storage, keys } = await storageWith(3);
    const [named, orphan, recent] = keys as [string, string, string];
    const later = new Date(Date.now() + 2 * 3600_000);
    fs.utimesSync(path.join(folder, ...recent.split('/')), later, later);
    const result = await cleanOrphanUploads({ storage, referenced: new Set([named]), olderThanMs: 3600_000, dryRun: false, now: later });
    expect(result).toEqual({ scanned: 3, kept: 2, orphans: [orphan] });
    expect(await storage.get(orphan)).toBeNull();
    (await storage.get(named))!.body.destroy();
    expect(fs.existsSync(path.join(folder, `${orphan}.meta.json`))).toBe(false);
  });

  it('a dry run only lists', async () => {
    const { storage, keys } = await storageWith(1);
    // A minute ahead: a file's mtime (the kernel's coarse clock) can be a few ms after Date.now().
    const result = await cleanOrphanUploads({
      storage,
      referenced: new Set(),
      olderThanMs: 0,
      dryRun: true,
      now: new Date(Date.now() + 60_000),
    });
    expect(result.orphans).toEqual(keys);
    const kept = await storage.get(keys[0]!);
    expect(kept).not.toBeNull();
    kept!.body.destroy();
  });
});

describe('uploadColumns', () => {
  it('finds the columns whose widgets hold file addresses, nested ones too, plus the fixed ones', () => {
    const entity = {
      name: 'sample',
      scope: 'hospital',
      table: 'sample',
      fields: {
        photos: { type: 'array', title: '图片', widget: 'imageList', items: { type: 'string' } },
        deviceShow: {
          type: 'array',
          title: '设备展示',
          items: { type: 'object', properties: { icon: { type: 'string', title: '图标', widget: 'singleImage' } } },
        },
        remark: { type: 'string', title: '备注' },
      },
    } as unknown as EntitySchema;
    expect(uploadColumns([entity])).toEqual([
      { scope: 'platform', table: 'acct', column: 'avatar' },
      { scope: 'platform', table: 'hosp', column: 'hosp_img' },
      { scope: 'hospital', table: 'sample', column: 'photos' },
      { scope: 'hospital', table: 'sample', column: 'device_show' },
    ]);
  });
});
