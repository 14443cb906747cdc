import { sql, type SelectQueryBuilder } from 'kysely';
import type { FieldDef, FilterMode } from '../schema/entity-types';
import { DATE_PATTERN, DATE_TIME_PATTERN } from '../schema/default-messages';
import { badInput } from './entity-context';
import type { StoredField } from './sql-mapping';
import { dateMessage, rangeMessage } from './value-limits';

/** The filter mode of a field: declared, or equality for codes and numbers, ranges for dates, substring for text. */
export function filterModeOf(field: FieldDef): FilterMode {
  if (field.filter) return field.filter;
  if (field.format === 'date' || field.format === 'date-time') return 'range';
  if (field.type !== 'string' || field.options) return 'equals';
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

function checkRangeEnd(stored: StoredField, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const pattern = stored.field.format === 'date' ? DATE_PATTERN : DATE_TIME_PATTERN;
  if (typeof value !== 'string' || !new RegExp(pattern).test(value)) throw badInput(`查询条件${stored.field.title}格式不正确`);
  const unreal = dateMessage(stored.field, value, '查询条件');
  if (unreal) throw badInput(unreal);
  return value;
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
    const mode = filterModeOf(stored.field);
    if (mode === 'range') {
      if (!Array.isArray(value) || value.length !== 2) throw badInput(`查询条件${stored.field.title}应为起止时间`);
      const [from, to] = [checkRangeEnd(stored, value[0]), checkRangeEnd(stored, value[1])];
      // Same format on both ends, so the texts compare as the dates do.
      if (from && to && from > to) throw badInput(`查询条件${stored.field.title}的开始时间不能晚于结束时间`);
      if (from) next = next.where(sql<boolean>`${column} >= ${from}`);
      if (to) next = next.where(sql<boolean>`${column} <= ${to}`);
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
