import dayjs from 'dayjs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.js';
import { hashPassword } from '../../server/auth/passwords.js';
import { newObjectId } from '../../engine/server/object-id.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { calendar, countOf, dataOf, hospTable, startDashboardFixture, type DashboardFixture } from './dashboard-fixture.js';

/**
 * /db/hosp-eqp-maintenance: summaries equal the ledger, the paged list holds exactly what each
 * summary counts, the edit changes only what is sent; and permission ids are enforced.
 */

const month = dayjs().format('YYYY-MM');
const monthStart = dayjs().startOf('month');
const d = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');

/** Two extra 10001 users: one whose role holds no permission, one holding only home:dashboard. */
async function addRestrictedUsers(db: Db): Promise<void> {
  const now = dayjs().format('YYYY-MM-DD HH:mm:ss');
  const scoped = db.withSchema('hosp_10001');
  const dashboard = await scoped.selectFrom('permission').select('id').where('pms_code', '=', 'home:dashboard').executeTakeFirstOrThrow();
  for (const [acctNo, roleName, permissionIds] of [
    ['nopermission', '无权限角色', []],
    ['dashonly', '仅看板角色', [dashboard.id]],
  ] as const) {
    const roleId = newObjectId();
    await scoped
      .insertInto('role')
      .values({
        id: roleId,
        role_name: roleName,
        description: null,
        wx_interface_code: null,
        biz_type: '01',
        create_date_time: now,
        lstupd_date_time: now,
      })
      .execute();
    for (const permissionId of permissionIds)
      await scoped.insertInto('role_permission').values({ role_id: roleId, permission_id: permissionId }).execute();
    const acctId = newObjectId();
    await db
      .insertInto('platform.acct')
      .values({
        id: acctId,
        type: '01',
        acct_no: acctNo,
        acct_name: roleName,
        cell_phone: null,
        acct_role_type: '01',
        pass_word_hash: await hashPassword(DEMO_PASSWORD),
        state: '1',
        avatar: null,
        email: null,
        remark: null,
        create_date_time: now,
        lstupd_date_time: now,
      })
      .execute();
    await db
      .insertInto('platform.hosp_user')
      .values({
        id: newObjectId(),
        acct_id: acctId,
        hosp_code: '10001',
        hosp_dept_id: null,
        hosp_role_id: roleId,
        state: '01',
        create_date_time: now,
        lstupd_date_time: now,
      })
      .execute();
  }
}

async function expectations(db: Db) {
  const cal = calendar();
  const today = cal.today;
  const inGuar = sql`guar_end_date >= ${today} and coalesce(guar_start_date, guar_end_date) <= ${today}`;
  const insured = sql`insured_start_date <= ${today} and insured_end_date >= ${today}`;
  const fee = await sql<{
    fee: string;
  }>`select coalesce(sum(insured_fee), 0)::text as fee from ${hospTable('10001', 'eqp')} where ${insured}`.execute(db);
  const overview = {
    eqpCount: await countOf(db, '10001', 'eqp'),
    inGuarCount: await countOf(db, '10001', 'eqp', inGuar),
    outGuarCount: await countOf(db, '10001', 'eqp', sql`guar_end_date < ${today}`),
    insuredCount: await countOf(db, '10001', 'eqp', insured),
    uncoveredCount: await countOf(db, '10001', 'eqp', sql`not coalesce(${inGuar}, false) and not coalesce(${insured}, false)`),
    insuredFeeSum: Number(fee.rows[0]!.fee),
  };
  const next = d(monthStart.add(1, 'month'));
  const idsWhere = async (where: ReturnType<typeof sql>) =>
    (await sql<{ id: string }>`select id from ${hospTable('10001', 'eqp')} where ${where} order by id`.execute(db)).rows.map(
      (row) => row.id,
    );
  const lists = {
    insured: await idsWhere(sql`insured_start_date < ${next} and insured_end_date >= ${d(monthStart)} and acct_check = '02'`),
    guar: await idsWhere(sql`guar_end_date >= ${d(monthStart)} and guar_end_date < ${next} and acct_check = '02'`),
    aboutGuar: await idsWhere(sql`guar_end_date >= ${next} and guar_end_date < ${d(monthStart.add(4, 'month'))} and acct_check = '02'`),
    guard: await idsWhere(
      sql`guar_end_date >= ${d(monthStart)} and coalesce(guar_start_date, guar_end_date) < ${next} and acct_check = '02'`,
    ),
    monitors: await idsWhere(sql`eqp_name like '%监护%'`),
  };
  const repairs = await sql<{ sum: number; inGuarCount: number }>`
    select count(*)::int as sum, count(*) filter (where
      (e.guar_end_date >= m.apply_time::date and coalesce(e.guar_start_date, e.guar_end_date) <= m.apply_time::date)
      or (e.insured_start_date <= m.apply_time::date and e.insured_end_date >= m.apply_time::date))::int as "inGuarCount"
    from ${hospTable('10001', 'mtc_order')} m join ${hospTable('10001', 'eqp')} e on e.id = m.eqp_id
    where to_char(m.apply_time, 'YYYY-MM') = ${cal.month}`.execute(db);
  const target = await sql<{ id: string }>`select id from ${hospTable('10002', 'eqp')} order by hosp_eqp_id limit 1`.execute(db);
  return { overview, lists, repairs: repairs.rows[0]!, targetId: target.rows[0]!.id };
}

