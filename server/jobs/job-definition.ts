import { cronProblem } from './cron-check.js';
import { checkJobParams } from './job-params.js';
import { findJobHandler, handlerProblem } from './job-registry.js';

/**
 * Why a job as it would be saved could not run, or undefined: a name, a bean and method this
 * server offers, params that method accepts, and a cron expression that runs. The seed's forms have
 * no rules of their own (seed 002 section 5); the server refuses what the scheduler cannot honour.
 */
export function jobProblem(job: Record<string, unknown>): string | undefined {
  if (typeof job.jobName !== 'string' || job.jobName.trim() === '') return '任务名称为必输项';
  const handler = handlerProblem(job.beanName, job.methodName);
  if (handler) return handler;
  const params = checkJobParams(typeof job.params === 'string' ? job.params : null, findJobHandler(job.beanName, job.methodName)!.params);
  if (!params.ok) return params.message;
  return cronProblem(typeof job.cronExpression === 'string' ? job.cronExpression : null);
}
