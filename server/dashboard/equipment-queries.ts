import { sql } from 'kysely';
import type { HospitalScope } from './dashboard-access.js';
import type { MonthSpan } from './periods.js';
import { EQP_STATE_DESC, LARGE_EQP_PRICE } from '../equipment/equipment-codes.js';
import type {
  CompanySummary,
  EquipmentState,
  LargeEquipmentItem,
  PagedList,
  RunningStatusItem,
  TagShareItem,
  TopSummary,
  UsageRateItem,
} from '../../contracts/dashboard.js';

/** Panels over the equipment ledger: totals, per-tag breakdowns, states, large equipment. */

/** A share that is 0 over an empty set (rates are unrounded fractions; the console rounds). */
export const rate = (part: number, whole: number): number => (whole > 0 ? part / whole : 0);

/**
 * Whole-hospital equipment figures read the equipment roll-up (rollup_eqp: count and price sum per
 * tag, department, state, use and network flag, kept exact on write; docs/dashboard-api.md,
 * "Roll-ups"), a few thousand rows at most instead of every equipment. Sums are cast back to the
 * bigint a count(*) gives, so the answers are the same numbers.
 */
export async function topSummary(scope: HospitalScope): Promise<TopSummary> {
  const { rows } = await sql<TopSummary>`
    select coalesce(sum(eqp_count), 0)::bigint as "eqpCount", coalesce(sum(price_sum), 0)::float8 as "totalPrice"
    from ${scope.tables.rollup.eqp}`.execute(scope.db);
  return rows[0]!;
}

export async function companySummary(scope: HospitalScope): Promise<CompanySummary> {
  const { rows } = await sql<CompanySummary>`
    select coalesce(sum(eqp_count), 0)::bigint as "eqpCount", coalesce(sum(eqp_count) filter (where net_flag), 0)::bigint as "netEqpCount",
      coalesce(sum(price_sum), 0)::float8 as "totalPrice"
    from ${scope.tables.rollup.eqp}`.execute(scope.db);
  return rows[0]!;
}

/** Equipment put into use in one month. */
export async function monthIncrease(scope: HospitalScope, month: MonthSpan): Promise<TopSummary> {
  const { rows } = await sql<TopSummary>`
    select count(*) as "eqpCount", coalesce(sum(price), 0)::float8 as "totalPrice"
    from ${scope.tables.eqp} where enable_date >= ${month.from} and enable_date < ${month.to}`.execute(scope.db);
  return rows[0]!;
}

interface TagRow {
  tagCode: string;
  tagName: string;
  eqpCount: number;
  normalCount: number;
  mtcCount: number;
  usingCount: number;
}

/** One row per tag that has equipment, most equipment first. */
async function tagRows(scope: HospitalScope): Promise<TagRow[]> {
  const { tables: t } = scope;
  const { rows } = await sql<TagRow>`
    select e.tag_code as "tagCode", coalesce(g.tag_name, e.tag_code) as "tagName", e.count as "eqpCount",
      e.normal as "normalCount", e.mtc as "mtcCount", e.using as "usingCount"
    from (
      select tag_code, sum(eqp_count)::bigint as count,
        coalesce(sum(eqp_count) filter (where state = '01'), 0)::bigint as normal,
        coalesce(sum(eqp_count) filter (where state in ('02', '03')), 0)::bigint as mtc,
        coalesce(sum(eqp_count) filter (where use_state), 0)::bigint as using
      from ${t.rollup.eqp} group by tag_code having sum(eqp_count) > 0
    ) as e
    left join ${t.eqpTag} g on g.tag_code = e.tag_code
    order by e.count desc, e.tag_code`.execute(scope.db);
  return rows;
}

export async function tagShare(scope: HospitalScope): Promise<TagShareItem[]> {
  const rows = await tagRows(scope);
  const all = rows.reduce((sum, row) => sum + row.eqpCount, 0);
  return rows.map((row) => ({ tagName: row.tagName, tagCode: row.tagCode, eqpCount: row.eqpCount, tagRate: rate(row.eqpCount, all) }));
}

export async function runningStatus(scope: HospitalScope): Promise<RunningStatusItem[]> {
  return (await tagRows(scope)).map(({ tagName, tagCode, eqpCount, normalCount, mtcCount }) => ({
    tagName,
    tagCode,
    eqpCount,
    normalCount,
    mtcCount,
  }));
}

export async function usageRate(scope: HospitalScope): Promise<UsageRateItem[]> {
  return (await tagRows(scope)).map(({ tagName, tagCode, eqpCount, usingCount }) => ({
    tagName,
    tagCode,
    eqpCount,
    usingCount,
    useRate: rate(usingCount, eqpCount),
  }));
}

export async function equipmentState(scope: HospitalScope): Promise<EquipmentState> {
  const { rows } = await sql<EquipmentState>`
    select
      coalesce(sum(eqp_count) filter (where state = '01'), 0)::bigint as "normalCount",
      coalesce(sum(eqp_count) filter (where state = '02'), 0)::bigint as "waitMtcCount",
      coalesce(sum(eqp_count) filter (where state = '03'), 0)::bigint as "mtcingCount",
      coalesce(sum(eqp_count) filter (where state = '04'), 0)::bigint as "waitScrapCount",
      coalesce(sum(eqp_count), 0)::bigint as "allCount"
    from ${scope.tables.rollup.eqp}`.execute(scope.db);
  return rows[0]!;
}

export async function largeEquipment(
  scope: HospitalScope,
  page: { index: number; pageSize: number },
): Promise<PagedList<LargeEquipmentItem>> {
  const { tables: t } = scope;
  const [list, count] = await Promise.all([
    sql<Omit<LargeEquipmentItem, 'stateDesc'>>`
      select e.id, e.eqp_name as "eqpName", e.eqp_brand as "eqpBrand", e.eqp_model as "eqpModel",
        e.fact_serial_no as "factSerialNo", e.hosp_eqp_id as "hospEqpId", e.dept_id as "deptId", d.dept_name as "deptName",
        e.tag_code as "tagCode", g.tag_name as "tagName", e.price::float8 as price, e.state,
        e.use_state as "useState", e.net_flag as "netFlag"
      from ${t.eqp} e
      left join ${t.dept} d on d.id = e.dept_id
      left join ${t.eqpTag} g on g.tag_code = e.tag_code
      where e.price >= ${LARGE_EQP_PRICE}
      order by e.price desc, e.id
      limit ${page.pageSize} offset ${(page.index - 1) * page.pageSize}`.execute(scope.db),
    sql<{ total: number }>`select count(*) as total from ${t.eqp} where price >= ${LARGE_EQP_PRICE}`.execute(scope.db),
  ]);
  return {
    list: list.rows.map((row) => ({ ...row, stateDesc: EQP_STATE_DESC[row.state] ?? row.state })),
    total: count.rows[0]!.total,
  };
}
