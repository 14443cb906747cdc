import { createRegistry } from '../../engine/schema/registry.js';
import type { RequestLanguage } from '../http/request-language.js';
import type { JobHandler } from './job-types.js';
import { markOverdueTasks } from './handlers/mark-overdue-tasks.js';
import { purgeExpiredSessions } from './handlers/purge-sessions.js';
import { cleanOrphanUploadsJob } from './handlers/clean-orphan-uploads.js';
import { purgeOldJobLogs } from './handlers/purge-job-logs.js';
import { failJob, waitJob } from './handlers/diagnostics.js';
import type { JobHandlerBean } from '../../contracts/quartz-job.js';

/** Every method a scheduled job may name, by `<beanName>.<methodName>`. A new job is one entry here. */
export const jobHandlers = createRegistry<JobHandler>('Job handler');
for (const handler of [markOverdueTasks, purgeExpiredSessions, cleanOrphanUploadsJob, purgeOldJobLogs, waitJob, failJob]) {
  jobHandlers.register(`${handler.beanName}.${handler.methodName}`, handler);
}

const all = (): JobHandler[] => jobHandlers.names().map((name) => jobHandlers.get(name)!);
const beanNames = (): string[] => [...new Set(all().map((handler) => handler.beanName))];

export const findJobHandler = (beanName: unknown, methodName: unknown): JobHandler | undefined =>
  typeof beanName === 'string' && typeof methodName === 'string' ? jobHandlers.get(`${beanName}.${methodName}`) : undefined;

/** Why a job's bean and method cannot run (unknown to this server), in words an operator can act on. */
export function handlerProblem(beanName: unknown, methodName: unknown): string | undefined {
  if (typeof beanName !== 'string' || beanName === '') return 'Bean名称为必输项';
  if (typeof methodName !== 'string' || methodName === '') return '方法名称为必输项';
  const methods = all().filter((handler) => handler.beanName === beanName);
  if (!methods.length) return `任务Bean ${beanName} 不存在，可用的Bean：${beanNames().join('、')}`;
  if (!methods.some((handler) => handler.methodName === methodName)) {
    return `任务Bean ${beanName} 没有方法 ${methodName}，可用的方法：${methods.map((handler) => handler.methodName).join('、')}`;
  }
  return undefined;
}

/** The registry as the job dialog offers it (GET /api/quartz-job/handlers), in the caller's language. */
export function handlerCatalogue(language: RequestLanguage): JobHandlerBean[] {
  return beanNames().map((beanName) => ({
    beanName,
    methods: all()
      .filter((handler) => handler.beanName === beanName)
      .map((handler) => ({
        methodName: handler.methodName,
        title: handler.title[language],
        description: handler.description[language],
        params: handler.params.map(({ title, ...rule }) => ({ ...rule, title: title[language] })),
        defaultParams: handler.params.length
          ? JSON.stringify(Object.fromEntries(handler.params.map((param) => [param.name, param.default])))
          : '',
      })),
  }));
}
