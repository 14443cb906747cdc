import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { createDataStore, storeKind, type DataStore } from '../support/data-store.js';
import { startServer, startServerExpectingFailure, type RunningServer } from '../support/start-server.js';

interface Option {
  value: string;
  label: string;
}

// Several servers on one store, one after another; the store outlives them all.
let store: DataStore;
beforeAll(async () => {
  store = await createDataStore();
});
afterAll(async () => {
  await store.dispose();
});

async function hospitalsAndAccountTypes(server: RunningServer) {
  const api = new ApiClient(server.baseUrl);
  const token = await api.login('admin', DEMO_PASSWORD);
  const hospitals = await api.get<Option[]>('/api/selector/1/hosp', { token });
  const accountTypes = await api.get<Option[]>('/api/selector/0/ACCT_TYPE', { token });
  return { hospitals: hospitals.body.data.map((o) => o.value), accountTypes: accountTypes.body.data.map((o) => o.value) };
}

describe('start, stop and restart on one store', () => {
  it('stops gracefully on SIGTERM with exit code 0', async () => {
    const server = await startServer({ store });
    expect((await hospitalsAndAccountTypes(server)).hospitals).toEqual(['10001', '10002', '10003']);
    expect(await server.stop()).toBe(0);
    if (store.dataDir) expect(fs.existsSync(`${store.dataDir}.lock`)).toBe(false);
  });

  it('does not seed again after a restart', async () => {
    const server = await startServer({ store });
    try {
      expect(server.output()).not.toContain('已写入初始数据');
      expect(await hospitalsAndAccountTypes(server)).toEqual({
        hospitals: ['10001', '10002', '10003'],
        accountTypes: ['01', '02', '03', '04'],
      });
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});

describe.runIf(storeKind() === 'pglite')('PGlite data folder lock', () => {
  it('refuses a second server on a data folder in use, naming the folder and the holder', async () => {
    const first = await startServer({ store });
    try {
      const second = await startServerExpectingFailure({ store });
      expect(second.exitCode).toBe(1);
      expect(second.output).toContain(`数据目录 ${store.dataDir} 已被进程 ${first.pid} 占用`);
      // The first server is unharmed.
      expect((await new ApiClient(first.baseUrl).get('/api/system/cfg')).body.code).toBe('0');
    } finally {
      expect(await first.stop()).toBe(0);
    }
  });

  it('takes over the lock of a server that was killed', async () => {
    // A lock file naming a process that no longer runs, as a SIGKILLed server leaves behind.
    fs.writeFileSync(`${store.dataDir}.lock`, String(spawnSync('true').pid));
    const server = await startServer({ store });
    expect((await hospitalsAndAccountTypes(server)).hospitals).toHaveLength(3);
    expect(await server.stop()).toBe(0);
  });
});
