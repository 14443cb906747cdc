import dayjs from 'dayjs';
import type { RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadEntity } from '../schema/load-entity';
import { resolveEntities } from '../schema/resolve-entities';
import type { EntitySchema } from '../schema/entity-types';
import { fixedConditions, paramConditions } from './list-params';
import { sqlOnlyDb } from './test-support/sql-only-db';

const compiler = sqlOnlyDb();
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
      {
        sql: '"t"."due_date" >= $1::timestamp and "t"."due_date" < $2::timestamp',
        parameters: ['2026-12-01 00:00:00', '2027-03-01 00:00:00'],
      },
      {
        sql: '"t"."start_date" < $1::timestamp and "t"."end_date" >= $2::timestamp',
        parameters: ['2026-12-01 00:00:00', '2026-11-01 00:00:00'],
      },
    ]);
  });

  it('maps a value to codes, and adds the with-equalities of a parameter that narrows', () => {
    expect(compiled(paramConditions(entity, { countDown: '0', dueWithin: '2026-11' }, NOW))).toEqual([
      { sql: '"t"."status" in ($1)', parameters: ['03'] },
      {
        sql: '"t"."due_date" >= $1::timestamp and "t"."due_date" < $2::timestamp',
        parameters: ['2026-11-01 00:00:00', '2026-12-01 00:00:00'],
      },
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

describe('conditions through another table, any-of and age', () => {
  const [, order] = resolveEntities({
    eqp: {
      name: 'eqp',
      title: '设备',
      kind: 'list',
      scope: 'hospital',
      table: 'eqp',
      endpoint: '/db/eqp',
      operations: ['query'],
      permissions: { query: 'x' },
      fields: { firstEngineerId: { type: 'string', title: '第一责任工程师' } },
      list: { columns: ['firstEngineerId'] },
      dialogs: {},
    },
    order: {
      name: 'order',
      title: '工单',
      kind: 'list',
      scope: 'hospital',
      table: 'mtc_order',
      endpoint: '/db/order',
      operations: ['query'],
      permissions: { query: 'x' },
      fields: {
        eqpId: { type: 'string', title: '设备' },
        currentEgnId: { type: 'string', title: '维修工程师' },
        actionState: { type: 'string', title: '维修进度' },
        applyTime: { type: 'string', format: 'date-time', title: '报修时间' },
      },
      list: {
        columns: ['eqpId'],
        params: {
          eqpEngineer: { field: 'eqpId', match: 'via', via: { entity: 'eqp', field: 'firstEngineerId' } },
          responsible: {
            match: 'anyOf',
            anyOf: [
              { field: 'eqpId', match: 'via', via: { entity: 'eqp', field: 'firstEngineerId' }, with: { actionState: '01' } },
              { field: 'currentEgnId', match: 'equals', with: { actionState: ['02', '03'] } },
            ],
          },
          longWait: { field: 'applyTime', match: 'olderThan', hours: 72, with: { actionState: ['01', '02'] } },
        },
      },
      dialogs: {},
    },
  });

  it('via: an EXISTS sub-select on the other entity in the request schema, the value bound', () => {
    expect(compiled(paramConditions(order!, { eqpEngineer: 'e1' }, NOW, 'hosp_10001'))).toEqual([
      { sql: 'exists (select 1 from "hosp_10001"."eqp" v where v.id = "t"."eqp_id" and "v"."first_engineer_id" = $1)', parameters: ['e1'] },
    ]);
  });

  it('anyOf: the branches joined by or, each with its with-equalities (a list is any of its values)', () => {
    expect(compiled(paramConditions(order!, { responsible: 'e1' }, NOW, 'hosp_10001'))).toEqual([
      {
        sql:
          '((exists (select 1 from "hosp_10001"."eqp" v where v.id = "t"."eqp_id" and "v"."first_engineer_id" = $1) and "t"."action_state" = $2)' +
          ' or ("t"."current_egn_id" = $3 and "t"."action_state" in ($4, $5)))',
        parameters: ['e1', '01', 'e1', '02', '03'],
      },
    ]);
  });

  it('olderThan: a flag for records before now minus the hours', () => {
    expect(compiled(paramConditions(order!, { longWait: 'true' }, NOW))).toEqual([
      { sql: '"t"."apply_time" < $1::timestamp', parameters: ['2026-11-15 10:00:00'] },
      { sql: '"t"."action_state" in ($1, $2)', parameters: ['01', '02'] },
    ]);
    expect(paramConditions(order!, { longWait: 'false' }, NOW)).toEqual([]);
  });
});