let fixture: DashboardFixture<Awaited<ReturnType<typeof expectations>>>;
let token: string;
beforeAll(async () => {
  fixture = await startDashboardFixture(expectations, addRestrictedUsers);
  token = await fixture.token('manager');
});
afterAll(async () => {
  await fixture?.stop();
});

const post = <T>(path: string, body: unknown, as = token) => fixture.api.post<T>(path, body, { token: as });
const PREFIX = '/db/hosp-eqp-maintenance';

describe('maintenance summaries', () => {
  it("info (hospCode in the query) gives today's warranty and contract overview", async () => {
    const response = await fixture.api.post(`${PREFIX}/info?hospCode=10001`, undefined, { token });
    expect(dataOf(response)).toEqual(fixture.expected.overview);
  });

  it('guard-info counts equipment under warranty during the month', async () => {
    expect(dataOf(await post(`${PREFIX}/guard-info`, { hospCode: '10001', time: month, acctCheck: '02' }))).toEqual({
      sum: fixture.expected.lists.guard.length,
    });
  });

  it("hosp-eqp-mtc-guar splits this month's repairs by coverage on the report day", async () => {
    const { sum, inGuarCount } = fixture.expected.repairs;
    expect(dataOf(await post(`${PREFIX}/hosp-eqp-mtc-guar`, { hospCode: '10001', time: month }))).toEqual({
      sum,
      inGuarCount,
      outGuarCount: sum - inGuarCount,
    });
  });
});

describe('maintenance paged query', () => {
  async function allIds(body: object): Promise<{ ids: string[]; total: number }> {
    const ids: string[] = [];
    let total = 0;
    for (let index = 1; ; index += 1) {
      const page = dataOf(
        await post<{ list: { id: string }[]; total: number }>(`${PREFIX}/hosp-eqp-maintenance-paged-query`, {
          hospCode: '10001',
          pagedQueryInfo: { index, pageSize: 100 },
          ...body,
        }),
      );
      total = page.total;
      ids.push(...page.list.map((row) => row.id));
      if (page.list.length < 100) break;
    }
    return { ids: ids.sort(), total };
  }

  it.each([
    ['insured', 'insured-info'],
    ['guar', 'guar-info'],
    ['aboutGuar', 'about-guar-info'],
    ['guard', 'guard-info'],
  ] as const)('queryType %s lists exactly the equipment %s counts', async (queryType, summary) => {
    const expected = fixture.expected.lists[queryType];
    const listed = await allIds({ queryType, time: month, acctCheck: '02' });
    expect(listed).toEqual({ ids: expected, total: expected.length });
    expect(dataOf(await post(`${PREFIX}/${summary}`, { hospCode: '10001', time: month, acctCheck: '02' }))).toEqual({
      sum: expected.length,
    });
    expect(expected.length).toBeGreaterThan(0);
  });

  it('filters by name substring and returns the documented fields', async () => {
    expect((await allIds({ eqpName: '监护' })).ids).toEqual(fixture.expected.lists.monitors);
    const page = dataOf(
      await post<{ list: Record<string, unknown>[] }>(`${PREFIX}/hosp-eqp-maintenance-paged-query`, {
        hospCode: '10001',
        pagedQueryInfo: { index: 1, pageSize: 1 },
      }),
    );
    expect(Object.keys(page.list[0]!).sort()).toEqual(
      [
        'id',
        'eqpName',
        'eqpBrand',
        'eqpModel',
        'factSerialNo',
        'hospEqpId',
        'deptId',
        'deptName',
        'state',
        'stateDesc',
        'price',
        'guarStartDate',
        'guarEndDate',
        'insuredCompany',
        'insuredStartDate',
        'insuredEndDate',
        'insuredFee',
        'acctCheck',
      ].sort(),
    );
  });

  it('needs time with a queryType, and a page size of at most 100', async () => {
    expect(
      (
        await post(`${PREFIX}/hosp-eqp-maintenance-paged-query`, {
          hospCode: '10001',
          pagedQueryInfo: { index: 1, pageSize: 10 },
          queryType: 'guar',
        })
      ).body,
    ).toEqual({ code: '001', msg: '缺少必填参数 time', data: null });
    expect(
      (await post(`${PREFIX}/hosp-eqp-maintenance-paged-query`, { hospCode: '10001', pagedQueryInfo: { index: 1, pageSize: 101 } })).body
        .code,
    ).toBe('001');
    expect((await post(`${PREFIX}/hosp-eqp-maintenance-paged-query`, { hospCode: '10001' })).body).toEqual({
      code: '001',
      msg: '缺少必填参数 pagedQueryInfo',
      data: null,
    });
  });
});

