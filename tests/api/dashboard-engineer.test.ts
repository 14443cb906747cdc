import dayjs from 'dayjs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.js';
import { accountId, calendar, countOf, dataOf, hospTable, startDashboardFixture, type DashboardFixture } from './dashboard-fixture.js';

/**
 * Role 01 (engineer) panels: every number equals a count the test makes itself over the records,
 * for the engineer's two hospitals, with and without mine / myMaintain.
 */

const TASK_FIELDS: [string, string][] = [
  ['waiDailyPatrol', 'dailyPatrol'],
  ['waitPatrol', 'patrol'],
  ['waitMaintain', 'maintain'],
  ['waitQuality', 'quality'],
  ['waitMetering', 'metering'],
  ['waitMajorPatrol', 'majorPatrol'],
];
const DELAY_FIELDS: [string, string][] = [
  ['dailyPatrolDelayTotal', 'dailyPatrol'],
  ['partrolDelayTotal', 'patrol'],
  ['maintainDelayTotal', 'maintain'],
  ['qualityDelayTotal', 'quality'],
  ['meteringDelayTotal', 'metering'],
];
const TEAM_PATHS: [string, string, string][] = [
  ['mtc-sum', 'mtc', ''],
  ['daily-partrol-sum', 'task', 'dailyPatrol'],
  ['partrol-sum', 'task', 'patrol'],
  ['dept-patrol-sum', 'task', 'deptPatrol'],
  ['maintain-sum', 'task', 'maintain'],
  ['quality-sum', 'task', 'quality'],
  ['metering-sum', 'task', 'metering'],
  ['major-patrol-sum', 'task', 'majorPatrol'],
];

interface TeamRow {
  engineerId: string;
  engineerName: string;
  jobCount: number;
}

async function teamExpectation(db: Db, hospCode: string, kind: string, taskType: string, cal: ReturnType<typeof calendar>) {
  const jobs =
    kind === 'mtc'
      ? sql`select current_egn_id as pid, current_egn_name as pname, seq_state = '01' as open from ${hospTable(hospCode, 'mtc_order')}
            where seq_state = '01' or (seq_state = '02' and finish_time >= ${cal.monthStart} and finish_time <= ${cal.now})`
      : sql`select person_id as pid, person_name as pname, status in ('02', '03') as open from ${hospTable(hospCode, 'eqp_task')}
            where task_type in (${sql.join(taskType ? [taskType] : ['dailyPatrol', 'patrol', 'deptPatrol', 'majorPatrol', 'maintain', 'quality', 'metering'])})
              and (status in ('02', '03') or (status = '04' and finish_time >= ${cal.monthStart} and finish_time <= ${cal.now}))`;
  const { rows } = await sql<{ pid: string | null; pname: string | null; open: boolean }>`${jobs}`.execute(db);
  const perPerson = new Map<string, TeamRow>();
  for (const row of rows) {
    if (!row.open || !row.pid) continue;
    const entry = perPerson.get(row.pid) ?? { engineerId: row.pid, engineerName: row.pname ?? '', jobCount: 0 };
    entry.jobCount += 1;
    perPerson.set(row.pid, entry);
  }
  return { toBeCompleted: rows.filter((row) => row.open).length, total: rows.length, dataList: [...perPerson.values()] };
}

