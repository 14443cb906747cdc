import dayjs from 'dayjs';
import type { JobHandler } from '../job-types.js';

/** Job-log rows (and the scheduler's run claims) older than the days kept. */
export const purgeOldJobLogs: JobHandler = {
  beanName: 'quartzLogJob',
  methodName: 'purgeOld',
  title: { zh: '清理任务日志', en: 'Purge old job logs' },
  description: {
    zh: '删除早于保留天数的任务日志（每次执行都会写一条日志，秒级任务一天可达数万条）',
    en: 'Deletes job-log rows older than the days kept (every run writes one; a job every second writes tens of thousands a day)',
  },
  params: [
    { name: 'keepDays', type: 'integer', default: 30, minimum: 1, maximum: 3650, title: { zh: '日志保留天数', en: 'Days of logs kept' } },
  ],
  async run({ db, params }) {
    const cutoff = dayjs().subtract(Number(params.keepDays), 'day');
    const logs = await db
      .deleteFrom('platform.quartz_log')
      .where('create_date_time', '<', cutoff.format('YYYY-MM-DD HH:mm:ss'))
      .executeTakeFirst();
    await db.deleteFrom('platform.quartz_job_fire').where('fire_time', '<', cutoff.toDate()).execute();
    return `已删除 ${Number(logs.numDeletedRows)} 条早于 ${cutoff.format('YYYY-MM-DD HH:mm:ss')} 的任务日志`;
  },
};
