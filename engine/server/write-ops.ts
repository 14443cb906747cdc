import { sql, type Transaction } from 'kysely';
import type { EntitySchema } from '../schema/entity-types';
import { dialogOf } from '../schema/dialog-json-schema';
import { fieldsRulesRead, writeForRecord, type RecordWrite } from '../schema/partial-write';
import { ROW_VERSION } from '../schema/system-fields';
import { badInput, NOTHING_TO_CHANGE, refusedBy, type EntityHost, type ObservedRow } from './entity-context';
import { requireId, requireIdList, type Body } from './request-checks';
import {
  checkVersions,
  lockRows,
  nextRowVersion,
  plainRows,
  requestedVersion,
  requestedVersions,
  type CurrentRows,
  type LockedRow,
} from './row-versions';
import { readableFields, storedField } from './sql-mapping';
import { changesSomething, checkDictionaryValues, checkParent, checkUnique, dialogValues, toColumns } from './write-values';

const HOSP = ['hospCode'];

/** Called inside the write's transaction with the records and values about to be written; throws to refuse. */
export type WriteCheck = (trx: Transaction<any>, ids: string[], values: Body) => Promise<void>;
export const NO_CHECK: WriteCheck = async () => {};

/** What a write changed, for observers: called after the SQL, inside the same transaction. */
export interface WriteChange {
  ids: string[];
  before: ObservedRow[];
  after: ObservedRow[];
  /** The fields set or cleared by the call (write-only ones by name only). */
  fields: string[];
}
export type WriteObserve = (trx: Transaction<any>, change: WriteChange) => Promise<void>;

/** What a write runs besides its SQL, from the host: guards, observers and the reader of a conflict's rows. */
export interface WriteHooks {
  check?: WriteCheck;
  observe?: WriteObserve;
  /** Reads rows as the detail answers them, for a conflict's answer (default: without the caller's language). */
  current?: CurrentRows;
}

/** The records' readable columns by wire name, as an observer compares them (only read when someone observes). */
export async function snapshot(
  trx: Transaction<any>,
  entity: EntitySchema,
  schema: string,
  ids: string[],
  observe: WriteObserve | undefined,
): Promise<ObservedRow[]> {
  if (!observe) return [];
  const columns = readableFields(entity).map(({ name, column }) => sql.ref(`t.${column}`).as(name));
  const rows = await trx
    .withSchema(schema)
    .selectFrom(`${entity.table} as t`)
    .select(columns)
    .where('t.id', 'in', ids)
    .orderBy('t.id')
    .execute();
  return rows as ObservedRow[];
}

/** Runs the observer with what changed (nothing when nobody observes). */
async function observed(trx: Transaction<any>, observe: WriteObserve | undefined, change: WriteChange): Promise<void> {
  if (observe) await observe(trx, change);
}

export const changedFields = (values: Body, cleared: string[] = []) => [...Object.keys(values), ...cleared];

/** An add's values: those sent, checked by the add dialog, and the record as stored (defaults and fixed filters added). */
export function addValues(entity: EntitySchema, body: Body): { values: Body; complete: Body } {
  const { values } = dialogValues(entity, 'add', body, HOSP);
  const complete: Body = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.default !== undefined && !field.readOnly) complete[name] = field.default;
  }
  Object.assign(complete, entity.dialogs.add!.defaults ?? {}, values, entity.fixedFilters ?? {});
  return { values, complete };
}

/** Writes run in one transaction each; on PGlite (one connection) only `trx` may be used inside. */
export async function addRecord(
  host: EntityHost,
  entity: EntitySchema,
  schema: string,
  body: Body,
  hooks: WriteHooks = {},
): Promise<string> {
  const { check = NO_CHECK, observe } = hooks;
  const { values, complete } = addValues(entity, body);
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
    await observed(trx, observe, {
      ids: [id],
      before: [],
      after: await snapshot(trx, entity, schema, [id], observe),
      fields: changedFields(complete),
    });
  });
  return id;
}

/** The values a guard sees: those set, and the fields emptied as null. */
export const guarded = ({ values, cleared }: RecordWrite): Body => ({
  ...values,
  ...Object.fromEntries(cleared.map((name) => [name, null])),
});

/**
 * The validated partial write of update, batch update and form actions: refused when it sends no
 * field of its dialog (`没有需要修改的内容`), nothing written and nothing logged.
 */
export function partialWrite(entity: EntitySchema, dialog: string, body: Body, extraKeys: string[]) {
  const { values, cleared, extra, touched } = dialogValues(entity, dialog, body, [...extraKeys, ...HOSP], 'partial');
  return { write: { values, cleared }, extra, touched: new Set(touched), anyChange: changesSomething(entity, { values, cleared }) };
}

/**
 * Each record's write under the `when` rules and locks the call engages, read on the record as it
 * will be (partial-write.ts). Records with the same write share one UPDATE: all of them, unless a
 * lock holds for some records and not others.
 */