async function expectations(db: Db) {
  const cal = calendar();
  const engineer = await accountId(db, 'engineer');
  const longWaitBefore = dayjs().subtract(72, 'hour').format('YYYY-MM-DD HH:mm:ss');
  const longMtcBefore = dayjs().subtract(7, 'day').format('YYYY-MM-DD HH:mm:ss');
  const result: Record<string, Record<string, unknown>> = {};
  for (const hospCode of ['10001', '10002']) {
    for (const mine of [true, false]) {
      const me = (column: string) => (mine ? sql`and ${sql.ref(column)} = ${engineer}` : sql``);
      const pending: Record<string, number> = {
        waitMtc: await countOf(db, hospCode, 'mtc_order', sql`seq_state = '01' ${me('current_egn_id')}`),
        waitScrapEqp: await countOf(db, hospCode, 'eqp', sql`state = '04' ${me('first_engineer_id')}`),
      };
      for (const [field, type] of TASK_FIELDS) {
        pending[field] = await countOf(db, hospCode, 'eqp_task', sql`task_type = ${type} and status in ('02', '03') ${me('person_id')}`);
      }
      const unclaimedMine = mine
        ? sql`and eqp_id in (select id from ${hospTable(hospCode, 'eqp')} where first_engineer_id = ${engineer})`
        : sql``;
      const reminders: Record<string, number> = {
        newMtcTotal: await countOf(db, hospCode, 'mtc_order', sql`seq_state = '01' and action_state = '01' ${unclaimedMine}`),
        longWaitTotal:
          (await countOf(
            db,
            hospCode,
            'mtc_order',
            sql`seq_state = '01' and action_state = '01' and apply_time < ${longWaitBefore} ${unclaimedMine}`,
          )) +
          (await countOf(
            db,
            hospCode,
            'mtc_order',
            sql`seq_state = '01' and action_state = '02' and apply_time < ${longWaitBefore} ${me('current_egn_id')}`,
          )),
        longMtcTotal: await countOf(
          db,
          hospCode,
          'mtc_order',
          sql`seq_state = '01' and action_state in ('03', '04', '05', '06') and apply_time < ${longMtcBefore} ${me('current_egn_id')}`,
        ),
      };
      for (const [field, type] of DELAY_FIELDS) {
        reminders[field] = await countOf(db, hospCode, 'eqp_task', sql`task_type = ${type} and status = '03' ${me('person_id')}`);
      }
      reminders.total = Object.values(reminders).reduce((a, b) => a + b, 0);
      const finishedSince = (since: string) =>
        sql`seq_state = '02' and finish_time >= ${since} and finish_time <= ${cal.now} ${me('current_egn_id')}`;
      const maintainedSince = (since: string) =>
        sql`task_type = 'maintain' and status = '04' and finish_time >= ${since} and finish_time <= ${cal.now} ${me('person_id')}`;
      const keyStatistics = {
        eqpTotal: await countOf(db, hospCode, 'eqp', mine ? sql`first_engineer_id = ${engineer}` : sql`true`),
        waitCheckTotal: await countOf(db, hospCode, 'mtc_order', sql`seq_state = '01' and action_state = '07' ${me('current_egn_id')}`),
        weeklyMaintenance: await countOf(db, hospCode, 'mtc_order', finishedSince(cal.weekStart)),
        weeklyMaintain: await countOf(db, hospCode, 'eqp_task', maintainedSince(cal.weekStart)),
        monthMaintenance: await countOf(db, hospCode, 'mtc_order', finishedSince(cal.monthStart)),
        monthMaintain: await countOf(db, hospCode, 'eqp_task', maintainedSince(cal.monthStart)),
      };
      result[`${hospCode}:${mine}`] = { pending, reminders, keyStatistics };
    }
    const team: Record<string, unknown> = {};
    for (const [path, kind, type] of TEAM_PATHS) team[path] = await teamExpectation(db, hospCode, kind, type, cal);
    const all = await teamExpectation(db, hospCode, 'task', '', cal);
    const repairs = await teamExpectation(db, hospCode, 'mtc', '', cal);
    const merged = new Map<string, TeamRow>(all.dataList.map((row) => [row.engineerId, { ...row }]));
    for (const row of repairs.dataList) {
      const entry = merged.get(row.engineerId) ?? { ...row, jobCount: 0 };
      entry.jobCount += row.jobCount;
      merged.set(row.engineerId, entry);
    }
    team['sub-group'] = {
      toBeCompleted: all.toBeCompleted + repairs.toBeCompleted,
      total: all.total + repairs.total,
      dataList: [...merged.values()],
    };
    const { rows: company } = await sql<{ eqpCount: number; netEqpCount: number; totalPrice: string }>`
      select count(*)::int as "eqpCount", count(*) filter (where net_flag)::int as "netEqpCount", coalesce(sum(price), 0)::text as "totalPrice"
      from ${hospTable(hospCode, 'eqp')}`.execute(db);
    const { rows: increase } = await sql<{ eqpCount: number; totalPrice: string }>`
      select count(*)::int as "eqpCount", coalesce(sum(price), 0)::text as "totalPrice" from ${hospTable(hospCode, 'eqp')}
      where to_char(enable_date, 'YYYY-MM') = ${cal.month}`.execute(db);
    const { rows: notDone } = await sql<{ id: string }>`
      select id from ${hospTable(hospCode, 'mtc_order')} where seq_state = '01' and current_egn_id = ${engineer}
      order by apply_time desc, id desc`.execute(db);
    result[hospCode] = { team, company: company[0], increase: increase[0], notDoneIds: notDone.map((row) => row.id) };
  }
  return { engineer, result };
}

let fixture: DashboardFixture<Awaited<ReturnType<typeof expectations>>>;
let token: string;
beforeAll(async () => {
  fixture = await startDashboardFixture(expectations);
  token = await fixture.token('engineer');
});
afterAll(async () => {
  await fixture?.stop();
});

const post = <T>(path: string, body: unknown) => fixture.api.post<T>(path, body, { token });
const byPerson = (list: TeamRow[]) => [...list].sort((a, b) => a.engineerId.localeCompare(b.engineerId));

