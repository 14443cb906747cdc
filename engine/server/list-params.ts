import dayjs, { type Dayjs } from 'dayjs';
import { sql, type RawBuilder } from 'kysely';
import type { EntitySchema, ParamCondition, ParamValue, TableRef } from '../schema/entity-types';
import { badInput } from './entity-context';
import { storedField } from './sql-mapping';
import type { Body } from './request-checks';
import { textValueMessage } from './value-limits';

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const PLATFORM_SCHEMA = 'platform';

const isOn = (value: unknown) => value === true || value === 1 || value === 'true' || value === '1';

function monthStart(value: unknown, title: string): Dayjs {
  if (typeof value !== 'string' || !MONTH.test(value)) throw badInput(`${title}应为年月（yyyy-MM）`);
  return dayjs(`${value}-01`);
}

function asText(value: unknown, title: string): string {
  if (typeof value === 'string' && value.length <= 500) return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw badInput(`${title}格式不正确`);
}

/** The values of an `in` parameter: a list, or text separated by commas (as a URL carries it). */
export function listValues(value: unknown, title: string): string[] {
  const list = (Array.isArray(value) ? value : asText(value, title).split(',')).map((item) => asText(item, title).trim()).filter(Boolean);
  if (list.length > 50) throw badInput(`${title}最多50项`);
  return list;
}

/** [from, to) as bound values, compared with the column's own type (date or timestamp). */
const within = (column: RawBuilder<unknown>, from: Dayjs, to: Dayjs) =>
  sql<boolean>`${column} >= ${from.format(DATE_TIME)}::timestamp and ${column} < ${to.format(DATE_TIME)}::timestamp`;

/** Monday, as weeks start in China (the dashboards count the same way). */
const weekStart = (now: Dayjs) => now.startOf('day').subtract((now.day() + 6) % 7, 'day');

/** The SQL schema of another entity's table: the platform's, or this request's hospital. */
export const schemaOf = (source: TableRef, schema: string | undefined): string | undefined =>
  source.scope === 'platform' ? PLATFORM_SCHEMA : schema;

export const tableRef = (source: TableRef, schema: string | undefined) => {
  const owner = schemaOf(source, schema);
  return owner ? sql.table(`${owner}.${source.table}`) : sql.table(source.table);
};

/** An equality, or any-of for a list (`with: {actionState: ['01', '02']}`). */
const equalTo = (column: RawBuilder<unknown>, value: ParamValue | ParamValue[]) =>
  Array.isArray(value) ? sql<boolean>`${column} in (${sql.join(value)})` : sql<boolean>`${column} = ${value}`;

interface ConditionContext {
  entity: EntitySchema;
  body: Body;
  now: Dayjs;
  schema: string | undefined;
  title: string;
}

