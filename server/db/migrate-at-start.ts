import { sql, type Kysely } from 'kysely';
import { readEachHospital } from './per-hospital.js';
import {
  hospitalMigrations,
  hospitalsWithTables,
  hospSchema,
  migrateHospitalSchema,
  migratePlatform,
  platformMigrations,
} from './migrate.js';

/**
 * True when every schema has applied exactly the migrations this server knows, read in one
 * query for the hospitals, then one per schema's kysely_migration, sent at once. Anything else (a fresh
 * database, a missing table, a migration to apply, an applied one this server does not know) is
 * false, and the migrator then does what it always did, with its own errors.
 */
export async function migrationsUpToDate(db: Kysely<any>): Promise<boolean> {
  try {
    const schemas = ['platform', ...(await hospitalsWithTables(db)).map(hospSchema)];
    // One statement per schema, at once (with Citus each hospital schema may sit on another worker:
    // no statement names two, issue 30). Schema names are checked identifiers (hospSchema).
    const rows = await readEachHospital(schemas, async (schema) => {
      const result = await sql<{ name: string }>`select name from ${sql.table(`${schema}.kysely_migration`)}`.execute(db);
      return result.rows.map((row) => ({ schema_name: schema, name: row.name }));
    });
    const applied = new Map<string, Set<string>>(schemas.map((schema) => [schema, new Set()]));
    for (const row of rows) applied.get(row.schema_name)?.add(row.name);
    return schemas.every((schema) => {
      const known = Object.keys(schema === 'platform' ? platformMigrations() : hospitalMigrations(schema));
      const done = applied.get(schema)!;
      return done.size === known.length && known.every((name) => done.has(name));
    });
  } catch {
    return false;
  }
}

/**
 * At start: the platform schema, then every hospital schema that has tables, brought up to the
 * latest migration. Kysely's migrator costs about ten statements per schema even when there is
 * nothing to do (lock table, advisory lock, transaction...): a start on an up-to-date database
 * checks everything in one query per schema, sent at once, instead (issue 17, goal 5; issue 30).
 */
export async function migrateAtStart(db: Kysely<any>): Promise<void> {
  if (await migrationsUpToDate(db)) return;
  await migratePlatform(db);
  for (const hospCode of await hospitalsWithTables(db)) await migrateHospitalSchema(db, hospCode);
}
