import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { scratchDatabase } from '../../tests/support/scratch-database';
import { PLATFORM_TO_HOSPITAL_FOREIGN_KEYS } from '../../tests/sql-shape/sql-shape';
import {
  citusSessionSettings,
  hasCitus,
  hospitalDistribution,
  hospitalIsDistributed,
  platformBeforeMigrations,
  platformReferenceTables,
  readPlatformIsTenant,
  readPlatformPlainTables,
} from './citus-layout';
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
    expect(citusSessionSettings(true).set).toEqual([
      'SET citus.enable_schema_based_sharding TO off',
      'SET citus.enable_unsafe_triggers TO on',
    ]);
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

  it('reads the Citus catalogue right (here a stand-in of its two tables) and orders the real platform tables', async () => {
    // Citus keeps them in pg_catalog; unqualified names find these stand-ins in public the same way.
    await sql`create table public.pg_dist_schema (schema_id oid)`.execute(scratch.db);
    await sql`create table public.pg_dist_partition (logicalrelid oid)`.execute(scratch.db);
    expect(await readPlatformIsTenant(scratch.db)).toEqual({ platformIsTenant: false });
    expect(await hospitalIsDistributed(scratch.db, 'hosp_ct01')).toBe(false);
    await sql`insert into public.pg_dist_schema values (to_regnamespace('platform')), (to_regnamespace('hosp_ct01'))`.execute(scratch.db);
    await sql`insert into public.pg_dist_partition values ('platform.acct'::regclass)`.execute(scratch.db);
    expect(await readPlatformIsTenant(scratch.db)).toEqual({ platformIsTenant: true });
    expect(await hospitalIsDistributed(scratch.db, 'hosp_ct01')).toBe(true);

    const { plainTables } = await readPlatformPlainTables(scratch.db);
    const names = plainTables.map((entry) => entry.table);
    expect(names).toEqual(expect.arrayContaining(['hosp', 'hosp_user', 'kysely_migration']));
    expect(names).not.toContain('acct');
    const order = platformReferenceTables(true, { plainTables }).map((statement) => /'platform\.(\w+)'/.exec(statement)![1]!);
    expect(order.slice().sort()).toEqual(names.slice().sort());
    for (const { table, references } of plainTables) {
      for (const target of references.filter((name) => name !== table && names.includes(name)))
        expect(order.indexOf(target)).toBeLessThan(order.indexOf(table));
    }
    expect(plainTables.some((entry) => entry.references.length > 0)).toBe(true);
  });
});
