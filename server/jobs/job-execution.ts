import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.js';
import { checkJobParams } from './job-params.js';
import { findJobHandler, handlerProblem } from './job-registry.js';
import type { JobRow, RunOutcome } from './job-store.js';
import { JobFailure } from './job-types.js';

const DETAIL_LIMIT = 20_000;

/** The message first, then (for an unexpected error) the stack's frames: what an operator reads in the log's expanded row. */
export function exceptionText(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, DETAIL_LIMIT);
  if (error instanceof JobFailure) return error.message.slice(0, DETAIL_LIMIT);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [error.message, ...(frames.length ? ['', ...frames.map((line) => line.trim())] : [])].join('\n').slice(0, DETAIL_LIMIT);
}

/**
 * One run of a job's method: its params checked and completed, the handler called, the time
 * measured. Never throws: a failure is an outcome with its exception text.
 */
export async function executeJob(
  context: { db: Kysely<any>; config: ServerConfig; signal: AbortSignal; log?: (summary: string) => void },
  job: JobRow,
): Promise<RunOutcome> {
  const started = performance.now();
  const spent = () => Math.round(performance.now() - started);
  try {
    const problem = handlerProblem(job.beanName, job.methodName);
    if (problem) throw new JobFailure(problem);
    const handler = findJobHandler(job.beanName, job.methodName)!;
    const params = checkJobParams(job.params, handler.params);
    if (!params.ok) throw new JobFailure(params.message);
    const summary = await handler.run({ db: context.db, config: context.config, params: params.params, signal: context.signal });
    context.log?.(summary);
    return { isSuccess: true, spendTime: spent(), exceptionDetail: null };
  } catch (error) {
    return { isSuccess: false, spendTime: spent(), exceptionDetail: exceptionText(error) };
  }
}
