import { sql, type Kysely, type Migration } from 'kysely';
import { nowDateTime } from '../clock.js';
import baseline from './hospital-0006-schema-entries-given.data.json';

/** The shape of the baseline's menus and permission ids this migration reads (frozen with it). */
interface BaselineMenu {
  path: string;
  children?: BaselineMenu[];
}
interface BaselinePermission {
  pmsCode: string;
  children?: BaselinePermission[];
}

const allOf = <T extends { children?: T[] }>(nodes: T[]): T[] => nodes.flatMap((node) => [node, ...allOf(node.children ?? [])]);

/**
 * Issue 27: which menus and permission ids a schema states the hospital has been given, so the
 * start-up hand-out (server/hospitals/init-data-schema-entries.ts) gives each once and never again,
 * whatever the administrator did with it since. `entry_key` is `menu:<path>` or `permission:<code>`.
 *
 * A hospital initialised before this table came got the standard init data of then, and its
 * administrator may have deleted or renamed some of it: every entry of that baseline counts as
 * given to it, so none comes back; only schemas added later are given at start. The baseline is
 * frozen beside this file (hospital-0006-schema-entries-given.data.json: what
 * server/seed/standard-init-data.ts gave before the schemas stated their menus). A hospital
 * without menus (not initialised) is recorded when it is initialised.
 */
export function hospitalSchemaEntriesGiven(schema: string): Migration {
  return {
    async up(raw: Kysely<unknown>) {
      const db = raw as Kysely<any>;
      await sql
        .raw(`CREATE TABLE IF NOT EXISTS ${schema}.schema_entry_given (
        entry_key varchar(300) PRIMARY KEY,
        entity varchar(100),
        create_date_time timestamp(0) NOT NULL
      )`)
        .execute(db);
      const anyMenu = await db.withSchema(schema).selectFrom('menu').select('id').limit(1).executeTakeFirst();
      if (!anyMenu) return;
      const keys = [
        ...allOf(baseline.menus as BaselineMenu[]).map((menu) => `menu:${menu.path}`),
        ...allOf(baseline.permissions as BaselinePermission[]).map((node) => `permission:${node.pmsCode}`),
      ];
      const now = nowDateTime();
      await db
        .withSchema(schema)
        .insertInto('schema_entry_given')
        .values([...new Set(keys)].map((entry_key) => ({ entry_key, entity: null, create_date_time: now })))
        .onConflict((conflict) => conflict.column('entry_key').doNothing())
        .execute();
    },
  };
}
