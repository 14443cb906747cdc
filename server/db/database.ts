import fs from 'node:fs';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { ServerConfig } from '../config.js';
import { lockDataDir } from './pglite-lock.js';
import { enableTrigram } from './trigram.js';
import type { Database } from './tables.js';

// timestamp(0) columns come back exactly as 'yyyy-MM-dd HH:mm:ss', the seeds' wire format.
pg.types.setTypeParser(1114, (value) => value);
// Counts (int8) fit safely in a JS number for anything this console aggregates.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1082, (value) => value);

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** One code path for both databases: Kysely's PostgresDialect over a pg pool. */
export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await enableTrigram(db);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const lock = lockDataDir(config.dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
    // pg_trgm ships with PGlite as a contrib bundle: substring filters get trigram indexes there too.
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pglite = await PGlite.create(config.dataDir, { extensions: { pg_trgm } });
    // The PGlite pool has one connection: inside db.transaction() always use trx, never db.
    const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await enableTrigram(db);
    return {
      db,
      kind: 'pglite',
      async close() {
        await db.destroy();
        await pglite.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
