import dayjs from 'dayjs';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadEntity } from '../schema/load-entity';
import type { EntitySchema } from '../schema/entity-types';
import { fixedConditions, paramConditions } from './list-params';

const compiler = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const compiled = (conditions: RawBuilder<boolean>[]) =>
  conditions.map((condition) => {
    const query = condition.compile(compiler);
    return { sql: query.sql, parameters: query.parameters };
  });

const entity: EntitySchema = loadEntity({
  name: 'task',
  title: '任务',
  kind: 'list',
  scope: 'hospital',
  table: 'task',
  endpoint: '/db/task',
  operations: ['query'],
  permissions: { query: 'x' },
  fixedFilters: { kind: 'patrol' },
  fields: {
    kind: { type: 'string', title: '类型' },
    personId: { type: 'string', title: '人员' },
    status: { type: 'string', title: '状态' },
    dueDate: { type: 'string', format: 'date', title: '到期日' },
    finishTime: { type: 'string', format: 'date-time', title: '完成时间' },
    startDate: { type: 'string', format: 'date', title: '开始' },
    endDate: { type: 'string', format: 'date', title: '结束' },
  },
  list: {
    columns: ['status'],
    params: {
      patrolPersonId: { field: 'personId', match: 'equals' },
      patrolStatusList: { field: 'status', match: 'in' },
      notFinish: { field: 'status', match: 'flag', values: ['02', '03'], title: '未完成' },
      weekFinish: { field: 'finishTime', match: 'currentWeek' },
      time: { match: 'context' },
      aboutDue: { field: 'dueDate', match: 'monthsAfter', monthParam: 'time', months: 3 },
      covers: { field: 'startDate', match: 'coversMonth', endField: 'endDate' },
      countDown: { field: 'status', match: 'map', map: { '0': ['03'] }, title: '已超期' },
      dueWithin: { field: 'dueDate', match: 'month', with: { kind: 'patrol' } },
    },
  },
  dialogs: {},
});

// A Wednesday: the week starts on Monday 2026-11-16.
const NOW = dayjs('2026-11-18 10:00:00');

describe('paramConditions', () => {
  it('turns each parameter into one bound condition on its column', () => {
    const body = { patrolPersonId: 'p1', patrolStatusList: '02,03', notFinish: 'true', weekFinish: true };
    expect(compiled(paramConditions(entity, body, NOW))).toEqual([
      { sql: '"t"."person_id" = $1', parameters: ['p1'] },
      { sql: '"t"."status" in ($1, $2)', parameters: ['02', '03'] },
      { sql: '"t"."status" in ($1, $2)', parameters: ['02', '03'] },
      {
        sql: '"t"."finish_time" >= $1::timestamp and "t"."finish_time" < $2::timestamp',
        parameters: ['2026-11-16 00:00:00', '2026-11-23 00:00:00'],
      },
    ]);
  });

  it('adds nothing for an empty value or a flag that is not on', () => {
    expect(paramConditions(entity, { patrolPersonId: '', notFinish: 'false', weekFinish: '0', time: '2026-11' }, NOW)).toEqual([]);
  });

  it('reads the month of another parameter for monthsAfter, and covers a month with two fields', () => {
    expect(compiled(paramConditions(entity, { time: '2026-11', aboutDue: '1', covers: '2026-11' }, NOW))).toEqual([
      { sql: '"t"."due_date" >= $1::timestamp and "t"."due_date" < $2::timestamp', parameters: ['2026-12-01 00:00:00', '2027-03-01 00:00:00'] },
      { sql: '"t"."start_date" < $1::timestamp and "t"."end_date" >= $2::timestamp', parameters: ['2026-12-01 00:00:00', '2026-11-01 00:00:00'] },
    ]);
  });

  it('maps a value to codes, and adds the with-equalities of a parameter that narrows', () => {
    expect(compiled(paramConditions(entity, { countDown: '0', dueWithin: '2026-11' }, NOW))).toEqual([
      { sql: '"t"."status" in ($1)', parameters: ['03'] },
      { sql: '"t"."due_date" >= $1::timestamp and "t"."due_date" < $2::timestamp', parameters: ['2026-11-01 00:00:00', '2026-12-01 00:00:00'] },
      { sql: '"t"."kind" = $1', parameters: ['patrol'] },
    ]);
    expect(paramConditions(entity, { countDown: '5' }, NOW)).toEqual([]);
  });

  it('refuses a month that is not yyyy-MM', () => {
    expect(() => paramConditions(entity, { covers: '2026/11' }, NOW)).toThrow('开始应为年月（yyyy-MM）');
  });

  it('keeps fixed filters as conditions too', () => {
    expect(compiled(fixedConditions(entity))).toEqual([{ sql: '"t"."kind" = $1', parameters: ['patrol'] }]);
  });
});
