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

/**
 * A store already migrated and seeded once (tests/support/seeded-template.ts): a copy of it starts in
 * ~5 s instead of ~17-30 s. TEST_SEEDED_TEMPLATE names it: a PGlite folder or a PostgreSQL database.
 */
export function seededTemplate(): string | undefined {
  return process.env.TEST_SEEDED_TEMPLATE || undefined;
}

async function createPostgresStore(adminUrl: string, template?: string): Promise<DataStore> {
  const name = `api_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  // Names are made here from digits and hex, never from input; CREATE DATABASE takes no parameters.
  await withAdminClient(adminUrl, (client) =>
    client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
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

function createPgliteStore(template?: string): DataStore {
  // The data folder sits inside its own temp folder because the server's lock file goes beside it.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const dataDir = path.join(root, 'data');
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    dataDir,
    async dispose() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty store; with `seeded`, a copy of the seeded template when the run made one. */
export async function createDataStore(options: { seeded?: boolean } = {}): Promise<DataStore> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  const template = options.seeded ? seededTemplate() : undefined;
  return adminUrl ? createPostgresStore(adminUrl, template) : createPgliteStore(template);
}

/** The name a template is known by: the PGlite folder, or the PostgreSQL database's name. */
export function templateNameOf(store: DataStore): string {
  return store.dataDir ?? new URL(store.env.DATABASE_URL!).pathname.slice(1);
}
