import { sql, type Transaction } from 'kysely';
import type { EntitySchema } from '../schema/entity-types';
import { notFound, refusedBy, type EntityHost, type ObservedRow } from './entity-context';
import { requireId, requireIdList, type Body } from './request-checks';
import { fixedConditions } from './list-params';
import { readableFields, storedField } from './sql-mapping';
import { checkDictionaryValues, checkParent, checkUnique, dialogValues, toColumns } from './write-values';

const HOSP = ['hospCode'];

/** Called inside the write's transaction with the records and values about to be written; throws to refuse. */
export type WriteCheck = (trx: Transaction<any>, ids: string[], values: Body) => Promise<void>;
const NO_CHECK: WriteCheck = async () => {};

/** What a write changed, for observers: called after the SQL, inside the same transaction. */
export interface WriteChange {
  ids: string[];
  before: ObservedRow[];
  after: ObservedRow[];
  /** The fields set or cleared by the call (write-only ones by name only). */
  fields: string[];
}
export type WriteObserve = (trx: Transaction<any>, change: WriteChange) => Promise<void>;

/** The records' readable columns by wire name, as an observer compares them (only read when someone observes). */
async function snapshot(trx: Transaction<any>, entity: EntitySchema, schema: string, ids: string[], observe: WriteObserve | undefined): Promise<ObservedRow[]> {
  if (!observe) return [];
  const columns = readableFields(entity).map(({ name, column }) => sql.ref(`t.${column}`).as(name));
  const rows = await trx.withSchema(schema).selectFrom(`${entity.table} as t`).select(columns).where('t.id', 'in', ids).orderBy('t.id').execute();
  return rows as ObservedRow[];
}

/** Runs the observer with what changed (nothing when nobody observes). */
async function observed(trx: Transaction<any>, observe: WriteObserve | undefined, change: WriteChange): Promise<void> {
  if (observe) await observe(trx, change);
}

const changedFields = (values: Body, cleared: string[] = []) => [...Object.keys(values), ...cleared];

/** Writes run in one transaction each; on PGlite (one connection) only `trx` may be used inside. */
export async function addRecord(
  host: EntityHost,
  entity: EntitySchema,
  schema: string,
  body: Body,
  check: WriteCheck = NO_CHECK,
  observe?: WriteObserve,
): Promise<string> {
  const { values } = dialogValues(entity, 'add', body, HOSP);
  const dialog = entity.dialogs.add!;
  const complete: Body = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.default !== undefined && !field.readOnly) complete[name] = field.default;
  }
  Object.assign(complete, dialog.defaults ?? {}, values, entity.fixedFilters ?? {});
  const id = host.newId();
  const now = host.now();
  await host.db.transaction().execute(async (trx) => {
    await check(trx, [id], complete);
    await checkDictionaryValues(trx, entity, values);
    await checkParent(trx, entity, schema, complete);
    await checkUnique(trx, entity, schema, complete);
    const columns = await toColumns(entity, complete, [], host.hashPassword);
    await trx
      .withSchema(schema)
      .insertInto(entity.table)
      .values({ id, ...columns, create_date_time: now, lstupd_date_time: now })
      .execute();
    await observed(trx, observe, { ids: [id], before: [], after: await snapshot(trx, entity, schema, [id], observe), fields: changedFields(complete) });
  });
  return id;
}

/** Every id must be a row this entity's screens can see (fixedFilters included), or nothing is written. */
async function assertExists(trx: Parameters<typeof checkUnique>[0], entity: EntitySchema, schema: string, ids: string[]) {
  let query = trx.withSchema(schema).selectFrom(`${entity.table} as t`).select('t.id').where('t.id', 'in', ids);
  for (const condition of fixedConditions(entity)) query = query.where(condition);
  const found = await query.execute();
  if (found.length !== ids.length) throw notFound();
}

