import dayjs from 'dayjs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.js';
import { dataOf, hospTable, startDashboardFixture, type DashboardFixture } from './dashboard-fixture.js';

/**
 * POST /api/dashboard/maintenance-cycle-table (the /maintenance-table cockpit): every plan × every
 * month of the year, done / due / overdue counts equal the test's own count over the tasks.
 */

const PATH = '/api/dashboard/maintenance-cycle-table';
const TYPE_ORDER = ['dailyPatrol', 'patrol', 'deptPatrol', 'majorPatrol', 'maintain', 'quality', 'metering'];

interface Cell {
  month: string;
  done: number;
  due: number;
  overdue: number;
}

async function tableOf(db: Db, hospCode: string, year: number) {
  const plans = await sql<{ planId: string; planName: string; taskType: string; cycleDays: number }>`
    select id as "planId", plan_name as "planName", task_type as "taskType", cycle_days as "cycleDays"
    from ${hospTable(hospCode, 'task_plan')}`.execute(db);
  const months = Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
  const cellOf = async (planId: string, month: string): Promise<Cell> => {
    const { rows } = await sql<{ status: string; n: number }>`
      select status, count(*)::int as n from ${hospTable(hospCode, 'eqp_task')}
      where plan_id = ${planId} and to_char(due_date, 'YYYY-MM') = ${month} group by status`.execute(db);
    const of = (...statuses: string[]) => rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.n, 0);
    return { month, done: of('04'), due: of('01', '02'), overdue: of('03') };
  };
  const ordered = [...plans.rows].sort((a, b) => TYPE_ORDER.indexOf(a.taskType) - TYPE_ORDER.indexOf(b.taskType));
  const result = [];
  for (const plan of ordered) {
    const cells: Cell[] = [];
    for (const month of months) cells.push(await cellOf(plan.planId, month));
    result.push({ ...plan, cycleDays: Number(plan.cycleDays), cells });
  }
  return { year, months, plans: result };
}

const thisYear = dayjs().year();

async function expectations(db: Db) {
  return {
    '10001': await tableOf(db, '10001', thisYear),
    '10003': await tableOf(db, '10003', thisYear),
    last10001: await tableOf(db, '10001', thisYear - 1),
  };
}

type Expected = Awaited<ReturnType<typeof expectations>>;
let fixture: DashboardFixture<Expected>;
beforeAll(async () => {
  fixture = await startDashboardFixture(expectations);
});
afterAll(async () => {
  await fixture?.stop();
});

describe('maintenance cycle table', () => {
  it.each([
    { user: 'manager', hospCode: '10001' },
    { user: 'director', hospCode: '10003' },
  ] as const)('gives $user every plan of $hospCode by month of this year', async ({ user, hospCode }) => {
    const token = await fixture.token(user);
    const data = dataOf(await fixture.api.post<Expected['10001']>(PATH, { hospCode }, { token }));
    expect(data).toEqual(fixture.expected[hospCode]);
    // The demo's seven plans, one per task type, with tasks due this year in done, due and overdue cells.
    expect(data.plans.map((plan) => plan.taskType)).toEqual(TYPE_ORDER);
    const cells = data.plans.flatMap((plan) => plan.cells);
    for (const key of ['done', 'due', 'overdue'] as const) expect(cells.some((cell) => cell[key] > 0)).toBe(true);
  });

  it('answers another year when asked', async () => {
    const token = await fixture.token('manager');
    const data = dataOf(await fixture.api.post(PATH, { hospCode: '10001', year: thisYear - 1 }, { token }));
    expect(data).toEqual(fixture.expected.last10001);
  });

  it('refuses a hospital the caller is not bound to, no session, and bad input', async () => {
    const token = await fixture.token('manager');
    expect((await fixture.api.post(PATH, { hospCode: '10003' }, { token })).body).toEqual({
      code: '403',
      msg: '您没有该医院的访问权限',
      data: null,
    });
    expect((await fixture.api.post(PATH, { hospCode: '10001' })).body.code).toBe('098');
    expect((await fixture.api.post(PATH, {}, { token })).body).toEqual({ code: '001', msg: '缺少必填参数 hospCode', data: null });
    expect((await fixture.api.post(PATH, { hospCode: '10001', year: '2026' }, { token })).body).toEqual({
      code: '001',
      msg: '参数 year 类型错误，应为整数',
      data: null,
    });
    expect((await fixture.api.post(PATH, { hospCode: '10001', year: 1999 }, { token })).body).toEqual({
      code: '001',
      msg: '参数 year 不能小于 2000',
      data: null,
    });
  });
});
