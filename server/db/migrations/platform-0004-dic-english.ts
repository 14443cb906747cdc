import { sql, type Kysely, type Migration } from 'kysely';
import { dictionaryEntries } from '../../seed/dictionary-entries.js';

/**
 * A dictionary entry's English description (lists and selectors show it when the console is in
 * English). Entries seeded before this column existed get the seeded English text by type and value.
 */
export const platformDicEnglish: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE platform.dic ADD COLUMN IF NOT EXISTS description_en varchar(200)`.execute(db);
    const rows = dictionaryEntries.map(([type, val, , en]) => sql`(${type}, ${val}, ${en})`);
    await sql`UPDATE platform.dic AS d SET description_en = v.en
      FROM (VALUES ${sql.join(rows)}) AS v(type, val, en)
      WHERE d.type = v.type AND d.val = v.val AND d.description_en IS NULL`.execute(db);
  },
};
