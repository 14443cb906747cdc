import { sql, type Kysely } from 'kysely';
import { newObjectId } from '../../engine/server/object-id.js';
import { nowDateTime } from '../db/clock.js';

/** A scheduled job as the scheduler reads it (platform.quartz_job, schemas/quartz-job.json). */
export interface JobRow {
  id: string;
  jobName: string | null;
  beanName: string | null;
  methodName: string | null;
  params: string | null;
  cronExpression: string | null;
  isPause: boolean | null;
}

/** What one run came to, as its job-log row records it. */
export interface RunOutcome {
  isSuccess: boolean;
  /** Milliseconds. */
  spendTime: number;
  exceptionDetail: string | null;
  /** A run not made because the previous one was still going (logged, not run). */
  skipped?: boolean;
}

const JOB_COLUMNS = [
  'id',
  'job_name as jobName',
  'bean_name as beanName',
  'method_name as methodName',
  'params',
  'cron_expression as cronExpression',
  'is_pause as isPause',
] as const;

export async function readJobs(db: Kysely<any>): Promise<JobRow[]> {
  return (await db.selectFrom('platform.quartz_job').select(JOB_COLUMNS).orderBy('id').execute()) as JobRow[];
}

export async function readJob(db: Kysely<any>, id: string): Promise<JobRow | undefined> {
  return (await db.selectFrom('platform.quartz_job').select(JOB_COLUMNS).where('id', '=', id).executeTakeFirst()) as JobRow | undefined;
}

/** Every run writes one row (seed 002 section 3: the job's names, cron and params, the outcome). */
export async function writeJobLog(db: Kysely<any>, job: JobRow, outcome: RunOutcome): Promise<void> {
  const now = nowDateTime();
  await db
    .insertInto('platform.quartz_log')
    .values({
      id: newObjectId(),
      job_name: job.jobName,
      bean_name: job.beanName,
      method_name: job.methodName,
      params: job.params,
      cron_expression: job.cronExpression,
      is_success: outcome.isSuccess,
      spend_time: outcome.spendTime,
      exception_detail: outcome.exceptionDetail,
      create_date_time: now,
      lstupd_date_time: now,
    })
    .execute();
}

/**
 * Claims one scheduled time of a job for this process: with several server processes on one
 * PostgreSQL, each schedules every job, and the primary key lets exactly one of them insert the
 * (job, time) row and run it. Claims older than a day are dropped on the way.
 */
export async function claimFire(db: Kysely<any>, jobId: string, fireTime: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('platform.quartz_job_fire')
    .values({ job_id: jobId, fire_time: fireTime })
    .onConflict((conflict) => conflict.doNothing())
    .returning('job_id')
    .executeTakeFirst();
  await db
    .deleteFrom('platform.quartz_job_fire')
    .where('job_id', '=', jobId)
    .where('fire_time', '<', new Date(fireTime.getTime() - 86_400_000))
    .execute();
  return inserted !== undefined;
}

// Advisory-lock key space of the scheduler (the first int4 of the two-key form): "Qz".
const LOCK_SPACE = 0x517a;
export const LOCKED = Symbol('locked');

/**
 * Runs `work` while holding the job's lock across processes: a session advisory lock on a connection
 * kept for the run (a process that dies releases it with its connection). On PGlite there is one
 * process (the data folder's lock file) with one connection, which the work itself needs: the
 * caller's in-process guard is the whole story there.
 */
export async function withJobLock<T>(
  db: Kysely<any>,
  kind: 'pglite' | 'postgres',
  jobId: string,
  work: () => Promise<T>,
): Promise<T | typeof LOCKED> {
  if (kind === 'pglite') return work();
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_lock(${LOCK_SPACE}, hashtext(${jobId})) as got`.execute(connection);
    if (!rows[0]?.got) return LOCKED;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_SPACE}, hashtext(${jobId}))`.execute(connection);
    }
  });
}