export function recordWrites(
  entity: EntitySchema,
  dialog: string,
  rows: Map<string, LockedRow>,
  write: RecordWrite,
  touched: ReadonlySet<string>,
) {
  const groups = new Map<string, { ids: string[]; write: RecordWrite }>();
  for (const [id, row] of rows) {
    const outcome = writeForRecord(entity, dialog, row, write, touched);
    if (outcome.error) throw badInput(outcome.error.message);
    const key = JSON.stringify([outcome.write.values, [...outcome.write.cleared].sort()]);
    const group = groups.get(key);
    if (group) group.ids.push(id);
    else groups.set(key, { ids: [id], write: outcome.write });
  }
  return [...groups.values()];
}

/** What the locked rows must hold before a write without a dialog (a set action's visibleWhen): the fields read, and the check that throws. */
export interface RowRule {
  fields: string[];
  check(row: LockedRow): void;
}

/** A validated partial write: the values and cleared fields, the keys outside them, the fields touched. */
export type PartialChange = ReturnType<typeof partialWrite>;

/**
 * Update (edit dialog) or a named action, and batch edit: the dialog's fields the body sends, set
 * on every listed record; what it leaves out stays as stored. Versions sent back are checked on
 * the rows locked for the write; each written row's version goes up by one. Without a dialog (a
 * set action's fixed values) no dialog rule applies; `rowRule` checks the locked rows instead.
 */
export async function writeRecords(
  host: EntityHost,
  entity: EntitySchema,
  schema: string,
  dialog: string | undefined,
  ids: string[],
  expected: Map<string, number>,
  change: PartialChange,
  hooks: WriteHooks,
  rowRule?: RowRule,
): Promise<void> {
  const { write, touched } = change;
  const { check = NO_CHECK, observe, current = plainRows(entity, schema) } = hooks;
  await host.db.transaction().execute(async (trx) => {
    const rulesRead = dialog ? fieldsRulesRead(dialogOf(entity, dialog), touched) : [];
    const rows = await lockRows(trx, entity, schema, ids, [...rulesRead, ...(rowRule?.fields ?? [])]);
    await check(trx, ids, guarded(write));
    await checkVersions(trx, rows, expected, current);
    if (rowRule) for (const row of rows.values()) rowRule.check(row);
    const groups = dialog ? recordWrites(entity, dialog, rows, write, touched) : [{ ids, write }];
    await checkDictionaryValues(trx, entity, write.values);
    if (entity.tree && write.values[entity.tree.parentField] !== undefined) {
      for (const id of ids) await checkParent(trx, entity, schema, write.values, id);
    }
    await checkUnique(trx, entity, schema, write.values, ids);
    const before = await snapshot(trx, entity, schema, ids, observe);
    const now = host.now();
    for (const group of groups) {
      const columns = await toColumns(entity, group.write.values, group.write.cleared, host.hashPassword);
      await trx
        .withSchema(schema)
        .updateTable(entity.table)
        .set({ ...columns, lstupd_date_time: now, row_version: nextRowVersion() })
        .where('id', 'in', group.ids)
        .execute();
    }
    const fields = [...new Set(groups.flatMap((group) => changedFields(group.write.values, group.write.cleared)))];
    await observed(trx, observe, { ids, before, after: await snapshot(trx, entity, schema, ids, observe), fields });
  });
}

/** Update (edit dialog) or a named action: `{id, rowVersion?, ...fields it changes}`. */
export async function updateRecord(
  host: EntityHost,
  entity: EntitySchema,
  schema: string,
  dialog: string,
  body: Body,
  hooks: WriteHooks = {},
): Promise<void> {
  const change = partialWrite(entity, dialog, body, ['id', ROW_VERSION]);
  const id = requireId(change.extra.id);
  const version = requestedVersion(change.extra[ROW_VERSION]);
  if (!change.anyChange) throw refusedBy(NOTHING_TO_CHANGE);
  await writeRecords(host, entity, schema, dialog, [id], new Map(version === undefined ? [] : [[id, version]]), change, hooks);
}

/** Batch edit: `{idList (or ids, as the job screens send), rowVersions?: {"<id>": version}, ...fields it changes}`. */
export async function batchUpdateRecords(
  host: EntityHost,
  entity: EntitySchema,
  schema: string,
  body: Body,
  hooks: WriteHooks = {},
): Promise<number> {
  const change = partialWrite(entity, 'batch', body, ['idList', 'ids', 'rowVersions']);
  const ids = requireIdList(change.extra, ['idList', 'ids']);
  const versions = requestedVersions(change.extra.rowVersions, ids);
  if (!change.anyChange) throw refusedBy(NOTHING_TO_CHANGE);
  await writeRecords(host, entity, schema, 'batch', ids, versions, change, hooks);
  return ids.length;
}

/** Delete one or several records; a tree node with children is refused with the schema's message. */
export async function deleteRecords(
  host: EntityHost,
  entity: EntitySchema,
  schema: string,
  body: Body,
  hooks: WriteHooks = {},
): Promise<number> {
  const { check = NO_CHECK, observe } = hooks;
  const ids = requireIdList(body, ['id', 'idList', 'ids']);
  await host.db.transaction().execute(async (trx) => {
    await lockRows(trx, entity, schema, ids);
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
