import type { Kysely } from 'kysely';
import { badInput, notFound, refusedBy } from '../../engine/server/entity-context.js';
import { addWriteGuard, addWriteObserver } from '../../engine/server/entity-extensions.js';
import { requireId } from '../../engine/server/request-checks.js';
import type { ExtensionModule } from '../entities/entity-operations.js';
import { jobProblem } from './job-definition.js';
import { handlerCatalogue } from './job-registry.js';
import { readJob, type JobRow } from './job-store.js';
import { schedulerOf } from './jobs-area.js';

const ENTITY = 'quartz-job';

/** The stored jobs a batch update or an update changes, by wire name, to check them as they will be. */
async function currentJobs(trx: Kysely<any>, ids: string[]): Promise<Record<string, unknown>[]> {
  return trx
    .selectFrom('platform.quartz_job')
    .select(['job_name as jobName', 'bean_name as beanName', 'method_name as methodName', 'params', 'cron_expression as cronExpression'])
    .where('id', 'in', ids)
    .execute();
}

const firstLine = (text: string | null) => (text ?? '').split('\n')[0];

/**
 * Scheduled jobs (schemas/quartz-job.json): every write is checked against what the scheduler can
 * run, and reaches the scheduler as soon as it is written (a pause stops the timer at once);
 * 立即执行 runs a job now; the dialog reads the handler registry.
 */
export const quartzJobModule: ExtensionModule = (extensions, db) => {
  addWriteGuard(extensions, ENTITY, async ({ operation, trx, ids, values }) => {
    if (operation === 'delete') return;
    const jobs = operation === 'add' ? [values] : (await currentJobs(trx, ids)).map((job) => ({ ...job, ...values }));
    for (const job of jobs) {
      const problem = jobProblem(job);
      if (problem) throw badInput(problem);
    }
  });

  addWriteObserver(extensions, async (write) => {
    if (write.entity.name !== ENTITY) return;
    const scheduler = schedulerOf(db);
    if (!scheduler) return;
    if (write.operation === 'delete')
      write.ids.forEach((id) => {
        scheduler.forget(id);
      });
    else scheduler.applyRows(write.after as unknown as JobRow[]);
  });

  extensions.operations.register(`${ENTITY}/run`, async ({ input }) => {
    const id = requireId(input.id, '任务ID');
    const job = await readJob(db, id);
    if (!job) throw notFound();
    const scheduler = schedulerOf(db);
    if (!scheduler) throw refusedBy('任务调度未启动');
    const outcome = await scheduler.runNow(job);
    if (outcome.skipped) throw refusedBy('该任务正在执行中，本次执行已跳过');
    if (!outcome.isSuccess) throw refusedBy(`任务执行失败：${firstLine(outcome.exceptionDetail)}`);
    return { data: { isSuccess: true, spendTime: outcome.spendTime }, message: `执行成功，耗时 ${outcome.spendTime} 毫秒` };
  });

  extensions.operations.register(`${ENTITY}/handlers`, async ({ host, request }) => ({
    data: handlerCatalogue(host.language?.(request) ?? 'zh'),
  }));
};
