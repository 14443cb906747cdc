import { sql } from 'kysely';
import type { HospitalScope } from './dashboard-access.js';
import type { Periods } from './periods.js';

/** Preventive tasks (patrol, maintenance, quality, metering) by period and status, per task type. */

export interface TaskCountInfo {
  dailyPatrolCount: number;
  patrolDetailCount: number;
  maintainCount: number;
  qualityCount: number;
  majorPatrolCount: number;
  meteringCount: number;
}

export interface PreventiveTaskItem {
  taskDesc: string;
  taskCountInfo: TaskCountInfo;
}

const COUNT_FIELDS: [keyof TaskCountInfo, string][] = [
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
  // Three index-only parts (due date, completed tasks by finish time, open tasks by status), one statement.
  const t = scope.tables.eqpTask;
  const { rows } = await sql<Row>`
    select task_type, sum(planned)::int as planned, sum(done)::int as done, sum(todo)::int as todo, sum(overdue)::int as overdue
    from (
      select task_type, count(*) as planned, 0 as done, 0 as todo, 0 as overdue
      from ${t} where due_date >= ${monthStart} and due_date < ${nextMonthStart} group by task_type
      union all
      select task_type, 0, count(*), 0, 0
      from ${t} where status = '04' and finish_time >= ${periods.monthStart} and finish_time < ${periods.nextMonthStart} group by task_type
      union all
      select task_type, 0, 0, count(*) filter (where status = '02'), count(*) filter (where status = '03')
      from ${t} where status in ('02', '03') group by task_type
    ) as parts
    group by task_type`.execute(scope.db);
  const byType = new Map(rows.map((row) => [row.task_type, row]));
  return CATEGORIES.map(([taskDesc, category]) => ({
    taskDesc,
    taskCountInfo: Object.fromEntries(COUNT_FIELDS.map(([field, type]) => [field, byType.get(type)?.[category] ?? 0])) as unknown as TaskCountInfo,
  }));
}
