import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.js';

/** A text in both console languages (the handler list is shown in the add / edit dialog). */
export interface BilingualText {
  zh: string;
  en: string;
}

/** One parameter a job method takes from the job's `params` JSON, with its rule. */
export type JobParamDef = { name: string; title: BilingualText } & (
  | { type: 'integer'; default: number; minimum: number; maximum: number }
  | { type: 'boolean'; default: boolean }
  | { type: 'string'; default: string; maxLength: number }
);

export type JobParams = Record<string, number | boolean | string>;

/** What a job method gets for one run. */
export interface JobContext {
  db: Kysely<any>;
  config: ServerConfig;
  /** The job's params, checked and completed with the defaults. */
  params: JobParams;
  /** Aborted when the server shuts down: a long job stops early instead of holding the shutdown. */
  signal: AbortSignal;
}

/**
 * A method the scheduler may call: a scheduled job names it by `beanName` and `methodName` (the
 * seed's Quartz-style wire names). `run` answers a one-line summary for the server log; throwing
 * marks the run failed, its message in the job log's exceptionDetail.
 */
export interface JobHandler {
  beanName: string;
  methodName: string;
  title: BilingualText;
  description: BilingualText;
  params: JobParamDef[];
  run(context: JobContext): Promise<string>;
}

/** A failure a job means (bad params, the diagnostic's): its log row shows the message alone, no stack. */
export class JobFailure extends Error {}
