import { sql, type SelectQueryBuilder } from 'kysely';
import type { FieldDef, FilterMode } from '../schema/entity-types';
import { DATE_PATTERN, DATE_TIME_PATTERN } from '../schema/default-messages';
import { badInput } from './entity-context';
import type { StoredField } from './sql-mapping';
import { dateMessage, rangeMessage } from './value-limits';

/** The filter mode of a field: declared, or equality for codes, ids of other records and numbers, ranges for dates, substring for text. */
export function filterModeOf(field: FieldDef): FilterMode {
  if (field.filter) return field.filter;
  if (field.format === 'date' || field.format === 'date-time') return 'range';
  if (field.type !== 'string' || field.options || field.lookup) return 'equals';
  return 'contains';
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.every((item) => item === null || item === ''));

/** Escapes LIKE wildcards so a user's % or _ matches itself. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function checkScalar(stored: StoredField, value: unknown): unknown {
  const { field } = stored;
  const ok =
    field.type === 'integer'
      ? Number.isInteger(value)
      : field.type === 'number'
        ? typeof value === 'number' && Number.isFinite(value)
        : field.type === 'boolean'
          ? typeof value === 'boolean'
          : typeof value === 'string';
  if (!ok || (typeof value === 'string' && value.length > 500)) throw badInput(`查询条件${field.title}格式不正确`);
  const outside = rangeMessage(field, value, '查询条件') ?? dateMessage(field, value, '查询条件');
  if (outside) throw badInput(outside);
  return value;
}

function checkRangeEnd(stored: StoredField, value: unknown): string | number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (isNumeric(stored.field)) return checkNumberEnd(stored, value);
  const pattern = stored.field.format === 'date' ? DATE_PATTERN : DATE_TIME_PATTERN;
  if (typeof value !== 'string' || !new RegExp(pattern).test(value)) throw badInput(`查询条件${stored.field.title}格式不正确`);
  const unreal = dateMessage(stored.field, value, '查询条件');
  if (unreal) throw badInput(unreal);
  return value;
}

const isNumeric = (field: FieldDef) => field.type === 'integer' || field.type === 'number';

/** A numeric range end (a run's duration): a number, or its text as the URL carries it. */
function checkNumberEnd(stored: StoredField, value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || (stored.field.type === 'integer' && !Number.isInteger(number))) {
    throw badInput(`查询条件${stored.field.title}格式不正确`);
  }
  const outside = rangeMessage(stored.field, number, '查询条件');
  if (outside) throw badInput(outside);
  return number;
}

/**
 * Lists and objects are stored as jsonb: a list filters by the rows holding any of the given items
 * (`@>`, so a plain value cannot reach SQL as malformed JSON); an object is not a filter.
 */
function jsonCondition(stored: StoredField, column: ReturnType<typeof sql.ref>, value: unknown) {
  const { field } = stored;
  if (field.type === 'object') throw badInput(`不支持按${field.title}查询`);
  const items = Array.isArray(value) ? value : [value];
  if (items.length > 200) throw badInput(`查询条件${field.title}最多200项`);
  for (const item of items) {
    if (!(typeof item === 'string' && item.length <= 500) && !(typeof item === 'number' && Number.isFinite(item)))
      throw badInput(`查询条件${field.title}格式不正确`);
  }
  return sql<boolean>`(${sql.join(
    items.map((item) => sql`${column} @> ${JSON.stringify([item])}::jsonb`),
    sql` or `,
  )})`;
}

/** Adds one WHERE condition per non-empty filter; values are always bound parameters. */
export function applyFilters<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  filters: { stored: StoredField; value: unknown }[],
): SelectQueryBuilder<DB, TB, O> {
  let next = query;
  for (const { stored, value } of filters) {
    if (isEmpty(value)) continue;
    const column = sql.ref(`t.${stored.column}`);
    if (stored.field.type === 'array' || stored.field.type === 'object') {
      next = next.where(jsonCondition(stored, column, value));
      continue;
    }
    const mode = filterModeOf(stored.field);
    if (mode === 'range') {
      const numeric = isNumeric(stored.field);
      if (!Array.isArray(value) || value.length !== 2)
        throw badInput(`查询条件${stored.field.title}${numeric ? '应为起止值' : '应为起止时间'}`);
      const [from, to] = [checkRangeEnd(stored, value[0]), checkRangeEnd(stored, value[1])];
      // Same format on both ends, so the texts compare as the dates do (numbers as numbers).
      if (from !== undefined && to !== undefined && from > to) {
        throw badInput(`查询条件${stored.field.title}${numeric ? '的起始值不能大于结束值' : '的开始时间不能晚于结束时间'}`);
      }
      if (from !== undefined) next = next.where(sql<boolean>`${column} >= ${from}`);
      if (to !== undefined) next = next.where(sql<boolean>`${column} <= ${to}`);
    } else if (mode === 'in' || Array.isArray(value)) {
      const list = (Array.isArray(value) ? value : [value]).map((item) => checkScalar(stored, item));
      if (list.length > 200) throw badInput(`查询条件${stored.field.title}最多200项`);
      next = next.where(sql<boolean>`${column} in (${sql.join(list)})`);
    } else if (mode === 'contains') {
      const text = checkScalar(stored, value) as string;
      next = next.where(sql<boolean>`${column} ilike ${likePattern(text)}`);
    } else {
      next = next.where(sql<boolean>`${column} = ${checkScalar(stored, value)}`);
    }
  }
  return next;
}
