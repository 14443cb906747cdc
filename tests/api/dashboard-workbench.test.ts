import dayjs from 'dayjs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.js';
import { accountId, calendar, countOf, dataOf, hospTable, startDashboardFixture, type DashboardFixture } from './dashboard-fixture.js';

/**
 * Role 02 (manager, 10001) and role 03 (director, 10003) panels, the other dashboard calls and
 * /api/data-analysis: every number equals the test's own count over the records.
 */

const ACTION_FIELDS = [
  'tobeApply',
  'waitMtc',
  'mtcingCount',
  'waitAccCount',
  'accArriveCount',
  'extraMtcCount',
  'tobeCheckCount',
  'otherCount',
];
const TASK_COUNT_FIELDS: [string, string][] = [
  ['dailyPatrolCount', 'dailyPatrol'],
  ['patrolDetailCount', 'patrol'],
  ['maintainCount', 'maintain'],
  ['qualityCount', 'quality'],
  ['majorPatrolCount', 'majorPatrol'],
  ['meteringCount', 'metering'],
];

const lastSixMonths = () => [dayjs().subtract(5, 'month').format('YYYY-MM'), dayjs().format('YYYY-MM')];

async function hospitalExpectations(db: Db, hospCode: string) {
  const cal = calendar();
  const eqp = hospTable(hospCode, 'eqp');
  const tags = await sql<{
    tagCode: string;
    tagName: string;
    eqpCount: number;
    normalCount: number;
    mtcCount: number;
    usingCount: number;
    totalPrice: string;
  }>`
    select e.tag_code as "tagCode", t.tag_name as "tagName", count(*)::int as "eqpCount",
      count(*) filter (where e.state = '01')::int as "normalCount", count(*) filter (where e.state in ('02', '03'))::int as "mtcCount",
      count(*) filter (where e.use_state)::int as "usingCount", sum(e.price)::text as "totalPrice"
    from ${eqp} e join ${hospTable(hospCode, 'eqp_tag')} t on t.tag_code = e.tag_code
    group by e.tag_code, t.tag_name order by count(*) desc, e.tag_code`.execute(db);
  const total = await sql<{ n: number; price: string }>`select count(*)::int as n, sum(price)::text as price from ${eqp}`.execute(db);
  const states: Record<string, number> = {};
  for (const state of ['01', '02', '03', '04']) states[state] = await countOf(db, hospCode, 'eqp', sql`state = ${state}`);
  const actions: Record<string, number> = {};
  for (const [index, field] of ACTION_FIELDS.entries()) {
    actions[field] = await countOf(db, hospCode, 'mtc_order', sql`seq_state = '01' and action_state = ${`0${index + 1}`}`);
  }
  const repairIds = await sql<{ id: string }>`
    select id from ${hospTable(hospCode, 'mtc_order')} where seq_state = '01' order by apply_time desc, id desc limit 6`.execute(db);
  const preventive: Record<string, Record<string, number>> = { 本月计划: {}, 本月已完成: {}, 待执行: {}, 已超期: {} };
  for (const [field, type] of TASK_COUNT_FIELDS) {
    const of = (where: ReturnType<typeof sql>) => countOf(db, hospCode, 'eqp_task', sql`task_type = ${type} and ${where}`);
    preventive.本月计划![field] = await of(sql`to_char(due_date, 'YYYY-MM') = ${cal.month}`);
    preventive.本月已完成![field] = await of(sql`status = '04' and to_char(finish_time, 'YYYY-MM') = ${cal.month}`);
    preventive.待执行![field] = await of(sql`status = '02'`);
    preventive.已超期![field] = await of(sql`status = '03'`);
  }
  const [from, to] = lastSixMonths();
  const bootByMonth = await sql<{ mouth: string; boot: number; monitored: number }>`
    select to_char(boot_month, 'YYYY-MM') as mouth, sum(boot_days)::int as boot, sum(monitored_days)::int as monitored
    from ${hospTable(hospCode, 'eqp_boot_record')} where to_char(boot_month, 'YYYY-MM') between ${from} and ${to}
    group by 1 order by 1`.execute(db);
  const bootByDept = await sql<{ deptName: string; boot: number; monitored: number }>`
    select d.dept_name as "deptName", sum(b.boot_days)::int as boot, sum(b.monitored_days)::int as monitored
    from ${hospTable(hospCode, 'eqp_boot_record')} b join ${hospTable(hospCode, 'dept')} d on d.id = b.dept_id
    where to_char(b.boot_month, 'YYYY-MM') between ${from} and ${to}
    group by b.dept_id, d.dept_name order by d.dept_name, b.dept_id`.execute(db);
  const monthStart = dayjs().startOf('month');
  const acct = sql`and acct_check = '02'`;
  const coverage = {
    insured: await countOf(
      db,
      hospCode,
      'eqp',
      sql`insured_start_date < ${monthStart.add(1, 'month').format('YYYY-MM-DD')} and insured_end_date >= ${monthStart.format('YYYY-MM-DD')} ${acct}`,
    ),
    guar: await countOf(db, hospCode, 'eqp', sql`to_char(guar_end_date, 'YYYY-MM') = ${cal.month} ${acct}`),
    aboutGuar: await countOf(
      db,
      hospCode,
      'eqp',
      sql`guar_end_date >= ${monthStart.add(1, 'month').format('YYYY-MM-DD')} and guar_end_date < ${monthStart.add(4, 'month').format('YYYY-MM-DD')} ${acct}`,
    ),
    guarAll: await countOf(db, hospCode, 'eqp', sql`to_char(guar_end_date, 'YYYY-MM') = ${cal.month}`),
  };
  const large = await sql<{ id: string }>`select id from ${eqp} where price >= 1000000 order by price desc, id`.execute(db);
  const analysis = {
    typeCount: tags.rows.map((row) => ({ tagCode: row.tagCode, tagName: row.tagName, eqpCount: row.eqpCount })),
    deptCount: (
      await sql<{ deptId: string; deptName: string; eqpCount: number; totalPrice: string }>`
      select e.dept_id as "deptId", d.dept_name as "deptName", count(*)::int as "eqpCount", sum(e.price)::text as "totalPrice"
      from ${eqp} e join ${hospTable(hospCode, 'dept')} d on d.id = e.dept_id group by e.dept_id, d.dept_name`.execute(db)
    ).rows,
    priceRank: (
      await sql<{
        id: string;
        price: string;
      }>`select e.id, e.price::text as price from ${eqp} e order by e.price desc, e.id limit 5`.execute(db)
    ).rows,
    monthlyDept: (
      await sql<{ mouth: string; deptId: string; mtcCount: number }>`
      select to_char(apply_time, 'YYYY-MM') as mouth, dept_id as "deptId", count(*)::int as "mtcCount"
      from ${hospTable(hospCode, 'mtc_order')} where to_char(apply_time, 'YYYY-MM') between ${from} and ${to} group by 1, 2`.execute(db)
    ).rows,
    monthlyWork: (
      await sql<{ mouth: string; engineerId: string; finishCount: number; workHours: string }>`
      select to_char(finish_time, 'YYYY-MM') as mouth, current_egn_id as "engineerId", count(*)::int as "finishCount", sum(work_hours)::text as "workHours"
      from ${hospTable(hospCode, 'mtc_order')} where seq_state = '02' and to_char(finish_time, 'YYYY-MM') between ${from} and ${to} group by 1, 2`.execute(
        db,
      )
    ).rows,
    monthlyEngineer: (
      await sql<{ mouth: string; engineerId: string; mtcCount: number }>`
      select to_char(apply_time, 'YYYY-MM') as mouth, current_egn_id as "engineerId", count(*)::int as "mtcCount"
      from ${hospTable(hospCode, 'mtc_order')} where current_egn_id is not null and to_char(apply_time, 'YYYY-MM') between ${from} and ${to} group by 1, 2`.execute(
        db,
      )
    ).rows,
    transfers: (
      await sql<{ mouth: string; engineerId: string; transferCount: number }>`
      select to_char(apply_time, 'YYYY-MM') as mouth, current_egn_id as "engineerId", count(*)::int as "transferCount"
      from ${hospTable(hospCode, 'mtc_order')} where transfer_count > 0 and current_egn_id is not null
        and to_char(apply_time, 'YYYY-MM') between ${from} and ${to} group by 1, 2`.execute(db)
    ).rows,
  };
  return {
    tags: tags.rows,
    total: { eqpCount: total.rows[0]!.n, totalPrice: Number(total.rows[0]!.price) },
    states,
    actions,
    repairIds: repairIds.rows.map((row) => row.id),
    preventive,
    bootByMonth: bootByMonth.rows,
    bootByDept: bootByDept.rows,
    coverage,
    largeIds: large.rows.map((row) => row.id),
    analysis,
  };
}