describe.each(['10001', '10002'])('engineer home panels of %s', (hospCode) => {
  it('session info says role 01 and gives the account id', async () => {
    expect(dataOf(await post('/api/dashboard/session-info', { hospCode }))).toEqual({ acctRoleType: '01', id: fixture.expected.engineer });
  });

  it.each([true, false])('pending counts (mine=%s) equal the open work counted in the records', async (mine) => {
    const expected = fixture.expected.result[`${hospCode}:${mine}`]!;
    const data = dataOf(await post<Record<string, number>>('/api/dashboard/engineer-sum', { hospCode, mine }));
    expect(data).toEqual(expected.pending);
    expect(Object.keys(data)).toEqual([
      'waitMtc',
      'waiDailyPatrol',
      'waitPatrol',
      'waitMaintain',
      'waitQuality',
      'waitMetering',
      'waitScrapEqp',
      'waitMajorPatrol',
    ]);
    if (mine) for (const value of Object.values(data)) expect(value).toBeGreaterThan(0);
  });

  it.each([true, false])('item reminders (mine=%s) equal the records, total their sum', async (mine) => {
    const data = dataOf(await post<Record<string, number>>('/api/dashboard/item-remind-count', { hospCode, mine }));
    expect(data).toEqual(fixture.expected.result[`${hospCode}:${mine}`]!.reminders);
    if (mine) for (const value of Object.values(data)) expect(value).toBeGreaterThan(0);
  });

  it.each([true, false])('key statistics (myMaintain=%s) equal the records', async (myMaintain) => {
    const data = dataOf(await post<Record<string, number>>('/api/finish-work-record', { hospCode, myMaintain }));
    expect(data).toEqual(fixture.expected.result[`${hospCode}:${myMaintain}`]!.keyStatistics);
    if (myMaintain) for (const value of Object.values(data)) expect(value).toBeGreaterThan(0);
  });

  it.each(TEAM_PATHS.map(([path]) => path))('team summary %s equals the records, busiest first', async (path) => {
    const expected = (
      fixture.expected.result[hospCode]!.team as Record<string, { toBeCompleted: number; total: number; dataList: TeamRow[] }>
    )[path]!;
    const data = dataOf(await post<{ toBeCompleted: number; total: number; dataList: TeamRow[] }>(`/api/dashboard/${path}`, { hospCode }));
    expect(data.toBeCompleted).toBe(expected.toBeCompleted);
    expect(data.total).toBe(expected.total);
    expect(byPerson(data.dataList)).toEqual(byPerson(expected.dataList));
    const counts = data.dataList.map((row) => row.jobCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(data.toBeCompleted).toBeGreaterThan(0);
  });

  it('sub-group-sum-info (query parameters) sums every job type per engineer', async () => {
    const expected = (
      fixture.expected.result[hospCode]!.team as Record<string, { toBeCompleted: number; total: number; dataList: TeamRow[] }>
    )['sub-group']!;
    const response = await fixture.api.post<{ toBeCompleted: number; total: number; dataList: TeamRow[] }>(
      `/api/dashboard/sub-group-sum-info?hospCode=${hospCode}`,
      undefined,
      { token },
    );
    const data = dataOf(response);
    expect({ ...data, dataList: byPerson(data.dataList) }).toEqual({ ...expected, dataList: byPerson(expected.dataList) });
    const one = dataOf(
      await fixture.api.post<unknown>(`/api/dashboard/sub-group-sum-info?hospCode=${hospCode}&taskType=maintain`, undefined, { token }),
    );
    const maintain = dataOf(await post<{ dataList: TeamRow[] }>('/api/dashboard/maintain-sum', { hospCode }));
    expect({ ...(one as object), dataList: byPerson((one as { dataList: TeamRow[] }).dataList) }).toEqual({
      ...maintain,
      dataList: byPerson(maintain.dataList),
    });
  });

  it("company summary and this month's increase equal the ledger", async () => {
    const { company, increase } = fixture.expected.result[hospCode] as {
      company: { eqpCount: number; netEqpCount: number; totalPrice: string };
      increase: { eqpCount: number; totalPrice: string };
    };
    expect(dataOf(await post('/api/dashboard/company-sum-info', { hospCode }))).toEqual({
      ...company,
      totalPrice: Number(company.totalPrice),
    });
    expect(dataOf(await post('/api/dashboard/month-eqp-increased-sum', { hospCode }))).toEqual({
      ...increase,
      totalPrice: Number(increase.totalPrice),
    });
  });

  it("eqp-not-done lists the engineer's unfinished orders, newest first, up to limit", async () => {
    const ids = fixture.expected.result[hospCode]!.notDoneIds as string[];
    const all = dataOf(
      await post<{ id: string; hospCode: string; currentEgnName: string }[]>('/api/eqp-not-done', { hospCode, mine: true, limit: 200 }),
    );
    expect(all.map((row) => row.id)).toEqual(ids);
    expect(all.every((row) => row.hospCode === hospCode && row.currentEgnName === '张工程师')).toBe(true);
    const two = dataOf(await post<{ id: string }[]>('/api/eqp-not-done', { hospCode, mine: true, limit: 2 }));
    expect(two.map((row) => row.id)).toEqual(ids.slice(0, 2));
  });
});
