import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { KEY_PATTERN } from '../upload-keys.js';
import type { ListedObject, StoredMeta, StoredObject, UploadStorage } from './upload-storage.js';

const META_SUFFIX = '.meta.json';

/**
 * Files on local disk: `<dir>/<folder>/<yyyyMM>/<id>` with `<id>.meta.json` beside it. The meta file
 * is created exclusively first, so two posts of one key cannot both win; the bytes go to a temporary
 * name and are renamed into place, so a reader never sees half a file.
 */
export function createLocalStorage(dir: string): UploadStorage {
  const root = path.resolve(dir);

  /** Defence in depth: keys are server-made and pattern-checked, and still must resolve inside root. */
  function pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`not an object key: ${key}`);
    const resolved = path.resolve(root, ...key.split('/'));
    if (!resolved.startsWith(root + path.sep)) throw new Error(`object key outside the storage folder: ${key}`);
    return resolved;
  }

  async function put(key: string, bytes: Buffer, meta: StoredMeta): Promise<boolean> {
    const file = pathOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    try {
      await fsp.writeFile(file + META_SUFFIX, JSON.stringify(meta), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
    const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await fsp.writeFile(temporary, bytes, { flag: 'wx' });
      await fsp.rename(temporary, file);
    } catch (error) {
      await Promise.all([fsp.rm(temporary, { force: true }), fsp.rm(file + META_SUFFIX, { force: true })]);
      throw error;
    }
    return true;
  }

  async function get(key: string): Promise<StoredObject | null> {
    if (!KEY_PATTERN.test(key)) return null;
    const file = pathOf(key);
    let meta: StoredMeta;
    let handle: fsp.FileHandle;
    try {
      meta = JSON.parse(await fsp.readFile(file + META_SUFFIX, 'utf8')) as StoredMeta;
      // Opened here, so a file removed meanwhile is a plain "not found" rather than a stream error later.
      handle = await fsp.open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return { meta, body: handle.createReadStream() };
  }

  async function remove(key: string): Promise<void> {
    const file = pathOf(key);
    await fsp.rm(file, { force: true });
    await fsp.rm(file + META_SUFFIX, { force: true });
  }

  async function* list(): AsyncIterable<ListedObject> {
    let folders: string[];
    try {
      folders = await fsp.readdir(root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const folder of folders.sort()) {
      const months = await fsp.readdir(path.join(root, folder)).catch(() => [] as string[]);
      for (const month of months.sort()) {
        const names = await fsp.readdir(path.join(root, folder, month)).catch(() => [] as string[]);
        const present = new Set(names);
        for (const name of names.sort()) {
          // A meta file without its bytes (a write cut short) is listed too, so cleanup can remove it.
          const id =
            name.endsWith(META_SUFFIX) && !present.has(name.slice(0, -META_SUFFIX.length)) ? name.slice(0, -META_SUFFIX.length) : name;
          const key = `${folder}/${month}/${id}`;
          if (!KEY_PATTERN.test(key)) continue;
          const stat = await fsp.stat(path.join(root, folder, month, name)).catch(() => undefined);
          if (stat?.isFile()) yield { key, lastModified: stat.mtime };
        }
      }
    }
  }

  return { description: `local ${root}`, put, get, remove, list };
}
