import { sql, type Kysely } from 'kysely';
import type { EntitySchema } from '../schema/entity-types';
import { cellValue, importFields } from '../schema/import-mapping';
import { pickableLookupFields } from '../schema/lookup-picker';
import { allFields } from '../schema/system-fields';
import { badInput, EntityError } from './entity-context';
import type { StoredImport } from './import-store';
import type { LookupCheck } from './lookup-checks';
import { storedField } from './sql-mapping';
import { checkDictionaryValuesAhead, checkUniqueAhead, keyReadAhead, storedIdAhead, type ReadAhead } from './read-ahead';
import { dialogValues } from './write-values';
import type { Body } from './request-checks';

/** A unique rule an import may update by: its fields joined with '+' name it. */
export interface ImportKey {
  name: string;
  fields: string[];
  message: string;
}

export const importKeys = (entity: EntitySchema): ImportKey[] => {
  const importable = new Set(importFields(entity).map((field) => field.name));
  return (entity.unique ?? [])
    .filter((rule) => rule.fields.every((name) => importable.has(name)))
    .map((rule) => ({ name: rule.fields.join('+'), ...rule }));
};

/** One refused row: its row number in the file, the message the add dialog would show, and its cells as read. */
export interface RefusedRow {
  row: number;
  message: string;
  cells: string[];
}

/** The mapping as sent: one field name (or null / '') per header; refused when it names a field twice or none. */
export function checkedMapping(entity: EntitySchema, upload: StoredImport, raw: unknown): (string | null)[] {
  const names = new Set(importFields(entity).map((field) => field.name));
  if (!Array.isArray(raw) || raw.length !== upload.headers.length) throw badInput('列的对应关系不正确');
  const mapping = raw.map((value) => (value === null || value === '' ? null : value));
  const seen = new Set<string>();
  for (const name of mapping) {
    if (name === null) continue;
    if (typeof name !== 'string' || !names.has(name)) throw badInput(`不支持的字段 ${String(name)}`);
    if (seen.has(name))
      throw new EntityError(
        'badRequest',
        `字段${allFields(entity)[name]?.title ?? name}对应了多列`,
        undefined,
        `More than one column fills ${name}`,
      );
    seen.add(name);
  }
  if (seen.size === 0)
    throw new EntityError('badRequest', '请至少为一列选择对应的字段', undefined, 'Choose the field of at least one column');
  return mapping;
}

export function checkedKey(entity: EntitySchema, raw: unknown, mapping: (string | null)[]): ImportKey | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const key = importKeys(entity).find((candidate) => candidate.name === raw);
  if (!key) throw badInput(`不支持的更新依据 ${String(raw)}`);
  if (!key.fields.every((name) => mapping.includes(name))) {
    throw new EntityError(
      'badRequest',
      '作为更新依据的字段必须对应某一列',
      undefined,
      'The fields of the update key must each be filled by a column',
    );
  }
  return key;
}

/**
 * Each dictionary field's option labels (Chinese and English) to their codes, read once per call,
 * so a file may hold 启用 where the dialog's select sends 1.
 */
export async function dictionaryLabels(
  db: Kysely<any>,
  entity: EntitySchema,
  mapping: (string | null)[],
): Promise<Map<string, Map<string, string>>> {
  const labels = new Map<string, Map<string, string>>();
  for (const name of mapping) {
    const options = name ? entity.fields[name]?.options : undefined;
    if (!name || !options || !('dictionary' in options)) continue;
    const rows = await db
      .selectFrom('platform.dic')
      .select(['val', 'description', 'description_en'])
      .where('type', '=', options.dictionary)
      .execute();
    const byLabel = new Map<string, string>();
    for (const row of rows as { val: string; description: string | null; description_en: string | null }[]) {
      for (const label of [row.description, row.description_en]) if (label && !byLabel.has(label)) byLabel.set(label, row.val);
    }
    labels.set(name, byLabel);
  }
  return labels;
}

/** The add call's body for one data row: the hospital, and each mapped cell as the dialog would send it. */
export function rowBody(
  entity: EntitySchema,
  mapping: (string | null)[],
  cells: readonly string[],
  hospCode: string | undefined,
  labels: Map<string, Map<string, string>>,
): Body {
  const body: Body = hospCode === undefined ? {} : { hospCode };
  mapping.forEach((name, column) => {
    const field = name ? entity.fields[name] : undefined;
    if (!name || !field) return;
    const value = cellValue(field, cells[column] ?? '', labels.get(name));
    if (value !== undefined) body[name] = value;
  });
  return body;
}

