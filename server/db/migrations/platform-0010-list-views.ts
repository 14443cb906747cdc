/**
 * Saved views of the schema list screens (issue 29, server/list-views/): a named list state per
 * entity and hospital ('' for a platform screen), owned by an account and seen by its owner, a
 * role of that hospital or everyone; and each account's default view per entity and hospital.
 * Not an entity's table: the accounts' own calls write it.
 */
export const platformListViews: string[] = [
  `CREATE TABLE IF NOT EXISTS platform.list_view (
     id char(24) PRIMARY KEY,
     entity varchar(100) NOT NULL,
     hosp_code varchar(32) NOT NULL DEFAULT '',
     owner_id char(24) NOT NULL,
     name varchar(100) NOT NULL,
     scope varchar(8) NOT NULL,
     role_id char(24),
     state jsonb NOT NULL,
     create_date_time timestamp(0) NOT NULL,
     lstupd_date_time timestamp(0) NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS list_view_entity_hosp ON platform.list_view (entity, hosp_code)`,
  `CREATE TABLE IF NOT EXISTS platform.list_view_default (
     acct_id char(24) NOT NULL,
     entity varchar(100) NOT NULL,
     hosp_code varchar(32) NOT NULL DEFAULT '',
     view_id char(24) NOT NULL,
     PRIMARY KEY (acct_id, entity, hosp_code)
   )`,
];
