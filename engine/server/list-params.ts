import dayjs, { type Dayjs } from 'dayjs';
import { sql, type RawBuilder } from 'kysely';
import type { EntitySchema, ListParam } from '../schema/entity-types';
import { badInput } from './entity-context';
import { storedField } from './sql-mapping';
import type { Body } from './request-checks';

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

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

/** [from, to) as bound values, compared with the column's own type (date or timestamp). */
const within = (column: RawBuilder<unknown>, from: Dayjs, to: Dayjs) =>
  sql<boolean>`${column} >= ${from.format(DATE_TIME)}::timestamp and ${column} < ${to.format(DATE_TIME)}::timestamp`;

/** Monday, as weeks start in China (the dashboards count the same way). */
const weekStart = (now: Dayjs) => now.startOf('day').subtract((now.day() + 6) % 7, 'day');

function conditionOf(entity: EntitySchema, param: Exclude<ListParam, { match: 'context' }>, value: unknown, body: Body, now: Dayjs) {
  const stored = storedField(entity, param.field)!;
  const column = sql.ref(`t.${stored.column}`);
  const title = param.title ?? stored.field.title;
  switch (param.match) {
    case 'equals':
      return sql<boolean>`${column} = ${asText(value, title)}`;
    case 'contains':
      return sql<boolean>`${column}::text ilike ${`%${asText(value, title).replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`;
    case 'in': {
      const list = (Array.isArray(value) ? value : asText(value, title).split(',')).map((item) => asText(item, title).trim()).filter(Boolean);
      if (list.length === 0) return undefined;
      if (list.length > 50) throw badInput(`${title}最多50项`);
      return sql<boolean>`${column} in (${sql.join(list)})`;
    }
    case 'map': {
      const mapped = param.map[asText(value, title)];
      return mapped ? sql<boolean>`${column} in (${sql.join(mapped)})` : undefined;
    }
    case 'flag':
      return isOn(value) ? sql<boolean>`${column} in (${sql.join(param.values)})` : undefined;
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
      const base = body[param.monthParam] === undefined || body[param.monthParam] === '' ? now.startOf('month') : monthStart(body[param.monthParam], title);
      const start = base.add(1, 'month');
      return within(column, start, start.add(param.months, 'month'));
    }
    case 'coversMonth': {
      const start = monthStart(value, title);
      const end = storedField(entity, param.endField)!;
      return sql<boolean>`${column} < ${start.add(1, 'month').format(DATE_TIME)}::timestamp and ${sql.ref(`t.${end.column}`)} >= ${start.format(DATE_TIME)}::timestamp`;
    }
  }
}

// Values are bound untyped, so PostgreSQL reads them as the column's type and its indexes still apply.

/**
 * The conditions of the list parameters a query body carries (see ListParam). Values are bound;
 * columns come from the schema only. Empty values add nothing.
 */
export function paramConditions(entity: EntitySchema, body: Body, now: Dayjs = dayjs()): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  for (const [name, param] of Object.entries(entity.list?.params ?? {})) {
    const value = body[name];
    if (param.match === 'context' || value === undefined || value === null || value === '') continue;
    const condition = conditionOf(entity, param, value, body, now);
    if (!condition) continue;
    conditions.push(condition);
    for (const [field, fixed] of Object.entries(param.with ?? {})) {
      conditions.push(sql<boolean>`${sql.ref(`t.${storedField(entity, field)!.column}`)} = ${fixed}`);
    }
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
