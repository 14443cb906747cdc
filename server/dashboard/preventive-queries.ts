import { sql } from 'kysely';
import type { HospitalScope } from './dashboard-access.js';
import type { Periods } from './periods.js';
import type { PreventiveTaskCounts, PreventiveTaskItem } from '../../contracts/dashboard.js';

/** Preventive tasks (patrol, maintenance, quality, metering) by period and status, per task type. */

const COUNT_FIELDS: [keyof PreventiveTaskCounts, string][] = [
  ['dailyPatrolCount', 'dailyPatrol'],
  ['patrolDetailCount', 'patrol'],
  ['maintainCount', 'maintain'],
  ['qualityCount', 'quality'],
  ['majorPatrolCount', 'majorPatrol'],
  ['meteringCount', 'metering'],
];

const CATEGORIES = [
  ['本月计划', 'planned'],
  ['本月已完成', 'done'],
  ['待执行', 'todo'],
  ['已超期', 'overdue'],
] as const;

type Category = (typeof CATEGORIES)[number][1];
type Row = { task_type: string } & Record<Category, number>;

export async function preventiveTasks(scope: HospitalScope, periods: Periods): Promise<PreventiveTaskItem[]> {
  const monthStart = periods.monthStart.slice(0, 10);
  const nextMonthStart = periods.nextMonthStart.slice(0, 10);
  // Three roll-ups (docs/dashboard-api.md, "Roll-ups"): tasks by due date, completed tasks by month
  // of completion, tasks by status; a few hundred rows, one statement.
  const { taskDue, taskDone, taskStatus } = scope.tables.rollup;
  const { rows } = await sql<Row>`
    select task_type, coalesce(sum(planned), 0)::int as planned, coalesce(sum(done), 0)::int as done,
      coalesce(sum(todo), 0)::int as todo, coalesce(sum(overdue), 0)::int as overdue
    from (
      select task_type, sum(task_count) as planned, 0 as done, 0 as todo, 0 as overdue
      from ${taskDue} where due_date >= ${monthStart} and due_date < ${nextMonthStart} group by task_type
      union all
      select task_type, 0, sum(task_count), 0, 0
      from ${taskDone} where finish_month = ${monthStart} group by task_type
      union all
      select task_type, 0, 0, sum(task_count) filter (where status = '02'), sum(task_count) filter (where status = '03')
      from ${taskStatus} where status in ('02', '03') group by task_type
    ) as parts
    group by task_type`.execute(scope.db);
  const byType = new Map(rows.map((row) => [row.task_type, row]));
  return CATEGORIES.map(([taskDesc, category]) => ({
    taskDesc,
    taskCountInfo: Object.fromEntries(
      COUNT_FIELDS.map(([field, type]) => [field, byType.get(type)?.[category] ?? 0]),
    ) as unknown as PreventiveTaskCounts,
  }));
}
