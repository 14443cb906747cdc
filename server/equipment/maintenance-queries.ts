import { sql, type RawBuilder } from 'kysely';
import type { HospitalScope } from '../dashboard/dashboard-access.js';
import { followingThreeMonths, monthSpan, type MonthSpan } from '../dashboard/periods.js';
import type { MaintenanceOverview, RepairCover } from '../../contracts/maintenance.js';
import type { SumSummary } from '../../contracts/dashboard.js';

/**
 * Warranty (保修, guar_*) and maintenance contract / insurance (在保, insured_*) of the equipment.
 * Each summary has a matching filter so a paged list has exactly as many rows as its count.
 */

export type CoverageQuery = 'insured' | 'guar' | 'aboutGuar' | 'guard';

/** The equipment a summary counts, as a WHERE condition on table alias e. */
export function coverageCondition(queryType: CoverageQuery, time: string): RawBuilder<unknown> {
  const month: MonthSpan = queryType === 'aboutGuar' ? followingThreeMonths(time) : monthSpan(time);
  switch (queryType) {
    case 'insured':
      return sql`e.insured_start_date < ${month.to} and e.insured_end_date >= ${month.from}`;
    case 'guar':
    case 'aboutGuar':
      return sql`e.guar_end_date >= ${month.from} and e.guar_end_date < ${month.to}`;
    case 'guard':
      return sql`e.guar_end_date >= ${month.from} and coalesce(e.guar_start_date, e.guar_end_date) < ${month.to}`;
  }
}

const acctCheckCondition = (acctCheck: string | undefined) => (acctCheck ? sql`and e.acct_check = ${acctCheck}` : sql``);

export async function coverageSum(scope: HospitalScope, queryType: CoverageQuery, time: string, acctCheck?: string): Promise<SumSummary> {
  const { rows } = await sql<SumSummary>`
    select count(*) as sum from ${scope.tables.eqp} e
    where ${coverageCondition(queryType, time)} ${acctCheckCondition(acctCheck)}`.execute(scope.db);
  return rows[0]!;
}

/**
 * Counted without reading every equipment: the total and the equipment with a warranty end date
 * from the equipment roll-up, insured and their fees from the insurance-period roll-up
 * (docs/dashboard-api.md, "Roll-ups"); in warranty, and in warranty and insured, from the range of
 * warranties ending today or later (eqp_guar_cover_idx). Out of warranty is dated minus ending
 * today or later; uncovered is the total minus the union of in warranty and insured.
 */
export async function maintenanceOverview(scope: HospitalScope, today: string): Promise<MaintenanceOverview> {
  const { tables: t } = scope;
  const inGuar = sql`coalesce(e.guar_start_date, e.guar_end_date) <= ${today}`;
  const insured = sql`e.insured_start_date <= ${today} and e.insured_end_date >= ${today}`;
  const { rows } = await sql<MaintenanceOverview>`
    select all_eqp.eqp_count as "eqpCount",
      guar.in_guar as "inGuarCount",
      all_eqp.guar_dated - guar.guar_from_today as "outGuarCount",
      ins.insured as "insuredCount",
      all_eqp.eqp_count - guar.in_guar - ins.insured + guar.in_guar_insured as "uncoveredCount",
      ins.fee as "insuredFeeSum"
    from
      (select coalesce(sum(eqp_count), 0)::bigint as eqp_count, coalesce(sum(guar_dated_count), 0)::bigint as guar_dated
        from ${t.rollup.eqp}) as all_eqp,
      (select count(*) as guar_from_today, count(*) filter (where ${inGuar}) as in_guar,
          count(*) filter (where ${inGuar} and ${insured}) as in_guar_insured
        from ${t.eqp} e where e.guar_end_date >= ${today}) as guar,
      (select coalesce(sum(eqp_count) filter (where insured_start_date <= ${today}), 0)::bigint as insured,
          coalesce(sum(insured_fee_sum) filter (where insured_start_date <= ${today}), 0)::float8 as fee
        from ${t.rollup.eqpInsured} where insured_end_date >= ${today}) as ins`.execute(scope.db);
  return rows[0]!;
}

/** Repair orders reported in a month, split by whether the equipment was covered on the report day. */
export async function repairsByCoverage(scope: HospitalScope, time: string): Promise<RepairCover> {
  const month = monthSpan(time);
  const { tables: t } = scope;
  const { rows } = await sql<RepairCover>`
    select count(*) as sum,
      count(*) filter (where covered) as "inGuarCount",
      count(*) filter (where not covered) as "outGuarCount"
    from (
      select coalesce(
          (e.guar_end_date >= m.apply_time::date and coalesce(e.guar_start_date, e.guar_end_date) <= m.apply_time::date)
          or (e.insured_start_date <= m.apply_time::date and e.insured_end_date >= m.apply_time::date), false) as covered
      from ${t.mtcOrder} m
      join ${t.eqp} e on e.id = m.eqp_id
      where m.apply_time >= ${`${month.from} 00:00:00`} and m.apply_time < ${`${month.to} 00:00:00`}
    ) as r`.execute(scope.db);
  return rows[0]!;
}