/** The id of the record holding the key's values, if any. */
export async function recordByKey(
  db: Kysely<any>,
  entity: EntitySchema,
  schema: string,
  key: ImportKey,
  body: Body,
): Promise<string | undefined> {
  if (!key.fields.every((name) => body[name] !== undefined)) return undefined;
  let query = db.withSchema(schema).selectFrom(`${entity.table} as t`).select('t.id');
  for (const name of key.fields) query = query.where(sql.ref(`t.${storedField(entity, name)!.column}`), '=', body[name]);
  const row = await query.executeTakeFirst();
  return row?.id as string | undefined;
}

/** What a dry run checks of a row: the add dialog's values and the entity's fixed filters (throws the dialog's refusal). */
const dryRunValues = (entity: EntitySchema, body: Body) => {
  const { values } = dialogValues(entity, 'add', body, ['hospCode']);
  return { values, complete: { ...values, ...(entity.fixedFilters ?? {}) } };
};

/** The values adds of these bodies would write, leaving out the bodies the dialog refuses (what to read ahead for). */
export function validAddValues(entity: EntitySchema, bodies: readonly Body[]): Body[] {
  return bodies.flatMap((body) => {
    try {
      return [dryRunValues(entity, body).complete];
    } catch (error) {
      if (error instanceof EntityError) return [];
      throw error;
    }
  });
}

/** recordByKey, answered from what was read ahead when the key's rule was. */
export async function recordByKeyAhead(
  db: Kysely<any>,
  entity: EntitySchema,
  schema: string,
  key: ImportKey,
  body: Body,
  known: ReadAhead,
): Promise<string | undefined> {
  return keyReadAhead(known, key) ? storedIdAhead(known, key, body) : recordByKey(db, entity, schema, key, body);
}

/**
 * A dry run's lookup check, its answer remembered per combination of lookup values: a file names
 * the same departments and suppliers again and again, and nothing is written meanwhile.
 */
export function rememberedLookups(entity: EntitySchema, check: LookupCheck | undefined): LookupCheck | undefined {
  if (!check) return undefined;
  const names = pickableLookupFields(entity);
  const answers = new Map<string, EntityError | null>();
  return async (db, values) => {
    const asked = JSON.stringify(names.map((name) => values[name] ?? null));
    let answer = answers.get(asked);
    if (answer === undefined) {
      try {
        await check(db, values);
        answer = null;
      } catch (error) {
        if (!(error instanceof EntityError)) throw error;
        answer = error;
      }
      answers.set(asked, answer);
    }
    if (answer) throw answer;
  };
}

const uniqueText = (fields: string[], values: Body) => JSON.stringify(fields.map((name) => values[name] ?? null));

/**
 * The dry run of one row, as the add call would check it (the dialog's rules and messages, option
 * codes, unique rules), without writing: 'add', 'update' (the key names a stored record or an
 * earlier row of the file), or the refusal's message. `seen` holds the unique values of the rows
 * before it, so two rows of the file with the same unique value are caught too; `known` is what
 * was read ahead for the whole file (read-ahead.ts).
 */
export async function checkRow(
  db: Kysely<any>,
  entity: EntitySchema,
  schema: string,
  body: Body,
  key: ImportKey | undefined,
  seen: Map<string, Set<string>>,
  known: ReadAhead,
  lookupCheck?: LookupCheck,
): Promise<'add' | 'update' | { message: string; english?: string }> {
  try {
    const { values, complete } = dryRunValues(entity, body);
    await checkDictionaryValuesAhead(db, entity, values, known);
    if (lookupCheck) await lookupCheck(db, values);
    const keyText = key ? uniqueText(key.fields, complete) : undefined;
    const existing = key ? await recordByKeyAhead(db, entity, schema, key, complete, known) : undefined;
    const updatesEarlier = key && keyText !== undefined && seen.get(key.name)?.has(keyText);
    if (!updatesEarlier) await checkUniqueAhead(db, entity, schema, complete, known, existing);
    for (const rule of entity.unique ?? []) {
      if (!rule.fields.every((name) => complete[name] !== undefined)) continue;
      const name = rule.fields.join('+');
      const text = uniqueText(rule.fields, complete);
      const earlier = seen.get(name) ?? new Set<string>();
      if (earlier.has(text) && name !== key?.name) return { message: rule.message };
      earlier.add(text);
      seen.set(name, earlier);
    }
    return existing || updatesEarlier ? 'update' : 'add';
  } catch (error) {
    if (error instanceof EntityError) return { message: error.message, ...(error.english ? { english: error.english } : {}) };
    throw error;
  }
}
