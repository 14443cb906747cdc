import { sql, type Kysely } from 'kysely';
import type { EntitySchema, UniqueRule } from '../schema/entity-types';
import { badInput, refusedBy } from './entity-context';
import type { Body } from './request-checks';
import { storedField } from './sql-mapping';
import { checkDictionaryValues, checkUnique } from './write-values';

/**
 * What an import reads once for a whole batch of rows instead of once per row (issue 29): each
 * dictionary field's codes, and for each unique rule the stored records holding the batch's values.
 * The checks below give the same answers and messages as checkDictionaryValues and checkUnique;
 * whatever was not read ahead (item lists, a rule over a field not plain text) is still asked of
 * the database row by row.
 */
export interface ReadAhead {
  /** Dictionary field name → the codes of its dictionary. */
  codes: Map<string, Set<string>>;
  /** Unique rule name (its fields joined with '+') → the rule's values as text → the ids holding them. */
  stored: Map<string, Map<string, string[]>>;
}

/** Values per IN list: well under PostgreSQL's 65,535 parameters. */
const IN_CHUNK = 1000;

export const ruleName = (rule: UniqueRule) => rule.fields.join('+');

/** A rule read ahead compares text with text: every field a plain string column (no date, no hash). */
const readableAhead = (entity: EntitySchema, rule: UniqueRule) =>
  rule.fields.every((name) => {
    const stored = storedField(entity, name);
    return stored !== undefined && stored.field.type === 'string' && stored.field.format === undefined && stored.field.store === undefined;
  });

/**
 * The rule's values of a row as one text, or undefined when a field is missing or empty (SQL's `=`
 * never matches NULL, so such a row collides with nothing) or not a string (asked row by row).
 */
export function ruleText(rule: UniqueRule, values: Body): string | undefined {
  const parts = rule.fields.map((name) => values[name]);
  return parts.every((part) => typeof part === 'string') ? JSON.stringify(parts) : undefined;
}

export async function readAhead(db: Kysely<any>, entity: EntitySchema, schema: string, rows: readonly Body[]): Promise<ReadAhead> {
  const codes = new Map<string, Set<string>>();
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!field.options || !('dictionary' in field.options) || !rows.some((row) => row[name] !== undefined)) continue;
    const found = await db.selectFrom('platform.dic').select('val').where('type', '=', field.options.dictionary).execute();
    codes.set(name, new Set(found.map((row) => String(row.val))));
  }
  const stored = new Map<string, Map<string, string[]>>();
  for (const rule of entity.unique ?? []) {
    if (!readableAhead(entity, rule)) continue;
    const first = rule.fields[0]!;
    const wanted = [...new Set(rows.flatMap((row) => (ruleText(rule, row) === undefined ? [] : [row[first] as string])))];
    const byText = new Map<string, string[]>();
    const columns = rule.fields.map((name) => sql.ref(`t.${storedField(entity, name)!.column}`).as(name));
    for (let start = 0; start < wanted.length; start += IN_CHUNK) {
      const found = await db
        .withSchema(schema)
        .selectFrom(`${entity.table} as t`)
        .select([sql.ref('t.id').as('id'), ...columns])
        .where(sql.ref(`t.${storedField(entity, first)!.column}`), 'in', wanted.slice(start, start + IN_CHUNK))
        .execute();
      for (const row of found as Body[]) {
        const text = ruleText(rule, row);
        if (text !== undefined) byText.set(text, [...(byText.get(text) ?? []), String(row.id)]);
      }
    }
    stored.set(ruleName(rule), byText);
  }
  return { codes, stored };
}

/** checkDictionaryValues, with the codes read ahead. */
export async function checkDictionaryValuesAhead(db: Kysely<any>, entity: EntitySchema, values: Body, known: ReadAhead): Promise<void> {
  const rest: Body = {};
  for (const [name, value] of Object.entries(values)) {
    const codes = known.codes.get(name);
    if (!codes) rest[name] = value;
    else if (!codes.has(String(value))) throw badInput(`${entity.fields[name]!.title}不在可选范围内`);
  }
  await checkDictionaryValues(db, entity, rest);
}

/** The id of a stored record holding the rule's values (the first read), as recordByKey finds it. */
export function storedIdAhead(known: ReadAhead, rule: UniqueRule, values: Body): string | undefined {
  const text = ruleText(rule, values);
  return text === undefined ? undefined : known.stored.get(ruleName(rule))?.get(text)?.[0];
}

/** Whether the key can be answered from what was read ahead (otherwise ask recordByKey). */
export const keyReadAhead = (known: ReadAhead, rule: UniqueRule) => known.stored.has(ruleName(rule));

/**
 * checkUnique for an add (no id) or the update of one record (`ownId`) sending every field of the
 * rules it touches, with the stored values read ahead; a rule not read ahead, or sent in part, is
 * asked of the database as before.
 */
export async function checkUniqueAhead(
  db: Kysely<any>,
  entity: EntitySchema,
  schema: string,
  values: Body,
  known: ReadAhead,
  ownId?: string,
): Promise<void> {
  for (const rule of entity.unique ?? []) {
    const sent = rule.fields.filter((name) => values[name] !== undefined);
    if (sent.length === 0) continue;
    const byText = known.stored.get(ruleName(rule));
    if (
      !byText ||
      sent.length < rule.fields.length ||
      rule.fields.some((name) => values[name] !== null && typeof values[name] !== 'string')
    ) {
      await checkUnique(db, entity, schema, values, ownId ? [ownId] : [], [rule]);
      continue;
    }
    const text = ruleText(rule, values);
    if (text !== undefined && (byText.get(text) ?? []).some((id) => id !== ownId)) throw refusedBy(rule.message);
  }
}
