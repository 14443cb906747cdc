import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.js';
import { JobScheduler } from './job-scheduler.js';

/** The scheduler of each server's database: the entity extension module reaches it from here. */
const schedulers = new WeakMap<object, JobScheduler>();

export const schedulerOf = (db: Kysely<any>): JobScheduler | undefined => schedulers.get(db);

/**
 * Starts the scheduled jobs when the server is ready and stops them when it closes (before the
 * database is closed; at most a few seconds for a running job to end). JOBS=off leaves the jobs
 * unscheduled (立即执行 still works): for a process that should serve requests only.
 */
export function registerScheduler(app: FastifyInstance, db: Kysely<any>, config: ServerConfig, env: NodeJS.ProcessEnv = process.env): void {
  const scheduler = new JobScheduler({ db, config, databaseKind: config.databaseUrl ? 'postgres' : 'pglite', log: app.log });
  schedulers.set(db, scheduler);
  if (env.JOBS !== 'off') app.addHook('onReady', () => scheduler.start());
  app.addHook('onClose', async () => {
    await scheduler.stop();
    schedulers.delete(db);
  });
}
