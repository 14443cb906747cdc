import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { scratchDatabase } from '../../tests/support/scratch-database';
import { PLATFORM_TO_HOSPITAL_FOREIGN_KEYS } from '../../tests/sql-shape/sql-shape';
import { citusSessionSettings, hasCitus, hospitalDistribution, platformBeforeMigrations, platformReferenceTables } from './citus-layout';
import { migrateHospitalSchema, migratePlatform } from './migrate';

describe('the Citus layout statements (issue 30)', () => {
  const plainTables = [
    { table: 'hosp_user', references: ['acct', 'hosp'] },
    { table: 'acct', references: [] },
    { table: 'hosp', references: [] },
    { table: 'tree', references: ['tree'] },
  ];

  it('with the citus extension: platform tables become reference tables, referenced ones first', () => {
    expect(platformReferenceTables(true, { plainTables })).toEqual([
      `SELECT create_reference_table('platform.acct')`,
      `SELECT create_reference_table('platform.hosp')`,
      `SELECT create_reference_table('platform.tree')`,
      `SELECT create_reference_table('platform.hosp_user')`,
    ]);
    expect(platformBeforeMigrations(true, { platformIsTenant: true })).toEqual([`SELECT citus_schema_undistribute('platform')`]);
    expect(platformBeforeMigrations(true, { platformIsTenant: false })).toEqual([]);
    expect(hospitalDistribution(true, 'hosp_h001', false)).toEqual([`SELECT citus_schema_distribute('hosp_h001')`]);
    expect(hospitalDistribution(true, 'hosp_h001', true)).toEqual([]);
    expect(citusSessionSettings(true).set).toEqual(['SET citus.enable_schema_based_sharding TO off', 'SET citus.enable_unsafe_triggers TO on']);
  });

  it('without it: no statement at all', () => {
    expect(platformReferenceTables(false, { plainTables })).toEqual([]);
    expect(platformBeforeMigrations(false, { platformIsTenant: true })).toEqual([]);
    expect(hospitalDistribution(false, 'hosp_h001', false)).toEqual([]);
    expect(citusSessionSettings(false)).toEqual({ set: [], reset: [] });
  });
});

/** Every query node the migrations send, as JSON (raw SQL fragments and identifiers included). */
class Recorder implements KyselyPlugin {
  readonly sent: string[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.sent.push(JSON.stringify(args.node, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)));
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

describe('migrating a database without Citus (PGlite)', () => {
  const scratch = scratchDatabase('citus-layout-');

  it('finds no citus extension and sends no Citus call nor Citus catalogue read', async () => {
    const recorder = new Recorder();
    const db = scratch.db.withPlugin(recorder);
    expect(await hasCitus(db)).toBe(false);
    await migratePlatform(db);
    await migrateHospitalSchema(db, 'CT01');
    expect(recorder.sent.length).toBeGreaterThan(50);
    expect(recorder.sent.filter((text) => /create_reference_table|citus_schema_|pg_dist_|citus\./.test(text))).toEqual([]);
  }, 180_000);

  it('leaves platform without a foreign key into a hospital schema (reference tables cannot point at tenants)', async () => {
    const { rows } = await sql.raw(PLATFORM_TO_HOSPITAL_FOREIGN_KEYS).execute(scratch.db);
    expect(rows).toEqual([]);
  });
});
