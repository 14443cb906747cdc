import { sql, type RawBuilder } from 'kysely';
import type { HospitalScope } from './dashboard-access.js';
import type { Periods } from './periods.js';
import { TASK_TYPES, type TaskType } from '../equipment/equipment-codes.js';

/** Team workbench: open jobs per engineer, per task type or over all of them. */

export interface TeamMember {
  engineerId: string;
  engineerName: string;
  jobCount: number;
}

export interface TeamSummary {
  toBeCompleted: number;
  total: number;
  dataList: TeamMember[];
}

/** A job kind the team summary can count: repairs, or one of the task types. */
export type JobKind = 'mtc' | TaskType;
export const JOB_KINDS: readonly JobKind[] = ['mtc', ...TASK_TYPES];

/**
 * Jobs as (person_id, person_name, open, done_this_month), restricted to this month's workload:
 * open now, or finished since the start of the month.
 */
function jobsOf(scope: HospitalScope, kinds: readonly JobKind[], periods: Periods): RawBuilder<unknown> {
  const { tables: t } = scope;
  const parts: RawBuilder<unknown>[] = [];
  if (kinds.includes('mtc')) {
    parts.push(sql`
      select current_egn_id as person_id, current_egn_name as person_name, seq_state = '01' as open
      from ${t.mtcOrder}
      where seq_state = '01' or (seq_state = '02' and finish_time >= ${periods.monthStart} and finish_time <= ${periods.now})`);
  }
  const taskTypes = kinds.filter((kind): kind is TaskType => kind !== 'mtc');
  if (taskTypes.length) {
    parts.push(sql`
      select person_id, person_name, status in ('02', '03') as open
      from ${t.eqpTask}
      where task_type in (${sql.join(taskTypes)})
        and (status in ('02', '03') or (status = '04' and finish_time >= ${periods.monthStart} and finish_time <= ${periods.now}))`);
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
      count(*) filter (where open) as open_count, count(*) as job_count
    from (${jobsOf(scope, kinds, periods)}) as jobs
    group by grouping sets ((), (person_id, person_name))
    having grouping(person_id, person_name) <> 0 or (person_id is not null and count(*) filter (where open) > 0)
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
