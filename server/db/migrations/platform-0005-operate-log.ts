/**
 * The operation log (seed 000 section 2.3; server/audit, schemas/operate-log.json): one row per
 * written record. The engine serves the table as a read-only entity; this migration creates it so
 * that it gets its index on the time, which the list sorts and filters by.
 */
export const platformOperateLog: string[] = [
  `CREATE TABLE IF NOT EXISTS platform.operate_log (
     id char(24) PRIMARY KEY,
     acct_id varchar(24),
     acct_name varchar(100),
     acct_no varchar(64),
     acct_type varchar(2),
     hosp_code varchar(32),
     entity varchar(64),
     operation varchar(64),
     record_id varchar(64),
     changes jsonb,
     request_id varchar(100),
     client_ip varchar(64),
     create_date_time timestamp(0) NOT NULL,
     lstupd_date_time timestamp(0) NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS operate_log_create_date_time ON platform.operate_log (create_date_time DESC, id DESC)`,
];
