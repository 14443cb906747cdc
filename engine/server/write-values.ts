import { sql, type Kysely } from 'kysely';
import { ROOT_PARENT_ID, type EntitySchema, type FieldDef } from '../schema/entity-types';
import { dialogFields, dialogOf } from '../schema/dialog-json-schema';
import { applyDialogLocks } from '../schema/dialog-locks';
import { createDialogValidator, inFieldOrder, type FieldError } from '../schema/dialog-validator';
import { emptiedRequiredErrors } from '../schema/partial-write';
import { allFields } from '../schema/system-fields';
import { badInput, refusedBy } from './entity-context';
import { checkKnownKeys, splitEmpty, type Body } from './request-checks';
import { lookupAliases, storedField, toColumnValue } from './sql-mapping';
import { dateMessage, rangeMessage } from './value-limits';

type Validator = (data: Record<string, unknown>) => FieldError[];
const validators = new WeakMap<EntitySchema, Map<string, Validator>>();

/** Compiled once per entity, dialog and mode. */
function validatorOf(entity: EntitySchema, dialog: string, mode: WriteMode): Validator {
  let byDialog = validators.get(entity);
  if (!byDialog) {
    byDialog = new Map();
    validators.set(entity, byDialog);
  }
  const key = `${mode}\u0000${dialog}`;
  let validate = byDialog.get(key);
  if (!validate) {
    validate = createDialogValidator(entity, dialog, undefined, mode);
    byDialog.set(key, validate);
  }
  return validate;
}

/**
 * `whole`: the body is the whole record, every rule of the dialog holds (add, bespoke handlers).
 * `partial`: the body holds what changes; what it leaves out stays as stored (update, batch
 * update, form actions; engine/schema/partial-write.ts).
 */
export type WriteMode = 'whole' | 'partial';

export interface DialogValues {
  /** Validated values of the dialog's fields that were sent (hospCode excluded). */
  values: Body;
  /** Optional fields sent empty: an update sets them to NULL. */
  cleared: string[];
  /** Keys outside the dialog that the call itself uses (id, idList, hospCode). */
  extra: Body;
  /** The dialog's stored fields the body names, with a value or empty: the `when` rules and locks they engage apply. */
  touched: string[];
}

/**
 * Checks a write body against one dialog: unknown keys refused, read-only echoes (times, Desc
 * texts, other fields of the row) ignored, '' treated as absent, the dialog's locks applied, then
 * the dialog's rules with their messages; the first failing field's message is the answer. A
 * partial body's required rules apply to the fields it sends empty.
 */
export function dialogValues(
  entity: EntitySchema,
  dialog: string,
  body: Body,
  extraKeys: string[],
  mode: WriteMode = 'whole',
): DialogValues {
  const fields = allFields(entity);
  const inDialog = dialogFields(entity, dialog);
  const ignored = [...Object.keys(fields), ...Object.keys(fields).map((name) => `${name}Desc`), ...lookupAliases(entity), 'children'];
  const kept = checkKnownKeys(body, [...inDialog, ...extraKeys], ignored);
  const split = splitEmpty(kept);
  // A locked field takes the lock's value whatever was sent (the form shows it disabled).
  const lock = applyDialogLocks(dialogOf(entity, dialog), split.values);
  const { data: values, locked } = lock;
  const emptied = split.cleared.filter((key) => !locked.includes(key));
  const cleared = [...emptied, ...lock.cleared];
  const sent = Object.fromEntries(Object.entries(values).filter(([key]) => inDialog.includes(key)));
  const required = mode === 'partial' ? emptiedRequiredErrors(entity, dialog, emptied) : [];
  const errors = inFieldOrder(inDialog, [...validatorOf(entity, dialog, mode)(sent), ...required]);
  if (errors[0]) throw badInput(errors[0].message);
  const batchError = dialog === 'batch' ? editRuleErrors(entity, sent)[0] : undefined;
  if (batchError) throw badInput(batchError.message);
  for (const [key, value] of Object.entries(sent)) {
    const field = fields[key];
    const outside = field && (rangeMessage(field, value) ?? dateMessage(field, value));
    if (outside) throw badInput(outside);
  }
  const own: Body = {};
  const extra: Body = {};
  for (const [key, value] of Object.entries(values)) {
    if (inDialog.includes(key) && !fields[key]?.virtual) own[key] = value;
    else extra[key] = value;
  }
  const stored = (key: string) => inDialog.includes(key) && !fields[key]?.virtual;
  return { values: own, cleared: cleared.filter(stored), extra, touched: Object.keys(kept).filter(stored) };
}

/**
 * Whether a write changes anything: a value set, or a field emptied. A password sent blank keeps
 * its hash (toColumns), so it changes nothing.
 */
export function changesSomething(entity: EntitySchema, write: { values: Body; cleared: string[] }): boolean {
  if (Object.keys(write.values).length > 0) return true;
  return write.cleared.some((name) => storedField(entity, name)?.field.store !== 'password-hash');
}

/**
 * A batch edit sets fields the edit dialog also sets: the edit dialog's rules (sort 1..32767) hold
 * for the values sent, so a batch cannot store what one edit would refuse. Fields left out are
 * not required here.
 */
function editRuleErrors(entity: EntitySchema, sent: Body): FieldError[] {
  if (!entity.dialogs.edit) return [];
  const editFields = dialogFields(entity, 'edit');
  const shared = Object.fromEntries(Object.entries(sent).filter(([key]) => editFields.includes(key)));
  if (Object.keys(shared).length === 0) return [];
  return validatorOf(entity, 'edit', 'partial')(shared).filter((error) => error.field in shared);
}

