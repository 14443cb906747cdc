import { sql, type Kysely } from 'kysely';

/**
 * The data layout for Citus schema-based sharding (issue 30, docs/scale-out.md "Citus"): the
 * `platform` tables are reference tables (a copy on every node, so each hospital's tables can join
 * them and point foreign keys at them), each hospital schema is a distributed (tenant) schema that
 * Citus places on one worker. Without the `citus` extension (plain PostgreSQL, PGlite) none of this
 * emits a statement: the plans below are empty and the catalogue of Citus is never read.
 *
 * The plans are pure functions of what the database already holds, so the emitted SQL is unit
 * tested without Citus; the `read…` functions below read that state (only when Citus is there).
 */

/** True when the database has the citus extension (the only Citus query made on plain PostgreSQL). */
export async function hasCitus(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{
    present: boolean;
  }>`select exists (select 1 from pg_catalog.pg_extension where extname = 'citus') as present`.execute(db);
  return rows[0]?.present === true;
}

/**
 * Session settings while migrating with Citus: `platform` must not become a tenant schema when
 * citus.enable_schema_based_sharding is on for the cluster, and the roll-up triggers on tenant
 * tables need citus.enable_unsafe_triggers (they only touch tables of their own schema, which sit
 * on the same node).
 */
export function citusSessionSettings(citus: boolean): { set: string[]; reset: string[] } {
  if (!citus) return { set: [], reset: [] };
  return {
    set: ['SET citus.enable_schema_based_sharding TO off', 'SET citus.enable_unsafe_triggers TO on'],
    reset: ['RESET citus.enable_schema_based_sharding', 'RESET citus.enable_unsafe_triggers'],
  };
}

export interface PlatformLayout {
  /** `platform` was made a tenant schema (a cluster started with schema-based sharding before this code). */
  platformIsTenant: boolean;
  /** platform tables not yet known to Citus, each with the platform tables its foreign keys point at. */
  plainTables: { table: string; references: string[] }[];
}

/** Before the platform migrations: a `platform` that became a tenant schema goes back to the coordinator. */
export function platformBeforeMigrations(citus: boolean, layout: Pick<PlatformLayout, 'platformIsTenant'>): string[] {
  return citus && layout.platformIsTenant ? [`SELECT citus_schema_undistribute('platform')`] : [];
}

/**
 * After the platform migrations: each platform table Citus does not know yet becomes a reference
 * table, referenced tables first (a reference table's foreign keys may only point at reference tables).
 */
export function platformReferenceTables(citus: boolean, layout: Pick<PlatformLayout, 'plainTables'>): string[] {
  if (!citus) return [];
  const pending = new Map(layout.plainTables.map((entry) => [entry.table, entry.references]));
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending.keys()].filter((table) => pending.get(table)!.every((target) => target === table || !pending.has(target)));
    // A cycle of foreign keys: Citus takes the rest in one go or says why not.
    const batch = ready.length > 0 ? ready.sort() : [...pending.keys()].sort();
    for (const table of batch) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered.map((table) => `SELECT create_reference_table('platform.${table}')`);
}

/** A new (or not yet distributed) hospital schema becomes a tenant schema: its tables follow it, as they are created. */
export function hospitalDistribution(citus: boolean, schema: string, alreadyDistributed: boolean): string[] {
  return citus && !alreadyDistributed ? [`SELECT citus_schema_distribute('${schema}')`] : [];
}

/** Whether `platform` was made a tenant schema (only called when the extension is there; false before it exists). */
export async function readPlatformIsTenant(db: Kysely<any>): Promise<Pick<PlatformLayout, 'platformIsTenant'>> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_dist_schema where schema_id = to_regnamespace('platform')`.execute(db);
  return { platformIsTenant: (rows[0]?.n ?? 0) > 0 };
}

/** The platform tables Citus does not know yet, with their foreign keys' targets (only called when the extension is there). */
export async function readPlatformPlainTables(db: Kysely<any>): Promise<Pick<PlatformLayout, 'plainTables'>> {
  const { rows } = await sql<{ table: string; references: string[] | null }>`
    select c.relname as "table",
      (select array_agg(distinct r.relname::text) from pg_catalog.pg_constraint con
         join pg_catalog.pg_class r on r.oid = con.confrelid
         where con.conrelid = c.oid and con.contype = 'f' and r.relnamespace = c.relnamespace) as "references"
    from pg_catalog.pg_class c
    where c.relnamespace = to_regnamespace('platform') and c.relkind in ('r', 'p')
      and not exists (select 1 from pg_dist_partition p where p.logicalrelid = c.oid)
    order by c.relname`.execute(db);
  return { plainTables: rows.map((row) => ({ table: row.table, references: row.references ?? [] })) };
}

/** Whether the hospital schema is a tenant schema already (only called when the extension is there). */
export async function hospitalIsDistributed(db: Kysely<any>, schema: string): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_dist_schema s join pg_catalog.pg_namespace ns on ns.oid = s.schema_id where ns.nspname = ${schema}`.execute(
    db,
  );
  return (rows[0]?.n ?? 0) > 0;
}

export async function runStatements(db: Kysely<any>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/**
 * Runs `work` with the Citus session settings on one connection (a pooled `db` would spread them
 * over connections), then resets them. `pinned`: `db` is one connection already (the hospital
 * lifecycle's transaction). Without Citus: `work(db)`, unchanged.
 */
export async function withCitusSession<T>(
  db: Kysely<any>,
  citus: boolean,
  pinned: boolean,
  work: (db: Kysely<any>) => Promise<T>,
): Promise<T> {
  if (!citus) return work(db);
  const { set, reset } = citusSessionSettings(true);
  const inSession = async (conn: Kysely<any>) => {
    await runStatements(conn, set);
    let result: T;
    try {
      result = await work(conn);
    } catch (error) {
      // In an aborted transaction the reset fails too; the rollback undoes the settings anyway.
      await runStatements(conn, reset).catch(() => undefined);
      throw error;
    }
    await runStatements(conn, reset);
    return result;
  };
  return pinned ? inSession(db) : db.connection().execute(inSession);
}