/** Update (edit dialog) or a named action: the record's dialog fields, by id. */
export async function updateRecord(
  host: EntityHost,
  entity: EntitySchema,
  schema: string,
  dialog: string,
  body: Body,
  check: WriteCheck = NO_CHECK,
  observe?: WriteObserve,
): Promise<void> {
  const { values, cleared, extra } = dialogValues(entity, dialog, body, ['id', ...HOSP]);
  const id = requireId(extra.id);
  await host.db.transaction().execute(async (trx) => {
    await assertExists(trx, entity, schema, [id]);
    await check(trx, [id], { ...values, ...Object.fromEntries(cleared.map((name) => [name, null])) });
    await checkDictionaryValues(trx, entity, values);
    await checkParent(trx, entity, schema, values, id);
    await checkUnique(trx, entity, schema, values, [id]);
    const columns = await toColumns(entity, values, cleared, host.hashPassword);
    const before = await snapshot(trx, entity, schema, [id], observe);
    await trx
      .withSchema(schema)
      .updateTable(entity.table)
      .set({ ...columns, lstupd_date_time: host.now() })
      .where('id', '=', id)
      .execute();
    await observed(trx, observe, { ids: [id], before, after: await snapshot(trx, entity, schema, [id], observe), fields: changedFields(values, cleared) });
  });
}

/** Batch edit: the batch dialog's fields set on every listed record (idList, or ids as the job screens send). */
export async function batchUpdateRecords(
  host: EntityHost,
  entity: EntitySchema,
  schema: string,
  body: Body,
  check: WriteCheck = NO_CHECK,
  observe?: WriteObserve,
): Promise<number> {
  const { values, cleared, extra } = dialogValues(entity, 'batch', body, ['idList', 'ids', ...HOSP]);
  const ids = requireIdList(extra, ['idList', 'ids']);
  await host.db.transaction().execute(async (trx) => {
    await assertExists(trx, entity, schema, ids);
    await check(trx, ids, { ...values, ...Object.fromEntries(cleared.map((name) => [name, null])) });
    await checkDictionaryValues(trx, entity, values);
    if (entity.tree && values[entity.tree.parentField] !== undefined) {
      for (const id of ids) await checkParent(trx, entity, schema, values, id);
    }
    await checkUnique(trx, entity, schema, values, ids);
    const columns = await toColumns(entity, values, cleared, host.hashPassword);
    const before = await snapshot(trx, entity, schema, ids, observe);
    await trx
      .withSchema(schema)
      .updateTable(entity.table)
      .set({ ...columns, lstupd_date_time: host.now() })
      .where('id', 'in', ids)
      .execute();
    await observed(trx, observe, { ids, before, after: await snapshot(trx, entity, schema, ids, observe), fields: changedFields(values, cleared) });
  });
  return ids.length;
}

/** Delete one or several records; a tree node with children is refused with the schema's message. */
export async function deleteRecords(
  host: EntityHost,
  entity: EntitySchema,
  schema: string,
  body: Body,
  check: WriteCheck = NO_CHECK,
  observe?: WriteObserve,
): Promise<number> {
  const ids = requireIdList(body, ['id', 'idList', 'ids']);
  await host.db.transaction().execute(async (trx) => {
    await assertExists(trx, entity, schema, ids);
    await check(trx, ids, {});
    if (entity.tree) {
      const parentColumn = storedField(entity, entity.tree.parentField)!.column;
      const child = await trx
        .withSchema(schema)
        .selectFrom(`${entity.table} as t`)
        .select('t.id')
        .where(sql.ref(`t.${parentColumn}`), 'in', ids)
        .where('t.id', 'not in', ids)
        .executeTakeFirst();
      if (child) throw refusedBy(entity.tree.hasChildrenMessage);
    }
    const before = await snapshot(trx, entity, schema, ids, observe);
    await trx.withSchema(schema).deleteFrom(entity.table).where('id', 'in', ids).execute();
    await observed(trx, observe, { ids, before, after: [], fields: [] });
  });
  return ids.length;
}
