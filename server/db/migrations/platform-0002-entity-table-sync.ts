/** Which entity tables (derived from schemas/) are in step with their schema, per SQL schema. */
export const platformEntityTableSync: string[] = [
  `CREATE TABLE platform.entity_table_sync (
     schema_name varchar(64) NOT NULL,
     entity varchar(64) NOT NULL,
     ddl_hash char(64) NOT NULL,
     PRIMARY KEY (schema_name, entity)
   )`,
];
