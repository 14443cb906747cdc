import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { platformCore } from './migrations/platform-0001-core.js';
import { platformEntityTableSync } from './migrations/platform-0002-entity-table-sync.js';
import { platformSubsystems } from './migrations/platform-0003-subsystems.js';
import { platformDicEnglish } from './migrations/platform-0004-dic-english.js';
import { platformOperateLog } from './migrations/platform-0005-operate-log.js';
import { platformQuartzJobs } from './migrations/platform-0006-quartz-jobs.js';
import { platformMessageOutbox } from './migrations/platform-0007-message-outbox.js';
import { platformReleaseNoteSeen } from './migrations/platform-0008-release-note-seen.js';
import { platformSubscriptions } from './migrations/platform-0009-subscriptions.js';
import { platformListViews } from './migrations/platform-0010-list-views.js';
import { platformSharedState } from './migrations/platform-0011-shared-state.js';
import { platformImportUploads } from './migrations/platform-0012-import-uploads.js';
import { hospitalCore } from './migrations/hospital-0001-core.js';
import { hospitalEquipment } from './migrations/hospital-0002-equipment.js';
import { hospitalMenuEnglish } from './migrations/hospital-0003-menu-english.js';
import { hospitalCockpitMenus } from './migrations/hospital-0004-cockpit-menus.js';
import { hospitalDashboardRollups } from './migrations/hospital-0005-dashboard-rollups.js';
import { hospitalSchemaEntriesGiven } from './migrations/hospital-0006-schema-entries-given.js';
import { hospitalRollupRowTriggers } from './migrations/hospital-0007-rollup-row-triggers.js';
import {
  hasCitus,
  hospitalDistribution,
  hospitalIsDistributed,
  platformBeforeMigrations,
  platformReferenceTables,
  readPlatformIsTenant,
  readPlatformPlainTables,
  runStatements,
  withCitusSession,
} from './citus-layout.js';

/** Each migration is a list of DDL statements run in order inside Kysely's migration transaction. */
function statements(list: string[]): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const statement of list) await sql.raw(statement).execute(db);
    },
  };
}

function provider(migrations: Record<string, Migration>): MigrationProvider {
  return { getMigrations: async () => migrations };
}

/** `disableTransactions`: the caller already holds a transaction on `db`'s connection (create-tables). */
export interface MigrateOptions {
  disableTransactions?: boolean;
}

async function runMigrator(
  db: Kysely<any>,
  schema: string,
  migrations: Record<string, Migration>,
  options: MigrateOptions = {},
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: provider(migrations),
    migrationTableSchema: schema,
    ...options,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败 (${schema}${failed ? ` / ${failed.migrationName}` : ''}): ${String(error)}`);
  }
}

/** The platform schema's migrations by name (Kysely applies them in name order). */
export function platformMigrations(): Record<string, Migration> {
  return {
    '0001-core': statements(platformCore),
    '0002-entity-table-sync': statements(platformEntityTableSync),
    '0003-subsystems': statements(platformSubsystems),
    '0004-dic-english': platformDicEnglish,
    '0005-operate-log': statements(platformOperateLog),
    '0006-quartz-jobs': statements(platformQuartzJobs),
    '0007-message-outbox': statements(platformMessageOutbox),
    '0008-release-note-seen': statements(platformReleaseNoteSeen),
    '0009-subscriptions': platformSubscriptions,
    '0010-list-views': statements(platformListViews),
    '0011-shared-state': statements(platformSharedState),
    '0012-import-uploads': statements(platformImportUploads),
  };
}

/** Versioned, idempotent: applied at every start, each version once. */
export async function migratePlatform(db: Kysely<any>): Promise<void> {
  const citus = await hasCitus(db);
  // With Citus: platform stays out of schema-based sharding, its tables become reference tables.
  await withCitusSession(db, citus, false, async (conn) => {
    if (citus) await runStatements(conn, platformBeforeMigrations(true, await readPlatformIsTenant(conn)));
    await runMigrator(conn, 'platform', platformMigrations());
    if (citus) await runStatements(conn, platformReferenceTables(true, await readPlatformPlainTables(conn)));
  });
}

const HOSP_CODE = /^[A-Za-z0-9_]{1,32}$/;

export function isValidHospCode(hospCode: unknown): hospCode is string {
  return typeof hospCode === 'string' && HOSP_CODE.test(hospCode);
}

/** The PostgreSQL schema holding one hospital's tables. Never built from anything but a checked code. */
export function hospSchema(hospCode: string): string {
  if (!isValidHospCode(hospCode)) throw new Error(`非法的医院编号: ${hospCode}`);
  return `hosp_${hospCode.toLowerCase()}`;
}

/** The hospitals whose schema and tables exist (created by the hospital lifecycle, or the demo seed), by code. */
export async function hospitalsWithTables(db: Kysely<any>): Promise<string[]> {
  const rows = await db.selectFrom('platform.hosp').select('hosp_code').where('tables_created', '=', true).orderBy('hosp_code').execute();
  return rows.map((row) => row.hosp_code as string);
}

/** One hospital schema's migrations by name. */
export function hospitalMigrations(schema: string): Record<string, Migration> {
  return {
    '0001-core': statements(hospitalCore(schema)),
    '0002-equipment': statements(hospitalEquipment(schema)),
    '0003-menu-english': hospitalMenuEnglish(schema),
    '0004-cockpit-menus': hospitalCockpitMenus(schema),
    '0005-dashboard-rollups': statements(hospitalDashboardRollups(schema)),
    '0006-schema-entries-given': hospitalSchemaEntriesGiven(schema),
    '0007-rollup-row-triggers': statements(hospitalRollupRowTriggers(schema)),
  };
}

/** Creates (or brings up to date) one hospital's schema and tables. Safe to call again. */
export async function migrateHospitalSchema(db: Kysely<any>, hospCode: string, options: MigrateOptions = {}): Promise<void> {
  const schema = hospSchema(hospCode);
  const citus = await hasCitus(db);
  await withCitusSession(db, citus, options.disableTransactions === true, async (conn) => {
    // The schema alone first: with Citus it becomes a tenant schema, and each table created in it
    // next (its own statement) becomes one of its tenant tables.
    await sql.raw(`CREATE SCHEMA IF NOT EXISTS ${schema}`).execute(conn);
    if (citus) await runStatements(conn, hospitalDistribution(true, schema, await hospitalIsDistributed(conn, schema)));
    await runMigrator(conn, schema, hospitalMigrations(schema), options);
  });
}
