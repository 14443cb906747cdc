import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DataStore } from './data-store.js';

/**
 * Tables every request may touch (sessions, login counters) and the scheduler's own records, which
 * the clock writes (the demo's hourly session purge fired at 17:00:00 inside a fuzz run): not part
 * of what a refused call may change.
 */
const VOLATILE_TABLES = new Set([
  'platform.session',
  'platform.login_guard',
  'platform.one_time_token',
  'platform.rate_limit',
  'platform.quartz_job_fire',
  'platform.quartz_log',
]);

interface Queryable {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

async function fingerprintWith(db: Queryable): Promise<Record<string, string>> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND (table_schema = 'platform' OR table_schema LIKE 'hosp\\_%') ORDER BY 1`,
    )
  ).rows
    .map((row) => row.name)
    .filter((name) => !VOLATILE_TABLES.has(name));
  const result: Record<string, string> = {};
  for (const name of tables) {
    const [schema, table] = name.split('.');
    const quoted = `"${schema}"."${table}"`;
    const row = (
      await db.query<{ n: string; h: string | null }>(
        `SELECT count(*)::text AS n, md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS h FROM ${quoted} t`,
      )
    ).rows[0]!;
    result[name] = `${row.n}:${row.h ?? ''}`;
  }
  return result;
}

/**
 * Every row of every platform and hospital table, as one hash per table: equal fingerprints mean
 * nothing was written. PGlite is single-process: call it while no server holds the folder.
 */
export async function dataFingerprint(store: DataStore): Promise<Record<string, string>> {
  if (store.kind === 'postgres') {
    const client = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await client.connect();
    try {
      return await fingerprintWith(client);
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(store.dataDir!);
  try {
    return await fingerprintWith(db);
  } finally {
    await db.close();
  }
}
