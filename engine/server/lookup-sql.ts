import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { EntitySchema, ListParam, LookupDef, TableRef } from '../schema/entity-types';
import { listValues, tableRef } from './list-params';
import type { Body } from './request-checks';
import { lookupColumns, storedField } from './sql-mapping';

/**
 * Labels of other entities' records, read in SQL: `<field>Desc` of each lookup field as a
 * correlated sub-select in the rows' own query (no call per row), and the labels of the ids a
 * link put in the URL (the condition bar's 维修工程师: 张三) in one query per parameter.
 */

/** The label of `key` in the lookup's table, else the row's own fallback column (a name recorded with the row). */
function labelOf(
  source: TableRef,
  schema: string,
  key: RawBuilder<unknown> | unknown,
  fallback?: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const label = sql`(select ${sql.ref(`l.${source.column}`)}::text from ${tableRef(source, schema)} l where l.id = ${key} limit 1)`;
  return fallback ? sql`coalesce(${label}, ${fallback}::text)` : label;
}

/** `<field>Desc` of every lookup field, for the SELECT of the rows (table alias `t`). */
export function lookupSelections(entity: EntitySchema, schema: string) {
  return lookupColumns(entity).flatMap(({ name, column, source, fallbackColumn, alias }) => {
    const label = () => labelOf(source, schema, sql.ref(`t.${column}`), fallbackColumn ? sql.ref(`t.${fallbackColumn}`) : undefined);
    return [label().as(`${name}Desc`), ...(alias ? [label().as(alias)] : [])];
  });
}

interface LabelSource {
  lookup: LookupDef & { source: TableRef };
  /** The row's own name column, found through the rows that hold the id (personName where personId is the value). */
  fallback?: { keyColumn: string; column: string };
}

/** Parameters whose values are ids; flags, months and codes have no label to look up. */
const ID_MATCHES = new Set(['equals', 'in', 'via', 'anyOf']);

/** Where a parameter's values get their labels: its own `lookup`, else the lookup of its (first) field that has one. */
export function labelSourceOf(entity: EntitySchema, param: ListParam): LabelSource | undefined {
  if (!ID_MATCHES.has(param.match) || param.match === 'context') return undefined;
  if (param.lookup?.source) return { lookup: param.lookup as LabelSource['lookup'] };
  const conditions = param.match === 'anyOf' ? param.anyOf : [param];
  for (const condition of conditions) {
    if (condition.match === 'via') continue;
    const lookup = entity.fields[condition.field]?.lookup;
    if (!lookup?.source) continue;
    const fallback = lookup.fallbackField ? storedField(entity, lookup.fallbackField) : undefined;
    return {
      lookup: lookup as LabelSource['lookup'],
      ...(fallback ? { fallback: { keyColumn: storedField(entity, condition.field)!.column, column: fallback.column } } : {}),
    };
  }
  return undefined;
}

export type ParamLabels = Record<string, Record<string, string>>;

/** The labels of the id values the body's list parameters carry: `{currentEgnId: {'6b03…': '张三'}}`. */
export async function paramLabels(db: Kysely<any>, entity: EntitySchema, schema: string, body: Body): Promise<ParamLabels> {
  const labels: ParamLabels = {};
  for (const [name, param] of Object.entries(entity.list?.params ?? {})) {
    const value = body[name];
    if (value === undefined || value === null || value === '') continue;
    const source = labelSourceOf(entity, param);
    if (!source) continue;
    const values = listValues(value, param.title ?? name);
    if (values.length === 0) continue;
    const own = sql.table(`${schema}.${entity.table}`);
    const selects = values.map((id) => {
      const fallback = source.fallback
        ? sql`(select ${sql.ref(`o.${source.fallback.column}`)} from ${own} o where ${sql.ref(`o.${source.fallback.keyColumn}`)} = ${id} and ${sql.ref(`o.${source.fallback.column}`)} is not null limit 1)`
        : undefined;
      return sql`select ${id}::text as value, ${labelOf(source.lookup.source, schema, id, fallback)} as label`;
    });
    const { rows } = await sql<{ value: string; label: string | null }>`${sql.join(selects, sql` union all `)}`.execute(db);
    const found = Object.fromEntries(rows.flatMap((row) => (row.label ? [[row.value, row.label]] : [])));
    if (Object.keys(found).length > 0) labels[name] = found;
  }
  return labels;
}