async function expectations(db: Db) {
  return {
    manager: await accountId(db, 'manager'),
    director: await accountId(db, 'director'),
    '10001': await hospitalExpectations(db, '10001'),
    '10003': await hospitalExpectations(db, '10003'),
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

const CASES = [
  { user: 'manager', hospCode: '10001', role: '02' },
  { user: 'director', hospCode: '10003', role: '03' },
] as const;

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const sortBy = <T>(list: T[], key: (item: T) => string) => [...list].sort((a, b) => key(a).localeCompare(key(b)));

describe.each(CASES)('home panels of $user in $hospCode', ({ user, hospCode, role }) => {
  let token: string;
  let expected: Expected['10001'];
  beforeAll(async () => {
    token = await fixture.token(user);
    expected = fixture.expected[hospCode];
  });
  const post = <T>(path: string, body: object = {}) => fixture.api.post<T>(path, { hospCode, ...body }, { token }).then(dataOf);

  it(`session info says role ${role}`, async () => {
    expect(await post('/api/dashboard/session-info')).toEqual({ acctRoleType: role, id: fixture.expected[user] });
  });

  it('top summary counts all equipment and sums their prices', async () => {
    expect(await post('/db/workbench/eqp-count-price-uery')).toEqual(expected.total);
  });

  it('tag share, running status and usage rate follow the ledger per tag', async () => {
    const all = expected.total.eqpCount;
    const share = expected.tags.map((t) => ({
      tagName: t.tagName,
      tagCode: t.tagCode,
      eqpCount: t.eqpCount,
      tagRate: rate(t.eqpCount, all),
    }));
    expect(await post('/db/workbench/eqp-tag-count-rate-query')).toEqual(share);
    expect(await post('/api/eqp-asset-distribution-pc')).toEqual(share);
    const running = expected.tags.map((t) => ({
      tagName: t.tagName,
      tagCode: t.tagCode,
      eqpCount: t.eqpCount,
      normalCount: t.normalCount,
      mtcCount: t.mtcCount,
    }));
    expect(await post('/db/workbench/eqp-mtc-and-normal-count-query')).toEqual(running);
    expect(await post('/api/eqp-running-rate')).toEqual(running);
    expect(await post('/db/workbench/eqp-tag-use-rate-query')).toEqual(
      expected.tags.map((t) => ({
        tagName: t.tagName,
        tagCode: t.tagCode,
        eqpCount: t.eqpCount,
        usingCount: t.usingCount,
        useRate: rate(t.usingCount, t.eqpCount),
      })),
    );
  });

  it('equipment state counts each state', async () => {
    const s = expected.states;
    expect(await post('/db/workbench/eqp-status-rate-query')).toEqual({
      normalCount: s['01'],
      waitMtcCount: s['02'],
      mtcingCount: s['03'],
      waitScrapCount: s['04'],
      allCount: expected.total.eqpCount,
    });
    for (const value of Object.values(s)) expect(value).toBeGreaterThan(0);
  });

  it('repair status counts unfinished orders per action state, each non-zero', async () => {
    const data = await post<Record<string, number>>('/db/workbench/eqp-mtc-status-count-query');
    expect(data).toEqual(expected.actions);
    expect(Object.keys(data)).toEqual(ACTION_FIELDS);
    for (const value of Object.values(data)) expect(value).toBeGreaterThan(0);
  });

  it('repair list gives the newest unfinished orders with the seed fields', async () => {
    const list = await post<Record<string, unknown>[]>('/db/workbench/mtc-eqp-list-query', { limit: 6 });
    expect(list.map((row) => row.id)).toEqual(expected.repairIds);
    expect(Object.keys(list[0]!)).toEqual([
      'id',
      'actionState',
      'actionStateDesc',
      'deptId',
      'deptName',
      'eqpName',
      'eqpBrand',
      'eqpModel',
      'factSerialNo',
      'hospCode',
      'currentEgnName',
      'currentEgnPhone',
      'applyTime',
    ]);
    expect(list.every((row) => row.hospCode === hospCode)).toBe(true);
  });

  it("preventive tasks count this month's plan, this month's completions, to-do and overdue per type", async () => {
    const data = await post<{ taskDesc: string; taskCountInfo: Record<string, number> }[]>('/db/workbench/work-count-query');
    expect(data.map((item) => item.taskDesc)).toEqual(['本月计划', '本月已完成', '待执行', '已超期']);
    for (const item of data) expect(item.taskCountInfo).toEqual(expected.preventive[item.taskDesc]);
  });

  it('monthly boot rate over six months equals boot days over monitored days, month by month', async () => {
    const data = await post<{ mouth: string; eqpBootRate: number }[]>('/db/workbench/eqp-group-mouth-query', { reqDate: lastSixMonths() });
    expect(data).toEqual(expected.bootByMonth.map((row) => ({ mouth: row.mouth, eqpBootRate: rate(row.boot, row.monitored) })));
    expect(data).toHaveLength(6);
  });

  it('refuses a monthly boot rate range of seven months', async () => {
    const response = await fixture.api.post(
      '/db/workbench/eqp-group-mouth-query',
      { hospCode, reqDate: [dayjs().subtract(6, 'month').format('YYYY-MM'), dayjs().format('YYYY-MM')] },
      { token },
    );
    expect(response.body).toEqual({ code: '001', msg: '设备开机率最多选择六个月内的区间', data: null });
  });

  it('boot rate per department equals the records of the range', async () => {
    const data = await post<{ resList: { deptName: string; eqpBootRate: number }[] }>('/api/dashboard/eqp-boot-rate', {
      reqDate: lastSixMonths(),
    });
    expect(data.resList).toEqual(
      expected.bootByDept.map((row) => ({ deptName: row.deptName, eqpBootRate: rate(row.boot, row.monitored) })),
    );
  });

  it('insured, out-of-warranty and about-to-expire summaries (acctCheck 02) equal the ledger', async () => {
    const time = dayjs().format('YYYY-MM');
    const body = { time, acctCheck: '02' };
    expect(await post('/db/hosp-eqp-maintenance/insured-info', body)).toEqual({ sum: expected.coverage.insured });
    expect(await post('/db/hosp-eqp-maintenance/guar-info', body)).toEqual({ sum: expected.coverage.guar });
    expect(await post('/db/hosp-eqp-maintenance/about-guar-info', body)).toEqual({ sum: expected.coverage.aboutGuar });
    expect(await post('/db/hosp-eqp-maintenance/guar-info', { time })).toEqual({ sum: expected.coverage.guarAll });
    expect(expected.coverage.insured * expected.coverage.guar * expected.coverage.aboutGuar).toBeGreaterThan(0);
  });

  it('large equipment are those of at least 1,000,000 yuan, most expensive first, paged', async () => {
    const first = await post<{ list: { id: string; price: number }[]; total: number }>('/api/large-eqp-query', {
      pagedQueryInfo: { index: 1, pageSize: 5 },
    });
    expect(first.total).toBe(expected.largeIds.length);
    expect(first.list.map((row) => row.id)).toEqual(expected.largeIds.slice(0, 5));
    const second = await post<{ list: { id: string }[] }>('/api/large-eqp-query', { pagedQueryInfo: { index: 2, pageSize: 5 } });
    expect(second.list.map((row) => row.id)).toEqual(expected.largeIds.slice(5, 10));
  });

  it('has-hosp-purview says true here and false for a hospital the user is not bound to', async () => {
    expect(await post('/db/workbench/has-hosp-purview')).toBe(true);
    expect(dataOf(await fixture.api.post('/db/workbench/has-hosp-purview', { hospCode: '10002' }, { token }))).toBe(false);
  });

  describe('data analysis', () => {
    const range = { reqDate: lastSixMonths() };
    const a = () => expected.analysis;

    it('counts and sums equipment per type and per department', async () => {
      expect(await post('/api/data-analysis/eqp-type-count')).toEqual(a().typeCount);
      const byTagPrice = await post<{ tagCode: string; totalPrice: number }[]>('/api/data-analysis/eqp-type-price');
      expect(sortBy(byTagPrice, (r) => r.tagCode)).toEqual(
        sortBy(
          expected.tags.map((t) => ({ tagCode: t.tagCode, tagName: t.tagName, totalPrice: Number(t.totalPrice) })),
          (r) => r.tagCode,
        ),
      );
      const deptCount = await post<{ deptId: string }[]>('/api/data-analysis/dept-count');
      expect(sortBy(deptCount, (r) => r.deptId)).toEqual(
        sortBy(
          a().deptCount.map(({ deptId, deptName, eqpCount }) => ({ deptId, deptName, eqpCount })),
          (r) => r.deptId,
        ),
      );
      const deptPrice = await post<{ deptId: string }[]>('/api/data-analysis/dept-price-sum');
      expect(sortBy(deptPrice, (r) => r.deptId)).toEqual(
        sortBy(
          a().deptCount.map(({ deptId, deptName, totalPrice }) => ({ deptId, deptName, totalPrice: Number(totalPrice) })),
          (r) => r.deptId,
        ),
      );
    });

    it('ranks equipment by price', async () => {
      const rank = await post<{ id: string; price: number }[]>('/api/data-analysis/eqp-price-rank', { limit: 5 });
      expect(rank.map(({ id, price }) => ({ id, price: String(price) }))).toEqual(
        a().priceRank.map(({ id, price }) => ({ id, price: String(Number(price)) })),
      );
    });

    it('counts repairs per month by department and by engineer, finished work and transfers', async () => {
      const key = (r: { mouth: string; deptId?: string; engineerId?: string }) => `${r.mouth}/${r.deptId ?? r.engineerId}`;
      const dept = await post<{ mouth: string; deptId: string; mtcCount: number }[]>('/api/data-analysis/monthly-dept-dist', range);
      expect(
        sortBy(
          dept.map(({ mouth, deptId, mtcCount }) => ({ mouth, deptId, mtcCount })),
          key,
        ),
      ).toEqual(sortBy(a().monthlyDept, key));
      const eng = await post<{ mouth: string; engineerId: string; mtcCount: number }[]>('/api/data-analysis/monthly-eng-dist', range);
      expect(
        sortBy(
          eng.map(({ mouth, engineerId, mtcCount }) => ({ mouth, engineerId, mtcCount })),
          key,
        ),
      ).toEqual(sortBy(a().monthlyEngineer, key));
      const work = await post<{ mouth: string; engineerId: string; finishCount: number; workHours: number }[]>(
        '/api/data-analysis/monthly-eng-rep-work',
        range,
      );
      expect(
        sortBy(
          work.map(({ mouth, engineerId, finishCount, workHours }) => ({ mouth, engineerId, finishCount, workHours })),
          key,
        ),
      ).toEqual(
        sortBy(
          a().monthlyWork.map((r) => ({ ...r, workHours: Number(r.workHours) })),
          key,
        ),
      );
      const transfers = await post<{ mouth: string; engineerId: string; transferCount: number }[]>(
        '/api/data-analysis/monthly-eng-rep-job-transfer',
        range,
      );
      expect(
        sortBy(
          transfers.map(({ mouth, engineerId, transferCount }) => ({ mouth, engineerId, transferCount })),
          key,
        ),
      ).toEqual(sortBy(a().transfers, key));
      expect(work.length * transfers.length * dept.length).toBeGreaterThan(0);
    });
  });
});
