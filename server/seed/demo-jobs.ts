import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { readConfig } from '../config.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import { syncPlatformEntityTables } from '../entities/entity-tables.js';
import { newObjectId } from '../../engine/server/object-id.js';
import { executeJob } from '../jobs/job-execution.js';
import { writeJobLog, type JobRow } from '../jobs/job-store.js';

/** The scheduled jobs a demo installation starts with: the housekeeping at quiet hours, two diagnostics paused. */
export const demoJobs: (Omit<JobRow, 'id'> & { remark: string })[] = [
  {
    jobName: '标记超期任务',
    beanName: 'eqpTaskJob',
    methodName: 'markOverdue',
    params: '{"graceDays": 0}',
    cronExpression: '0 5 0 * * *',
    isPause: false,
    remark: '每天0点5分把计划日期已过仍未完成的任务标记为超期',
  },
  {
    jobName: '清理过期会话',
    beanName: 'sessionJob',
    methodName: 'purgeExpired',
    params: '',
    cronExpression: '0 0 * * * *',
    isPause: false,
    remark: '每小时整点',
  },
  {
    jobName: '清理孤立上传文件',
    beanName: 'uploadJob',
    methodName: 'cleanOrphans',
    params: '{"olderThanHours": 24, "dryRun": false}',
    cronExpression: '0 30 3 * * *',
    isPause: false,
    remark: '每天3点30分删除一天前上传、没有记录引用的文件',
  },
  {
    jobName: '清理任务日志',
    beanName: 'quartzLogJob',
    methodName: 'purgeOld',
    params: '{"keepDays": 30}',
    cronExpression: '0 0 4 * * *',
    isPause: false,
    remark: '保留30天',
  },
  {
    jobName: '诊断：每10秒等待1秒',
    beanName: 'diagnosticJob',
    methodName: 'wait',
    params: '{"seconds": 1}',
    cronExpression: '*/10 * * * * *',
    isPause: true,
    remark: '打开后每10秒写一条日志，用于检查调度',
  },
  {
    jobName: '诊断：失败示例',
    beanName: 'diagnosticJob',
    methodName: 'fail',
    params: '{"message": "诊断任务按要求失败"}',
    cronExpression: '0 0 12 * * *',
    isPause: true,
    remark: '立即执行时写一条失败日志，用于查看异常信息',
  },
];

/** Jobs run once while seeding, so the job-log screen starts with real rows: two successes and a failure. */
const RUN_AT_SEED = ['清理过期会话', '清理任务日志', '诊断：失败示例'];

/**
 * The demo's scheduled jobs (schemas/quartz-job.json) and a first run of three of them. Skipped once
 * any job exists, so a second start adds nothing.
 */
export async function seedDemoJobs(db: Db): Promise<void> {
  await syncPlatformEntityTables(db, entityCatalogue());
  const store = db as unknown as Kysely<any>;
  if (await store.selectFrom('platform.quartz_job').select('id').limit(1).executeTakeFirst()) return;
  const now = nowDateTime();
  const rows = demoJobs.map((job) => ({ ...job, id: newObjectId() }));
  await store
    .insertInto('platform.quartz_job')
    .values(
      rows.map((job) => ({
        id: job.id,
        job_name: job.jobName,
        bean_name: job.beanName,
        method_name: job.methodName,
        params: job.params,
        cron_expression: job.cronExpression,
        is_pause: job.isPause,
        remark: job.remark,
        create_date_time: now,
        lstupd_date_time: now,
      })),
    )
    .execute();
  const config = readConfig();
  for (const job of rows.filter((row) => RUN_AT_SEED.includes(row.jobName ?? ''))) {
    await writeJobLog(store, job, await executeJob({ db: store, config, signal: new AbortController().signal }, job));
  }
}
