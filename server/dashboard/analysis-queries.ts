import { sql } from 'kysely';
import type { HospitalScope } from './dashboard-access.js';
import type { MonthRange } from './periods.js';
import type {
  DeptCount,
  DeptPrice,
  MonthlyDeptRepairs,
  MonthlyEngineerRepairs,
  MonthlyRepairWork,
  MonthlyTransfers,
  PriceRankItem,
  TagCount,
  TagPrice,
} from '../../contracts/data-analysis.js';

/**
 * Statistics of /api/data-analysis/*: equipment by type and department, repairs per month. The
 * ledger figures and the monthly finished work read the roll-ups (rollup_eqp, rollup_mtc_done;
 * docs/dashboard-api.md, "Roll-ups"); the other monthly figures the orders by report time.
 */

export async function countByTag(scope: HospitalScope): Promise<TagCount[]> {
  const { tables: t } = scope;
  const { rows } = await sql<TagCount>`
    select e.tag_code as "tagCode", coalesce(g.tag_name, e.tag_code) as "tagName", e.count as "eqpCount"
    from (select tag_code, sum(eqp_count)::bigint as count from ${t.rollup.eqp} group by tag_code having sum(eqp_count) > 0) e
    left join ${t.eqpTag} g on g.tag_code = e.tag_code
    order by e.count desc, e.tag_code`.execute(scope.db);
  return rows;
}

export async function priceByTag(scope: HospitalScope): Promise<TagPrice[]> {
  const { tables: t } = scope;
  const { rows } = await sql<TagPrice>`
    select e.tag_code as "tagCode", coalesce(g.tag_name, e.tag_code) as "tagName", e.total::float8 as "totalPrice"
    from (select tag_code, sum(price_sum) as total from ${t.rollup.eqp} group by tag_code having sum(eqp_count) > 0) e
    left join ${t.eqpTag} g on g.tag_code = e.tag_code
    order by e.total desc, e.tag_code`.execute(scope.db);
  return rows;
}

export async function priceRank(scope: HospitalScope, limit: number): Promise<PriceRankItem[]> {
  const { tables: t } = scope;
  const { rows } = await sql<PriceRankItem>`
    select e.id, e.eqp_name as "eqpName", e.eqp_brand as "eqpBrand", e.eqp_model as "eqpModel",
      d.dept_name as "deptName", e.price::float8 as price
    from ${t.eqp} e left join ${t.dept} d on d.id = e.dept_id
    order by e.price desc, e.id
    limit ${limit}`.execute(scope.db);
  return rows;
}

export async function countByDept(scope: HospitalScope): Promise<DeptCount[]> {
  const { tables: t } = scope;
  const { rows } = await sql<DeptCount>`
    select e.dept_id as "deptId", d.dept_name as "deptName", e.count as "eqpCount"
    from (select dept_id, sum(eqp_count)::bigint as count from ${t.rollup.eqp} group by dept_id having sum(eqp_count) > 0) e
    left join ${t.dept} d on d.id = e.dept_id
    order by e.count desc, e.dept_id`.execute(scope.db);
  return rows;
}

export async function priceByDept(scope: HospitalScope): Promise<DeptPrice[]> {
  const { tables: t } = scope;
  const { rows } = await sql<DeptPrice>`
    select e.dept_id as "deptId", d.dept_name as "deptName", e.total::float8 as "totalPrice"
    from (select dept_id, sum(price_sum) as total from ${t.rollup.eqp} group by dept_id having sum(eqp_count) > 0) e
    left join ${t.dept} d on d.id = e.dept_id
    order by e.total desc, e.dept_id`.execute(scope.db);
  return rows;
}

const month = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM')`);
const rangeStart = (range: MonthRange) => `${range.from} 00:00:00`;
const rangeEnd = (range: MonthRange) => `${range.to} 00:00:00`;

/** Repair orders reported per month and department. */
export async function monthlyRepairsByDept(scope: HospitalScope, range: MonthRange): Promise<MonthlyDeptRepairs[]> {
  const { tables: t } = scope;
  const { rows } = await sql<MonthlyDeptRepairs>`
    select m.mouth, m.dept_id as "deptId", d.dept_name as "deptName", m.count as "mtcCount"
    from (
      select ${month('apply_time')} as mouth, dept_id, count(*) as count
      from ${t.mtcOrder}
      where apply_time >= ${rangeStart(range)} and apply_time < ${rangeEnd(range)}
      group by 1, 2
    ) m
    left join ${t.dept} d on d.id = m.dept_id
    order by m.mouth, m.count desc, m.dept_id`.execute(scope.db);
  return rows;
}

/** Repair orders reported per month, by their current engineer (unclaimed ones left out). */
export async function monthlyRepairsByEngineer(scope: HospitalScope, range: MonthRange): Promise<MonthlyEngineerRepairs[]> {
  const { rows } = await sql<MonthlyEngineerRepairs>`
    select ${month('apply_time')} as mouth, current_egn_id as "engineerId", current_egn_name as "engineerName", count(*) as "mtcCount"
    from ${scope.tables.mtcOrder}
    where apply_time >= ${rangeStart(range)} and apply_time < ${rangeEnd(range)} and current_egn_id is not null
    group by 1, 2, 3
    order by 1, 4 desc, 3, 2`.execute(scope.db);
  return rows;
}

/** Repair orders finished per month and engineer, with the hours booked on them. */
export async function monthlyRepairWork(scope: HospitalScope, range: MonthRange): Promise<MonthlyRepairWork[]> {
  // The range is whole months, so the monthly roll-up of finished orders answers it exactly.
  const { rows } = await sql<MonthlyRepairWork>`
    select ${month('finish_month')} as mouth, current_egn_id as "engineerId", current_egn_name as "engineerName",
      sum(order_count)::bigint as "finishCount", sum(work_hours_sum)::float8 as "workHours"
    from ${scope.tables.rollup.mtcDone}
    where finish_month >= ${range.from} and finish_month < ${range.to} and current_egn_id is not null
    group by 1, 2, 3
    having sum(order_count) > 0
    order by 1, 4 desc, 3, 2`.execute(scope.db);
  return rows;
}

/** Repair orders reported in the month that were handed over at least once, by current engineer. */
export async function monthlyJobTransfers(scope: HospitalScope, range: MonthRange): Promise<MonthlyTransfers[]> {
  const { rows } = await sql<MonthlyTransfers>`
    select ${month('apply_time')} as mouth, current_egn_id as "engineerId", current_egn_name as "engineerName", count(*) as "transferCount"
    from ${scope.tables.mtcOrder}
    where apply_time >= ${rangeStart(range)} and apply_time < ${rangeEnd(range)} and transfer_count > 0 and current_egn_id is not null
    group by 1, 2, 3
    order by 1, 4 desc, 3, 2`.execute(scope.db);
  return rows;
}