/** Dictionary-backed values must be codes of that dictionary, in the items of a list of objects too. */
export async function checkDictionaryValues(db: Kysely<any>, entity: EntitySchema, values: Body): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = entity.fields[name];
    if (field?.items?.properties && Array.isArray(value)) await checkItemDictionaryValues(db, field.items.properties, value);
    if (!field?.options || !('dictionary' in field.options)) continue;
    const found = await db
      .selectFrom('platform.dic')
      .select('id')
      .where('type', '=', field.options.dictionary)
      .where('val', '=', String(value))
      .executeTakeFirst();
    if (!found) throw badInput(`${field.title}不在可选范围内`);
  }
}

/** The items' dictionary fields (a device item's type of DIVICE_TYPE): one query per field for the whole list. */
async function checkItemDictionaryValues(db: Kysely<any>, properties: Record<string, FieldDef>, items: unknown[]): Promise<void> {
  for (const [name, field] of Object.entries(properties)) {
    if (!field.options || !('dictionary' in field.options)) continue;
    const codes = [
      ...new Set(
        items.flatMap((item) =>
          typeof item === 'object' && item !== null && (item as Body)[name] !== undefined ? [String((item as Body)[name])] : [],
        ),
      ),
    ];
    if (codes.length === 0) continue;
    const found = await db
      .selectFrom('platform.dic')
      .select('val')
      .where('type', '=', field.options.dictionary)
      .where('val', 'in', codes)
      .execute();
    if (found.length < codes.length) throw badInput(`${field.title}不在可选范围内`);
  }
}

/** A tree node's parent must be the root or an existing node, and never the node itself or below it. */
export async function checkParent(db: Kysely<any>, entity: EntitySchema, schema: string, values: Body, ownId?: string): Promise<void> {
  const tree = entity.tree;
  if (entity.kind !== 'tree' || !tree || values[tree.parentField] === undefined) return;
  const parentId = String(values[tree.parentField]);
  const title = allFields(entity)[tree.parentField]?.title ?? tree.parentField;
  if (parentId === ROOT_PARENT_ID) return;
  const parentColumn = storedField(entity, tree.parentField)!.column;
  const table = sql.table(`${schema}.${entity.table}`);
  if (ownId) {
    // Walk up from the proposed parent: meeting the node itself means a cycle.
    const chain = await sql<{ id: string }>`
      with recursive up(id, parent) as (
        select id, ${sql.ref(parentColumn)} from ${table} where id = ${parentId}
        union all
        select t.id, t.${sql.ref(parentColumn)} from ${table} t join up on t.id = up.parent
      ) select id from up`.execute(db);
    if (chain.rows.length === 0) throw badInput(`${title}不存在`);
    if (chain.rows.some((row) => row.id === ownId)) throw badInput(`${title}不能为自身或其下级`);
    return;
  }
  const parent = await db.withSchema(schema).selectFrom(entity.table).select('id').where('id', '=', parentId).executeTakeFirst();
  if (!parent) throw badInput(`${title}不存在`);
}

/** Unique rules: refused before the write, with the schema's message. */
export async function checkUnique(
  db: Kysely<any>,
  entity: EntitySchema,
  schema: string,
  values: Body,
  ids: string[] = [],
  rules = entity.unique ?? [],
): Promise<void> {
  for (const rule of rules) {
    const sent = rule.fields.filter((name) => values[name] !== undefined);
    if (sent.length === 0) continue;
    let ruleValues: Body = values;
    if (sent.length < rule.fields.length) {
      // A partial edit of one record sending part of a rule (val, not type) is checked with the rest as stored.
      if (ids.length !== 1) continue;
      ruleValues = { ...(await storedValues(db, entity, schema, ids[0]!, rule.fields)), ...values };
      if (!rule.fields.every((name) => ruleValues[name] !== undefined && ruleValues[name] !== null)) continue;
    }
    if (ids.length > 1) throw refusedBy(rule.message);
    let query = db.withSchema(schema).selectFrom(`${entity.table} as t`).select('t.id');
    for (const name of rule.fields) query = query.where(sql.ref(`t.${storedField(entity, name)!.column}`), '=', ruleValues[name]);
    if (ids[0]) query = query.where('t.id', '<>', ids[0]);
    if (await query.executeTakeFirst()) throw refusedBy(rule.message);
  }
}

/** One record's stored values of some fields, by wire name. */
async function storedValues(db: Kysely<any>, entity: EntitySchema, schema: string, id: string, fields: string[]): Promise<Body> {
  const columns = fields.map((name) => sql.ref(`t.${storedField(entity, name)!.column}`).as(name));
  return ((await db.withSchema(schema).selectFrom(`${entity.table} as t`).select(columns).where('t.id', '=', id).executeTakeFirst()) ??
    {}) as Body;
}

/** Wire values -> column values (hashing passwords). */
export async function toColumns(entity: EntitySchema, values: Body, cleared: string[], hash: (plain: string) => Promise<string>) {
  const columns: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const stored = storedField(entity, name);
    if (!stored) continue;
    columns[stored.column] = stored.field.store === 'password-hash' ? await hash(String(value)) : toColumnValue(stored.field, value);
  }
  for (const name of cleared) {
    const stored = storedField(entity, name);
    // A cleared password keeps the old hash: an empty password is never stored.
    if (stored && stored.field.store !== 'password-hash') columns[stored.column] = null;
  }
  return columns;
}
