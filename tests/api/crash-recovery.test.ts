import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken } from '../support/entity-api.js';
import { createDataStore, storeKind, type DataStore } from '../support/data-store.js';
import { startServer, startServerExpectingFailure } from '../support/start-server.js';

/**
 * Issue 11 item 4: an acknowledged write survives the server being killed (SIGKILL, no shutdown),
 * on PGlite and on PostgreSQL; and PGlite's folder cannot be opened by a second process, whatever
 * path names it.
 */

const ROUNDS = 3;
const WRITERS = 8;

let store: DataStore;
beforeAll(async () => {
  store = await createDataStore({ seeded: true });
});
afterAll(async () => {
  await store.dispose();
});

describe(`kill -9 during concurrent writes (${storeKind()})`, () => {
  it(`keeps every acknowledged write over ${ROUNDS} kills`, { timeout: 600_000 }, async () => {
    const acknowledged: string[] = [];
    let attempted = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const server = await startServer({ store, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
      const api = new ApiClient(server.baseUrl);
      const token = await adminToken(api);
      let killed = false;
      // Writers add dictionary entries as fast as they can; the kill lands while several are in flight.
      const writer = async (slot: number) => {
        for (let serial = 0; !killed; serial += 1) {
          const val = `${round}-${slot}-${serial}`;
          attempted += 1;
          try {
            const response = await api.post<string>(
              '/db/dic/add',
              { type: 'CRASH_TEST', val, description: `崩溃测试 ${val}`, sort: 1 },
              { token },
            );
            if (response.body.code === '0') acknowledged.push(response.body.data);
          } catch {
            return; // the connection died with the server
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_unused, slot) => writer(slot));
      while (acknowledged.length < round * 40) await new Promise((resolve) => setTimeout(resolve, 20));
      process.kill(server.pid, 'SIGKILL');
      killed = true;
      await Promise.all(writers);
      await server.stop();
    }
    const server = await startServer({ store });
    try {
      const api = new ApiClient(server.baseUrl);
      const token = await adminToken(api);
      const stored = new Set<string>();
      for (let index = 1; ; index += 1) {
        const page = await api.post<{ list: { id: string }[]; total: number }>(
          '/db/dic/query',
          { type: 'CRASH_TEST', pagedQueryInfo: { index, pageSize: 200 } },
          { token },
        );
        for (const row of page.body.data.list) stored.add(row.id);
        if (page.body.data.list.length < 200) break;
      }
      console.log(
        `[crash] ${storeKind()}: ${ROUNDS} kills, ${attempted} writes attempted, ${acknowledged.length} acknowledged, ${stored.size} stored`,
      );
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * 40);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});

describe.runIf(storeKind() === 'pglite')('one process per PGlite folder', () => {
  it('refuses a second server that names the folder through a symlink or a detour', async () => {
    const first = await startServer({ store });
    try {
      const link = `${path.dirname(store.dataDir!)}/linked-data`;
      fs.symlinkSync(store.dataDir!, link);
      for (const alias of [link, `${store.dataDir}/../data`]) {
        const second = await startServerExpectingFailure({ store: { ...store, env: { DATA_DIR: alias } } });
        expect(second.exitCode).toBe(1);
        expect(second.output).toContain(`已被进程 ${first.pid} 占用`);
      }
      expect((await new ApiClient(first.baseUrl).get('/api/system/cfg')).body.code).toBe('0');
    } finally {
      expect(await first.stop()).toBe(0);
    }
  });
});
