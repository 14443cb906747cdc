import { Cron } from 'croner';
import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.js';
import { cronProblem, normalizeCron } from './cron-check.js';
import { executeJob } from './job-execution.js';
import { claimFire, LOCKED, readJob, readJobs, withJobLock, writeJobLog, type JobRow, type RunOutcome } from './job-store.js';

export interface SchedulerLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface SchedulerOptions {
  db: Kysely<any>;
  config: ServerConfig;
  databaseKind: 'pglite' | 'postgres';
  log: SchedulerLog;
  /** How often the jobs are read again, for changes made by other server processes. */
  syncIntervalMs?: number;
  /** How long stop() waits for runs to end after asking them to (server shutdown must not hang). */
  stopWaitMs?: number;
}

const DEFAULT_SYNC_MS = 15_000;
const DEFAULT_STOP_WAIT_MS = 5_000;

/** When a job runs: with a cron expression that runs, and not paused. */
const schedulable = (job: JobRow): job is JobRow & { cronExpression: string } =>
  job.isPause !== true && typeof job.cronExpression === 'string' && cronProblem(job.cronExpression) === undefined;

/**
 * Runs the scheduled jobs of platform.quartz_job with croner. Writes through the engine reach it at
 * once (applyRows / forget, from the write observer), other processes' writes with the next sync.
 * Each firing re-reads its job (a pause counts from the moment it is saved), claims the scheduled
 * time so that one process only runs it, and skips, with a log row, a run whose previous one is
 * still going, in this process or another.
 */
export class JobScheduler {
  private readonly crons = new Map<string, { cron: Cron; signature: string }>();
  private readonly running = new Set<string>();
  private readonly runs = new Set<Promise<unknown>>();
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: SchedulerOptions) {}

  async start(): Promise<void> {
    await this.syncSafely();
    if (this.stopped) return;
    this.timer = setInterval(() => void this.syncSafely(), this.options.syncIntervalMs ?? DEFAULT_SYNC_MS);
    this.timer.unref();
  }

  /** Stops every timer, asks running jobs to end, and waits for them a few seconds at most. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const { cron } of this.crons.values()) cron.stop();
    this.crons.clear();
    this.abort.abort();
    let timeout: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timeout = setTimeout(resolve, this.options.stopWaitMs ?? DEFAULT_STOP_WAIT_MS);
    });
    await Promise.race([Promise.allSettled([...this.runs]), waited]);
    clearTimeout(timeout);
  }

  /** Jobs as they are now (after a write, or read by a sync): scheduled, rescheduled or dropped. */
  applyRows(jobs: JobRow[]): void {
    if (this.stopped) return;
    for (const job of jobs) {
      if (!schedulable(job)) {
        this.forget(job.id);
        continue;
      }
      const signature = job.cronExpression;
      if (this.crons.get(job.id)?.signature === signature) continue;
      this.forget(job.id);
      const cron: Cron = new Cron(normalizeCron(signature), { catch: true, unref: true }, () => this.onTick(job.id, cron));
      this.crons.set(job.id, { cron, signature });
    }
  }

  forget(id: string): void {
    this.crons.get(id)?.cron.stop();
    this.crons.delete(id);
  }

  /** Ids of the jobs with a timer, for tests and diagnostics. */
  scheduledIds(): string[] {
    return [...this.crons.keys()];
  }

  /** Reads every job again: other processes' writes, and jobs deleted elsewhere. */
  async sync(): Promise<void> {
    const jobs = await readJobs(this.options.db);
    const ids = new Set(jobs.map((job) => job.id));
    for (const id of this.crons.keys()) if (!ids.has(id)) this.forget(id);
    this.applyRows(jobs);
  }

  /** 立即执行: one run now, whatever the schedule and the pause; resolves with its outcome. */
  async runNow(job: JobRow): Promise<RunOutcome> {
    return this.track(this.runGuarded(job, '手动执行'));
  }

  private async syncSafely(): Promise<void> {
    try {
      await this.sync();
    } catch (error) {
      if (!this.stopped) this.options.log.error({ err: error }, 'scheduled jobs: reading the jobs failed');
    }
  }

  private onTick(id: string, cron: Cron): void {
    // The scheduled second, the same in every process (a timer fires a few ms after it).
    const scheduled = cron.nextRun(new Date(Date.now() - 1000)) ?? new Date();
    void this.track(this.fire(id, scheduled));
  }

  private track<T>(run: Promise<T>): Promise<T> {
    this.runs.add(run);
    void run.finally(() => this.runs.delete(run)).catch(() => undefined);
    return run;
  }

  private async fire(id: string, scheduled: Date): Promise<void> {
    try {
      if (this.stopped) return;
      const job = await readJob(this.options.db, id);
      if (!job || !schedulable(job)) {
        this.forget(id);
        return;
      }
      if (!(await claimFire(this.options.db, id, scheduled))) return;
      await this.runGuarded(job, `计划时间 ${dayjs(scheduled).format('YYYY-MM-DD HH:mm:ss')}`);
    } catch (error) {
      if (!this.stopped) this.options.log.error({ err: error, jobId: id }, 'scheduled job: the run could not be made or logged');
    }
  }

  /** One run, unless the job's previous run is still going here or in another process: then a skip row. */
  private async runGuarded(job: JobRow, when: string): Promise<RunOutcome> {
    if (this.running.has(job.id)) return this.skip(job, when);
    this.running.add(job.id);
    try {
      const { db, config, databaseKind, log } = this.options;
      const outcome = await withJobLock(db, databaseKind, job.id, () =>
        executeJob(
          { db, config, signal: this.abort.signal, log: (summary) => log.info({ jobId: job.id, jobName: job.jobName }, summary) },
          job,
        ),
      );
      if (outcome === LOCKED) return await this.skip(job, when);
      await writeJobLog(db, job, outcome);
      return outcome;
    } finally {
      this.running.delete(job.id);
    }
  }

  private async skip(job: JobRow, when: string): Promise<RunOutcome> {
    const outcome: RunOutcome = {
      isSuccess: false,
      spendTime: 0,
      exceptionDetail: `上一次执行尚未结束，本次执行已跳过（${when}）`,
      skipped: true,
    };
    await writeJobLog(this.options.db, job, outcome);
    return outcome;
  }
}
