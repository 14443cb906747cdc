/**
 * Release notes (schemas/project-update-log.json): the newest console release note each account
 * has seen, so the console shows a new one once per account, in any browser (server/release-notes/).
 * Not an entity's table: nobody edits it, the account's own calls write it.
 */
export const platformReleaseNoteSeen: string[] = [
  `CREATE TABLE IF NOT EXISTS platform.release_note_seen (
     acct_id char(24) PRIMARY KEY,
     version varchar(32) NOT NULL,
     seen_date_time timestamp(0) NOT NULL
   )`,
];
