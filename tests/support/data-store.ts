import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Where one spawned server keeps its data: a fresh PGlite folder, or a fresh database on the
 * PostgreSQL server named by TEST_PG_ADMIN_URL (the PostgreSQL leg of tests/run-all.sh).
 */
export interface DataStore {
  kind: 'pglite' | 'postgres';
  /** The server env that points at this store: DATA_DIR or DATABASE_URL. */
  env: Record<string, string>;
  /** PGlite folder (its lock file sits beside it), for the PGlite-only tests. */
  dataDir?: string;
  dispose(): Promise<void>;
}

export function storeKind(): DataStore['kind'] {
  return process.env.TEST_PG_ADMIN_URL ? 'postgres' : 'pglite';
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createPostgresStore(adminUrl: string): Promise<DataStore> {
  const name = `api_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    async dispose() {
      // FORCE: a server killed mid-test may still hold connections for a moment.
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

function createPgliteStore(): DataStore {
  // The data folder sits inside its own temp folder because the server's lock file goes beside it.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const dataDir = path.join(root, 'data');
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    dataDir,
    async dispose() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

export async function createDataStore(): Promise<DataStore> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  return adminUrl ? createPostgresStore(adminUrl) : createPgliteStore();
}