function conditionOf(condition: ParamCondition, value: unknown, { entity, body, now, schema, title }: ConditionContext) {
  const stored = storedField(entity, condition.field)!;
  const column = sql.ref(`t.${stored.column}`);
  // Text that the column's type cannot read (an integer, a date) is refused here rather than by SQL.
  const fitting = (text: string) => {
    const problem = textValueMessage(stored.field, text, title);
    if (problem) throw badInput(problem);
    return text;
  };
  switch (condition.match) {
    case 'equals':
      return sql<boolean>`${column} = ${fitting(asText(value, title))}`;
    case 'contains':
      return sql<boolean>`${column}::text ilike ${`%${asText(value, title).replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`;
    case 'in': {
      const list = listValues(value, title).map(fitting);
      return list.length === 0 ? undefined : sql<boolean>`${column} in (${sql.join(list)})`;
    }
    case 'map': {
      const mapped = condition.map[asText(value, title)];
      return mapped ? sql<boolean>`${column} in (${sql.join(mapped)})` : undefined;
    }
    case 'flag':
      return isOn(value) ? sql<boolean>`${column} in (${sql.join(condition.values)})` : undefined;
    case 'currentWeek':
      return isOn(value) ? within(column, weekStart(now), weekStart(now).add(7, 'day')) : undefined;
    case 'currentMonth':
      return isOn(value) ? within(column, now.startOf('month'), now.startOf('month').add(1, 'month')) : undefined;
    case 'month': {
      const start = monthStart(value, title);
      return within(column, start, start.add(1, 'month'));
    }
    case 'monthsAfter': {
      if (!isOn(value)) return undefined;
      const base =
        body[condition.monthParam] === undefined || body[condition.monthParam] === ''
          ? now.startOf('month')
          : monthStart(body[condition.monthParam], title);
      const start = base.add(1, 'month');
      return within(column, start, start.add(condition.months, 'month'));
    }
    case 'coversMonth': {
      const start = monthStart(value, title);
      const end = storedField(entity, condition.endField)!;
      return sql<boolean>`${column} < ${start.add(1, 'month').format(DATE_TIME)}::timestamp and ${sql.ref(`t.${end.column}`)} >= ${start.format(DATE_TIME)}::timestamp`;
    }
    case 'olderThan':
      return isOn(value)
        ? sql<boolean>`${column} < ${now.subtract(condition.hours * 60, 'minute').format(DATE_TIME)}::timestamp`
        : undefined;
    case 'via': {
      const source = condition.via.source;
      // Linked when the catalogue loads (resolve-entities.ts); an unlinked schema is a programming error.
      if (!source) throw new Error(`${entity.name}: the via condition on ${condition.field} is not linked to ${condition.via.entity}`);
      return sql<boolean>`exists (select 1 from ${tableRef(source, schema)} v where v.id = ${column} and ${sql.ref(`v.${source.column}`)} = ${asText(value, title)})`;
    }
  }
}

/** One condition and its `with` equalities (all must hold), or none when the value does not narrow. */
function narrowing(condition: ParamCondition, value: unknown, context: ConditionContext): RawBuilder<boolean>[] {
  const own = conditionOf(condition, value, context);
  if (!own) return [];
  const extra = Object.entries(condition.with ?? {}).map(([field, fixed]) =>
    equalTo(sql.ref(`t.${storedField(context.entity, field)!.column}`), fixed),
  );
  return [own, ...extra];
}

const allOf = (parts: RawBuilder<boolean>[]) => (parts.length === 1 ? parts[0]! : sql<boolean>`(${sql.join(parts, sql` and `)})`);

// Values are bound untyped, so PostgreSQL reads them as the column's type and its indexes still apply.

/**
 * The conditions of the list parameters a query body carries (see ListParam). Values are bound;
 * columns come from the schema only. Empty values add nothing. `schema` is the request's SQL
 * schema, where `via` conditions on the same scope look.
 */
export function paramConditions(entity: EntitySchema, body: Body, now: Dayjs = dayjs(), schema?: string): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  for (const [name, param] of Object.entries(entity.list?.params ?? {})) {
    const value = body[name];
    if (param.match === 'context' || value === undefined || value === null || value === '') continue;
    const context: ConditionContext = { entity, body, now, schema, title: param.title ?? '' };
    if (param.match === 'anyOf') {
      const branches = param.anyOf.map((condition) => narrowing(condition, value, context)).filter((parts) => parts.length > 0);
      if (branches.length > 0) conditions.push(sql<boolean>`(${sql.join(branches.map(allOf), sql` or `)})`);
      continue;
    }
    conditions.push(...narrowing(param, value, { ...context, title: param.title ?? storedField(entity, param.field)!.field.title }));
  }
  return conditions;
}

/** fixedFilters as conditions: the rows this entity's screens may see and touch. */
export function fixedConditions(entity: EntitySchema): RawBuilder<boolean>[] {
  return Object.entries(entity.fixedFilters ?? {}).map(([name, value]) => {
    const stored = storedField(entity, name)!;
    return sql<boolean>`${sql.ref(`t.${stored.column}`)} = ${value}`;
  });
}
