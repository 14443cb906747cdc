import { sql } from 'kysely';
import type { HospitalScope } from './dashboard-access.js';
import type { MonthRange } from './periods.js';
import { rate } from './equipment-queries.js';
import type { DeptBootRateAnswer, MonthBootRate } from '../../contracts/dashboard.js';

/**
 * Boot rate (开机率) of networked equipment from the monthly boot records:
 * Σ boot days / Σ monitored days over the records of the range, read from their roll-up per month
 * and department (rollup_boot; docs/dashboard-api.md, "Roll-ups").
 */

export async function bootRateByDept(scope: HospitalScope, range: MonthRange): Promise<DeptBootRateAnswer> {
  const { tables: t } = scope;
  const { rows } = await sql<{ deptName: string; bootDays: number; monitoredDays: number }>`
    select coalesce(d.dept_name, b.dept_id) as "deptName", b.boot_days as "bootDays", b.monitored_days as "monitoredDays"
    from (
      select dept_id, sum(boot_days_sum)::int as boot_days, sum(monitored_days_sum)::int as monitored_days
      from ${t.rollup.boot}
      where boot_month >= ${range.from} and boot_month < ${range.to}
      group by dept_id
      having sum(record_count) > 0
    ) as b
    left join ${t.dept} d on d.id = b.dept_id
    order by "deptName", b.dept_id`.execute(scope.db);
  return { resList: rows.map((row) => ({ deptName: row.deptName, eqpBootRate: rate(row.bootDays, row.monitoredDays) })) };
}

/** Every month of the range in order (`mouth` as the seed spells it), 0 for a month without records. */
export async function bootRateByMonth(scope: HospitalScope, range: MonthRange): Promise<MonthBootRate[]> {
  const { rows } = await sql<{ month: string; bootDays: number; monitoredDays: number }>`
    select to_char(boot_month, 'YYYY-MM') as month, sum(boot_days_sum)::int as "bootDays", sum(monitored_days_sum)::int as "monitoredDays"
    from ${scope.tables.rollup.boot}
    where boot_month >= ${range.from} and boot_month < ${range.to}
    group by boot_month
    having sum(record_count) > 0`.execute(scope.db);
  const byMonth = new Map(rows.map((row) => [row.month, rate(row.bootDays, row.monitoredDays)]));
  return range.months.map((mouth) => ({ mouth, eqpBootRate: byMonth.get(mouth) ?? 0 }));
}
