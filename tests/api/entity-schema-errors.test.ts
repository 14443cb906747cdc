import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataStore, type DataStore } from '../support/data-store.js';
import { startServerExpectingFailure } from '../support/start-server.js';

/**
 * A drop-in folder (ENTITY_SCHEMA_DIRS) with a broken schema: the server refuses to start, and
 * says which file and what is wrong before any migration runs.
 */
let store: DataStore;
let dir: string;

beforeAll(async () => {
  store = await createDataStore();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'broken-schemas-'));
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await store?.dispose();
});

describe('a broken entity schema', () => {
  it('stops the start with a message naming the file and the problem', async () => {
    const file = path.join(dir, 'broken-gadget.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        name: 'broken-gadget',
        title: '坏器件',
        kind: 'grid',
        scope: 'platform',
        table: 'broken_gadget',
        endpoint: '/db/broken-gadget',
        operations: ['query'],
        permissions: { query: 'superAdmin' },
        fields: { gadgetName: { type: 'string', title: '器件名称', maxLength: 50 } },
        dialogs: {},
      }),
    );
    const failed = await startServerExpectingFailure({ store, env: { ENTITY_SCHEMA_DIRS: dir } });
    expect(failed.exitCode).toBe(1);
    expect(failed.output).toContain(`启动失败 / start failed: 实体定义有误 (${file}): /kind must be equal to one of the allowed values`);
    expect(failed.output).not.toContain('数据库迁移失败');
    // Said once, without a stack: the file and the problem are the whole story.
    expect(failed.output).not.toContain('SchemaFileError');
  });
});