describe('maintenance modify (engineer in 10002)', () => {
  let engineer: string;
  beforeAll(async () => {
    engineer = await fixture.token('engineer');
  });
  const nextMonth = dayjs().add(1, 'month').format('YYYY-MM');

  it("moves the warranty end into next month: that month's out-of-warranty count grows by one", async () => {
    const before = dataOf(await post<{ sum: number }>(`${PREFIX}/guar-info`, { hospCode: '10002', time: nextMonth }, engineer)).sum;
    const end = d(dayjs().add(1, 'month').startOf('month').add(9, 'day'));
    const response = await post(
      `${PREFIX}/hosp-eqp-maintenance-modify`,
      {
        hospCode: '10002',
        id: fixture.expected.targetId,
        guarStartDate: '2020-01-01',
        guarEndDate: end,
        insuredCompany: '康达医疗工程有限公司',
      },
      engineer,
    );
    expect(response.body).toEqual({ code: '0', msg: '修改成功!', data: null });
    expect(dataOf(await post<{ sum: number }>(`${PREFIX}/guar-info`, { hospCode: '10002', time: nextMonth }, engineer)).sum).toBe(
      before + 1,
    );
    const page = dataOf(
      await post<{ list: Record<string, unknown>[] }>(
        `${PREFIX}/hosp-eqp-maintenance-paged-query`,
        { hospCode: '10002', pagedQueryInfo: { index: 1, pageSize: 1 } },
        engineer,
      ),
    );
    expect(page.list[0]).toMatchObject({
      id: fixture.expected.targetId,
      guarStartDate: '2020-01-01',
      guarEndDate: end,
      insuredCompany: '康达医疗工程有限公司',
    });
  });

  it('refuses an end before its start, an unknown equipment and a malformed id', async () => {
    const body = { hospCode: '10002', id: fixture.expected.targetId };
    expect((await post(`${PREFIX}/hosp-eqp-maintenance-modify`, { ...body, guarEndDate: '2019-12-31' }, engineer)).body).toEqual({
      code: '001',
      msg: '结束日期不能早于开始日期',
      data: null,
    });
    expect((await post(`${PREFIX}/hosp-eqp-maintenance-modify`, { ...body, id: 'f'.repeat(24) }, engineer)).body).toEqual({
      code: '002',
      msg: '设备不存在',
      data: null,
    });
    expect((await post(`${PREFIX}/hosp-eqp-maintenance-modify`, { ...body, id: 'abc' }, engineer)).body).toEqual({
      code: '001',
      msg: '参数 id 格式不正确',
      data: null,
    });
  });

  it("refuses another hospital's equipment from a hospital the user is not bound to", async () => {
    expect(
      (await post(`${PREFIX}/hosp-eqp-maintenance-modify`, { hospCode: '10003', id: fixture.expected.targetId }, engineer)).body,
    ).toEqual({ code: '403', msg: '您没有该医院的访问权限', data: null });
  });
});

describe('contract template', () => {
  it('downloads a CSV with the import headings', async () => {
    const response = await fetch(`${fixture.api.baseUrl}${PREFIX}/eqp-contract-template?hospCode=10001`, { headers: { token } });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await response.arrayBuffer());
    // The byte-order mark lets spreadsheet programs read the Chinese headings as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      '院内编号,设备名称,保修开始日期(yyyy-MM-dd),保修截止日期(yyyy-MM-dd),维保单位,维保开始日期(yyyy-MM-dd),维保截止日期(yyyy-MM-dd),维保费用(元)\r\n',
    );
  });
});

describe('permission ids', () => {
  it('refuses the dashboard to a role without home:dashboard', async () => {
    const none = await fixture.token('nopermission');
    for (const path of [
      '/api/dashboard/engineer-sum',
      '/db/workbench/eqp-count-price-uery',
      '/api/data-analysis/dept-count',
      `${PREFIX}/guar-info`,
    ]) {
      expect((await post(path, { hospCode: '10001', time: month }, none)).body, path).toEqual({
        code: '403',
        msg: '您没有执行该操作的权限',
        data: null,
      });
    }
    // Whether the user may open the hospital is a question about the binding, not a permission.
    expect(dataOf(await post('/db/workbench/has-hosp-purview', { hospCode: '10001' }, none))).toBe(true);
  });

  it('gives a dashboard-only role the summaries but not the equipment list or its edit', async () => {
    const dash = await fixture.token('dashonly');
    expect(dataOf(await post(`${PREFIX}/guar-info`, { hospCode: '10001', time: month, acctCheck: '02' }, dash))).toEqual({
      sum: fixture.expected.lists.guar.length,
    });
    expect(
      (await post(`${PREFIX}/hosp-eqp-maintenance-paged-query`, { hospCode: '10001', pagedQueryInfo: { index: 1, pageSize: 10 } }, dash))
        .body.code,
    ).toBe('403');
    expect(
      (await post(`${PREFIX}/hosp-eqp-maintenance-modify`, { hospCode: '10001', id: fixture.expected.targetId }, dash)).body.code,
    ).toBe('403');
  });
});
