import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/tables.js';
import { hospSchema } from '../db/migrate.js';
import type { EquipmentGenerationInput } from './equipment-generation-types.js';
import { equipmentReference, generateEquipment } from './equipment-generator.js';

/** Rows per INSERT statement. */
const ROWS_PER_STATEMENT = 5_000;

export interface InsertedCounts {
  eqp: number;
  orders: number;
  tasks: number;
  boots: number;
}

type HospitalTable = 'eqp' | 'mtc_order' | 'eqp_task' | 'eqp_boot_record';

/**
 * Bulk INSERTs in chunks: each statement inserts up to ROWS_PER_STATEMENT rows passed as one JSON
 * parameter (json_populate_recordset maps the keys onto the table's columns). About three times
 * faster than a multi-row VALUES list on PGlite, and free of the 65535-parameter limit.
 */
async function insertChunks(trx: Transaction<Database>, schema: string, table: HospitalTable, rows: readonly object[]): Promise<void> {
  const target = sql.table(`${schema}.${table}`);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    // json_populate_recordset fills a missing key with NULL, not the column's default: the version starts at 0 (a key a table lacks is ignored).
    const chunk = JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => ({ row_version: 0, ...row })));
    await sql`insert into ${target} select * from json_populate_recordset(null::${target}, ${chunk}::json)`.execute(trx);
  }
}

/**
 * Generates and inserts one hospital's equipment domain in one transaction, so an interrupted run
 * leaves nothing half-done. A hospital that already has equipment is left alone ('skipped').
 */
export async function seedHospitalEquipment(db: Db, input: EquipmentGenerationInput): Promise<InsertedCounts | 'skipped'> {
  const schema = hospSchema(input.hospCode);
  const counts: InsertedCounts = { eqp: 0, orders: 0, tasks: 0, boots: 0 };
  const result = await db.transaction().execute(async (trx) => {
    const scoped = trx.withSchema(schema);
    // Serialises two seeders on one hospital (e.g. a start and `npm run seed:demo` on PostgreSQL).
    await sql`select pg_advisory_xact_lock(hashtext(${`equipment-seed:${schema}`}))`.execute(trx);
    if (await scoped.selectFrom('eqp').select('id').limit(1).executeTakeFirst()) return 'skipped' as const;
    const reference = equipmentReference(input);
    await scoped
      .insertInto('eqp_tag')
      .values(reference.tags)
      .onConflict((oc) => oc.column('tag_code').doNothing())
      .execute();
    await scoped.insertInto('task_plan').values(reference.plans).execute();
    for (const batch of generateEquipment(input, reference, 2000)) {
      await insertChunks(trx, schema, 'eqp', batch.eqp);
      await insertChunks(trx, schema, 'mtc_order', batch.orders);
      await insertChunks(trx, schema, 'eqp_task', batch.tasks);
      await insertChunks(trx, schema, 'eqp_boot_record', batch.boots);
      counts.eqp += batch.eqp.length;
      counts.orders += batch.orders.length;
      counts.tasks += batch.tasks.length;
      counts.boots += batch.boots.length;
    }
    return counts;
  });
  if (result === 'skipped') return result;
  // Fresh statistics and visibility maps, so the dashboards' aggregates can use index-only scans.
  for (const table of ['eqp', 'mtc_order', 'eqp_task', 'eqp_boot_record']) {
    await sql.raw(`VACUUM (ANALYZE) ${schema}.${table}`).execute(db);
  }
  return result;
}
