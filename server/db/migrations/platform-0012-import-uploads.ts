/**
 * Import uploads (issue 29) move from one process's memory to the database: a dry run or an import
 * may reach another server process (WORKERS, several instances) than the upload did. Each upload
 * belongs to the account that sent it, with its entity and hospital ('' for a platform screen), and
 * expires after half an hour. Each account's column mapping per entity is kept too, so the mapping
 * follows the user to another browser.
 */
export const platformImportUploads: string[] = [
  `CREATE TABLE IF NOT EXISTS platform.import_upload (
     id char(36) PRIMARY KEY,
     acct_id char(24) NOT NULL,
     entity varchar(100) NOT NULL,
     hosp_code varchar(32) NOT NULL DEFAULT '',
     file_name varchar(255) NOT NULL,
     header_row integer NOT NULL,
     headers jsonb NOT NULL,
     rows jsonb NOT NULL,
     expires_ms bigint NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS import_upload_acct ON platform.import_upload (acct_id, expires_ms)`,
  `CREATE INDEX IF NOT EXISTS import_upload_expires ON platform.import_upload (expires_ms)`,
  `CREATE TABLE IF NOT EXISTS platform.import_mapping (
     acct_id char(24) NOT NULL,
     entity varchar(100) NOT NULL,
     mapping jsonb NOT NULL,
     PRIMARY KEY (acct_id, entity)
   )`,
];
