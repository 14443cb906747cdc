import { sql, type Kysely, type Migration } from 'kysely';
import type { InitMenu } from '../../hospitals/init-data.js';
import { standardInitData } from '../../seed/standard-init-data.js';

const allMenus = (menus: InitMenu[]): InitMenu[] => menus.flatMap((menu) => [menu, ...allMenus(menu.children ?? [])]);

/**
 * A menu's English name (shown when the console is in English). Hospitals initialised before this
 * column existed get the standard baseline's English names by path; menus of their own keep none
 * (the console then shows menu_name) until an administrator gives one.
 */
export function hospitalMenuEnglish(schema: string): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql.raw(`ALTER TABLE ${schema}.menu ADD COLUMN IF NOT EXISTS menu_name_en varchar(100)`).execute(db);
      const names = allMenus(standardInitData().menus).flatMap((menu) =>
        menu.menuNameEn ? [sql`(${menu.path}, ${menu.menuNameEn})`] : [],
      );
      if (names.length === 0) return;
      await sql`UPDATE ${sql.table(`${schema}.menu`)} AS m SET menu_name_en = v.en
        FROM (VALUES ${sql.join(names)}) AS v(path, en)
        WHERE m.path = v.path AND m.menu_name_en IS NULL`.execute(db);
    },
  };
}
