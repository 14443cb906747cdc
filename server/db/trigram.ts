import { sql, type Kysely } from 'kysely';

/**
 * pg_trgm lets a GIN index serve substring filters (`ilike '%…%'`, engine/server/list-indexes.ts).
 * Created at every open (idempotent); where it cannot be (no contrib package, no privilege, a
 * concurrent start) the server runs on without it and only `contains` filters are slower.
 */
export async function enableTrigram(db: Kysely<any>): Promise<boolean> {
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** The schema pg_trgm is installed in (it qualifies gin_trgm_ops in the index DDL), or undefined without it. */
export async function trigramSchema(db: Kysely<any>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`
    SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}
