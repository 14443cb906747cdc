/**
 * Scheduled jobs (seed 002 sections 2.6, 2.7; server/jobs). The job log is an engine entity
 * (schemas/quartz-log.json); it is created here with the same columns so that it gets its index on
 * the time (a job every second writes 86,400 rows a day). `quartz_job_fire` holds one row per job
 * and scheduled time: the first server process to insert it runs that time, the others skip it.
 */
export const platformQuartzJobs: string[] = [
  `CREATE TABLE IF NOT EXISTS platform.quartz_log (
     id char(24) PRIMARY KEY,
     job_name varchar(100),
     bean_name varchar(64),
     method_name varchar(64),
     params varchar(1000),
     cron_expression varchar(120),
     is_success boolean,
     spend_time integer,
     exception_detail text,
     create_date_time timestamp(0) NOT NULL,
     lstupd_date_time timestamp(0) NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS quartz_log_create_date_time ON platform.quartz_log (create_date_time DESC, id DESC)`,
  `CREATE TABLE IF NOT EXISTS platform.quartz_job_fire (
     job_id char(24) NOT NULL,
     fire_time timestamptz NOT NULL,
     claimed_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (job_id, fire_time)
   )`,
  `CREATE INDEX IF NOT EXISTS quartz_job_fire_time ON platform.quartz_job_fire (fire_time)`,
];
