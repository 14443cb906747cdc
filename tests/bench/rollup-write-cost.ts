import { sql } from 'kysely';
import { openDatabase } from '../../server/db/database.js';
import { hospSchema, migrateHospitalSchema, migratePlatform } from '../../server/db/migrate.js';
import { DASHBOARD_ROLLUP_SOURCES, statementTriggerStatements } from '../../server/db/migrations/hospital-0005-dashboard-rollups.js';
import { seedDatabase } from '../../server/seed/demo-seed.js';
import { seedEquipmentFor } from '../../server/seed/equipment-demo-seed.js';
import { benchHospitalCode, ensureBenchHospital } from '../../server/seed/equipment-bench-hospitals.js';
import { createBenchDatabase } from './bench-database.js';

/**
 * What keeping the dashboard roll-ups costs a write on plain PostgreSQL (issue 30): the
 * statement-level triggers with transition tables of hospital-0005 (before) against the row-level
 * triggers of hospital-0007 (after, the ones Citus can run), on two hospitals of one fresh database:
 *   - the equipment seed (bulk inserts of equipment, tasks, orders, boot records),
 *   - single-row updates that move an equipment between roll-up groups, one statement each,
 *   - single-row updates of a column no roll-up reads (the model), one statement each,
 *   - one update of every equipment at once.
 *   BENCH_DATABASE_URL=postgres://… npx tsx tests/bench/rollup-write-cost.ts [equipment=5000] [single updates=500]
 * or inside tests/support/postgres-server.sh (DATABASE_URL of its throwaway server).
 */
const size = Number(process.argv[2] ?? 5000);
const singles = Number(process.argv[3] ?? 500);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!serverUrl) throw new Error('BENCH_DATABASE_URL or DATABASE_URL (tests/support/postgres-server.sh) is needed');

const seconds = async (work: () => Promise<unknown>) => {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e9;
};

const bench = await createBenchDatabase(serverUrl, 'bench_rollups');
const database = await openDatabase({ dataDir: '', databaseUrl: bench.url });
const db = database.db;
try {
  await migratePlatform(db);
  await seedDatabase(db, { demo: true, adminPassword: undefined });
  const rows: { triggers: string; seedS: number; singleMs: number; nameMs: number; bulkS: number }[] = [];
  for (const [index, triggers] of (['statement (before)', 'row (after)'] as const).entries()) {
    const hospCode = benchHospitalCode(index);
    await ensureBenchHospital(db, hospCode, 100 + index);
    await migrateHospitalSchema(db, hospCode);
    const schema = hospSchema(hospCode);
    if (triggers.startsWith('statement')) {
      // Back to hospital-0005's triggers: drop the row-level ones, build the statement-level ones again.
      for (const source of DASHBOARD_ROLLUP_SOURCES) {
        for (const trigger of ['rollup_row', 'rollup_row_update'])
          await sql.raw(`DROP TRIGGER ${source.table}_${trigger} ON ${schema}.${source.table}`).execute(db);
        for (const statement of statementTriggerStatements(schema, source, true)) await sql.raw(statement).execute(db);
      }
    }
    const seedS = await seconds(() => seedEquipmentFor(db, hospCode, size, 2026));
    const ids = (await sql<{ id: string }>`select id from ${sql.table(`${schema}.eqp`)} order by id limit ${singles}`.execute(db)).rows.map(
      (row) => row.id,
    );
    const singleS = await seconds(async () => {
      for (const [n, id] of ids.entries()) {
        await sql`update ${sql.table(`${schema}.eqp`)} set state = ${n % 2 ? '01' : '02'}, price = coalesce(price, 0) + 1 where id = ${id}`.execute(
          db,
        );
      }
    });
    const nameS = await seconds(async () => {
      for (const [n, id] of ids.entries()) {
        await sql`update ${sql.table(`${schema}.eqp`)} set eqp_model = ${`M${n}`} where id = ${id}`.execute(db);
      }
    });
    const bulkS = await seconds(() => sql`update ${sql.table(`${schema}.eqp`)} set use_state = not use_state`.execute(db));
    rows.push({ triggers, seedS, singleMs: (singleS * 1000) / ids.length, nameMs: (nameS * 1000) / ids.length, bulkS });
  }
  console.log(`Roll-up write cost on PostgreSQL, ${size} equipment, ${singles} single-row updates:`);
  console.table(
    rows.map((row) => ({
      triggers: row.triggers,
      'equipment seed (s)': row.seedS.toFixed(2),
      'single-row update (ms)': row.singleMs.toFixed(2),
      'single-row update of a column no roll-up reads (ms)': row.nameMs.toFixed(2),
      [`update of all ${size} eqp (s)`]: row.bulkS.toFixed(2),
    })),
  );
} finally {
  await database.close();
  await bench.drop();
}
