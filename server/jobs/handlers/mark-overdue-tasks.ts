import dayjs from 'dayjs';
import { hospitalsWithTables, hospSchema } from '../../db/migrate.js';
import { nowDateTime } from '../../db/clock.js';
import type { JobHandler } from '../job-types.js';
import { touchedRow } from '../../db/row-version.js';

/**
 * Seed 000 section 4: patrol, maintenance, quality and metering tasks are open in 02 and overdue
 * in 03. A task whose due date has passed unfinished (01 not yet due, 02 to do) becomes 03, so the
 * dashboards' 已超期 counts and the task lists follow the calendar.
 */
export const markOverdueTasks: JobHandler = {
  beanName: 'eqpTaskJob',
  methodName: 'markOverdue',
  title: { zh: '标记超期任务', en: 'Mark overdue tasks' },
  description: {
    zh: '把计划日期已过仍未完成的巡检、保养、质控、计量任务（01 未到期、02 待执行）改为 03 已超期，逐家医院处理',
    en: 'Sets unfinished patrol, maintenance, quality and metering tasks whose due date has passed (01 not yet due, 02 to do) to 03 overdue, hospital by hospital',
  },
  params: [
    {
      name: 'graceDays',
      type: 'integer',
      default: 0,
      minimum: 0,
      maximum: 30,
      title: { zh: '宽限天数：计划日期过后多少天才算超期', en: 'Grace days after the due date before a task is overdue' },
    },
  ],
  async run({ db, params }) {
    const cutoff = dayjs().subtract(Number(params.graceDays), 'day').format('YYYY-MM-DD');
    let total = 0;
    const hospitals = await hospitalsWithTables(db);
    for (const hospCode of hospitals) {
      const result = await db
        .withSchema(hospSchema(hospCode))
        .updateTable('eqp_task')
        .set({ status: '03', ...touchedRow(nowDateTime()) })
        .where('status', 'in', ['01', '02'])
        .where('due_date', '<', cutoff)
        .executeTakeFirst();
      total += Number(result.numUpdatedRows);
    }
    return `已把 ${total} 个任务标记为超期（${hospitals.length} 家医院，计划日期早于 ${cutoff}）`;
  },
};
