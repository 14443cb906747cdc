import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';

type Db = OpenedDatabase['db'];

/**
 * A PGlite database of its own for one test file, in a temporary folder: opened and given
 * `prepare` (migrations, rows) before the file's tests, closed and removed after them.
 */
export function scratchDatabase(prefix: string, prepare: (db: Db) => Promise<void> = async () => {}): { readonly db: Db } {
  let root = '';
  let database: OpenedDatabase | undefined;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    database = await openDatabase({ databaseUrl: undefined, dataDir: root });
    await prepare(database.db);
  }, 180_000); // opening PGlite and migrating takes ~10 s alone, far longer beside the other unit files on 2 cores
  afterAll(async () => {
    await database?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });
  return {
    get db() {
      if (!database) throw new Error('scratchDatabase: used outside its tests');
      return database.db;
    },
  };
}
