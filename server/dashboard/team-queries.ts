import { sql, type RawBuilder } from 'kysely';
import type { HospitalScope } from './dashboard-access.js';
import type { Periods } from './periods.js';
import { TASK_TYPES, type TaskType } from '../equipment/equipment-codes.js';
import type { TeamSummary } from '../../contracts/dashboard.js';

/** Team workbench: open jobs per engineer, per task type or over all of them. */

/** A job kind the team summary can count: repairs, or one of the task types. */
export type JobKind = 'mtc' | TaskType;
export const JOB_KINDS: readonly JobKind[] = ['mtc', ...TASK_TYPES];

/**
 * Jobs as (person_id, person_name, open, jobs) counts, restricted to this month's workload: open
 * now, or finished since the start of the month. Open repair orders are read (a partial index per
 * engineer); everything else from the roll-ups (docs/dashboard-api.md, "Roll-ups"): open tasks by
 * status and person, finished tasks and orders by month of completion, less the ones of this month
 * finished after now (normally none), so the counts are those of the rows themselves.
 */
function jobsOf(scope: HospitalScope, kinds: readonly JobKind[], periods: Periods): RawBuilder<unknown> {
  const { tables: t } = scope;
  const month = periods.monthStart.slice(0, 10);
  const parts: RawBuilder<unknown>[] = [];
  if (kinds.includes('mtc')) {
    parts.push(sql`
      select current_egn_id as person_id, current_egn_name as person_name, count(*) as open, count(*) as jobs
      from ${t.mtcOrder} where seq_state = '01' group by 1, 2`);
    parts.push(sql`
      select current_egn_id, current_egn_name, 0, sum(order_count)
      from ${t.rollup.mtcDone} where finish_month = ${month} group by 1, 2`);
    parts.push(sql`
      select current_egn_id, current_egn_name, 0, -count(*)
      from ${t.mtcOrder} where seq_state = '02' and finish_time > ${periods.now} and finish_time < ${periods.nextMonthStart} group by 1, 2`);
  }
  const taskTypes = kinds.filter((kind): kind is TaskType => kind !== 'mtc');
  if (taskTypes.length) {
    const types = sql.join(taskTypes);
    parts.push(sql`
      select person_id, person_name, sum(task_count) as open, sum(task_count) as jobs
      from ${t.rollup.taskStatus} where status in ('02', '03') and task_type in (${types}) group by 1, 2`);
    parts.push(sql`
      select person_id, person_name, 0, sum(task_count)
      from ${t.rollup.taskDone} where finish_month = ${month} and task_type in (${types}) group by 1, 2`);
    parts.push(sql`
      select person_id, person_name, 0, -count(*)
      from ${t.eqpTask}
      where status = '04' and finish_time > ${periods.now} and finish_time < ${periods.nextMonthStart} and task_type in (${types}) group by 1, 2`);
  }
  return sql.join(parts, sql` union all `);
}

interface SummaryRow {
  whole: number;
  person_id: string | null;
  person_name: string | null;
  open_count: number;
  job_count: number;
}

/**
 * One query: grouping sets give the whole team's totals (whole = 1) and one row per person with
 * open jobs (whole = 0), busiest first.
 */
export async function teamSummary(scope: HospitalScope, kinds: readonly JobKind[], periods: Periods): Promise<TeamSummary> {
  const { rows } = await sql<SummaryRow>`
    select grouping(person_id, person_name)::int as whole, person_id, person_name,
      coalesce(sum(open), 0)::bigint as open_count, coalesce(sum(jobs), 0)::bigint as job_count
    from (${jobsOf(scope, kinds, periods)}) as jobs
    group by grouping sets ((), (person_id, person_name))
    having grouping(person_id, person_name) <> 0 or (person_id is not null and sum(open) > 0)
    order by whole desc, open_count desc, person_name, person_id`.execute(scope.db);
  const totals = rows.find((row) => row.whole !== 0);
  return {
    toBeCompleted: totals?.open_count ?? 0,
    total: totals?.job_count ?? 0,
    dataList: rows
      .filter((row) => row.whole === 0)
      .map((row) => ({ engineerId: row.person_id!, engineerName: row.person_name ?? '', jobCount: row.open_count })),
  };
}
