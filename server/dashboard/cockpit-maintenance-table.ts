import dayjs from 'dayjs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { TASK_TYPES, TaskStatus } from '../equipment/equipment-codes.js';
import { Permission, type HospitalScope } from './dashboard-access.js';
import { postHospital } from './hospital-route.js';
import type { HospitalBody } from './request-schemas.js';
import type { MaintenanceCycleTable } from '../../contracts/maintenance.js';
import { EXAMPLE_OBJECT_ID } from '../../engine/server/openapi-examples.js';
import { DocTag } from '../http/doc-tags.js';

/**
 * POST /api/dashboard/maintenance-cycle-table: the preventive maintenance cycle table of
 * /maintenance-table (issue 18): every task plan of the hospital × the twelve months of a year,
 * each cell counting that plan's tasks due in that month as done, due (not yet done, not overdue)
 * and overdue. No other call crosses plans with months (work-count-query counts this month by
 * task type only). docs/dashboard-api.md.
 */

export const MAINTENANCE_TABLE_PATH = '/api/dashboard/maintenance-cycle-table';

/** A year the table can be asked for; outside it is a typo, not a plan year. */
const yearField = { type: 'integer', minimum: 2000, maximum: 2100 } as const;

interface TableBody extends HospitalBody {
  year?: number;
}

const TYPE_ORDER = new Map<string, number>(TASK_TYPES.map((type, index) => [type, index]));

export async function maintenanceCycleTable(scope: HospitalScope, year: number): Promise<MaintenanceCycleTable> {
  const first = dayjs(`${year}-01-01`);
  const months = Array.from({ length: 12 }, (_, index) => first.add(index, 'month').format('YYYY-MM'));
  const planTable = sql.table(`${scope.schema}.task_plan`);
  const plans = await sql<{ id: string; planName: string; taskType: string; cycleDays: number }>`
    select id, plan_name as "planName", task_type as "taskType", cycle_days as "cycleDays"
    from ${planTable}`.execute(scope.db);
  // One pass over the year's tasks by due date (eqp_task_due_idx), grouped by plan and month.
  const { rows } = await sql<{ planId: string; month: string; done: number; due: number; overdue: number }>`
    select plan_id as "planId", to_char(due_date, 'YYYY-MM') as month,
      count(*) filter (where status = ${TaskStatus.done})::int as done,
      count(*) filter (where status in (${TaskStatus.planned}, ${TaskStatus.todo}))::int as due,
      count(*) filter (where status = ${TaskStatus.overdue})::int as overdue
    from ${scope.tables.eqpTask}
    where due_date >= ${first.format('YYYY-MM-DD')} and due_date < ${first.add(1, 'year').format('YYYY-MM-DD')} and plan_id is not null
    group by plan_id, to_char(due_date, 'YYYY-MM')`.execute(scope.db);
  const counts = new Map(rows.map((row) => [`${row.planId}|${row.month}`, row]));
  const ordered = [...plans.rows].sort(
    (a, b) =>
      (TYPE_ORDER.get(a.taskType) ?? TASK_TYPES.length) - (TYPE_ORDER.get(b.taskType) ?? TASK_TYPES.length) ||
      a.planName.localeCompare(b.planName, 'zh-CN') ||
      a.id.localeCompare(b.id),
  );
  return {
    year,
    months,
    plans: ordered.map((plan) => ({
      planId: plan.id,
      planName: plan.planName,
      taskType: plan.taskType,
      cycleDays: Number(plan.cycleDays),
      cells: months.map((month) => {
        const row = counts.get(`${plan.id}|${month}`);
        return { month, done: row?.done ?? 0, due: row?.due ?? 0, overdue: row?.overdue ?? 0 };
      }),
    })),
  };
}

export function registerMaintenanceTableRoute(app: FastifyInstance, db: Db): void {
  postHospital<TableBody>(app, db, MAINTENANCE_TABLE_PATH, {
    // The same figures as the preventive task panel (work-count-query), per plan and month.
    permissions: Permission.dashboard,
    properties: { year: yearField },
    handle: (scope, body) => maintenanceCycleTable(scope, body.year ?? dayjs().year()),
    doc: {
      tag: DocTag.dashboard,
      summary: '预防性维护周期表（计划 × 月份：已完成 / 待完成 / 已超期）',
      body: { hospCode: '10001', year: 2026 },
      response: {
        year: 2026,
        months: Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
        plans: [
          {
            planId: EXAMPLE_OBJECT_ID,
            planName: '2026年度保养计划',
            taskType: 'maintain',
            cycleDays: 90,
            cells: [{ month: '2026-01', done: 12, due: 0, overdue: 1 }],
          },
        ],
      },
    },
  });
}
