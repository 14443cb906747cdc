import type { Kysely } from 'kysely';
import { defineArea } from '../http/server-area.js';
import { JobScheduler } from './job-scheduler.js';

/** The scheduler of each server's database: the entity extension module reaches it from here. */
const schedulers = new WeakMap<object, JobScheduler>();

export const schedulerOf = (db: Kysely<any>): JobScheduler | undefined => schedulers.get(db);

/**
 * Starts the scheduled jobs when the server is ready and stops them when it closes (before the
 * database is closed; at most a few seconds for a running job to end). JOBS=off leaves the jobs
 * unscheduled (立即执行 still works): for a process that should serve requests only.
 */
export const jobsArea = defineArea('jobs', (app, { db, config }) => {
  const scheduler = new JobScheduler({ db, config, databaseKind: config.databaseUrl ? 'postgres' : 'pglite', log: app.log });
  schedulers.set(db, scheduler);
  if (process.env.JOBS !== 'off') app.addHook('onReady', () => scheduler.start());
  app.addHook('onClose', async () => {
    await scheduler.stop();
    schedulers.delete(db);
  });
});
