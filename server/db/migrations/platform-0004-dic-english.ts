import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The seeded dictionary entries' English descriptions by type and value: frozen (issue 31) from
 * server/seed/dictionary-entries.ts as it stood when this migration was frozen, so the migration
 * stays the same whatever the seed becomes.
 */
const DESCRIPTIONS_EN: readonly (readonly [type: string, val: string, en: string])[] = [
  ['ACCT_TYPE', '01', 'Standard hospital user'],
  ['ACCT_TYPE', '02', 'Non-standard user (director)'],
  ['ACCT_TYPE', '03', 'Super administrator'],
  ['ACCT_TYPE', '04', 'Non-user account (interface)'],
  ['ACCT_STATE', '1', 'Active'],
  ['ACCT_STATE', '0', 'Disabled'],
  ['USER_STATE', '01', 'Employed'],
  ['USER_STATE', '02', 'On leave'],
  ['USER_STATE', '03', 'Left'],
  ['STATE', '1', 'Enabled'],
  ['STATE', '0', 'Disabled'],
  ['WX_INTERFACE', '01', 'Engineer interface'],
  ['WX_INTERFACE', '02', 'Manager interface'],
  ['WX_INTERFACE', '03', 'Department staff interface'],
  ['ROLE_BIZ_TYPE', '01', 'Repair engineer'],
  ['ROLE_BIZ_TYPE', '02', 'Equipment department administrator'],
  ['ROLE_BIZ_TYPE', '03', 'Hospital leadership'],
  ['ROLE_BIZ_TYPE', '04', 'Department staff'],
  ['DIVICE_TYPE', '01', 'Repair request'],
  ['DIVICE_TYPE', '02', 'Patrol'],
  ['DIVICE_TYPE', '03', 'Maintenance'],
  ['DIVICE_TYPE', '04', 'Quality control'],
  ['DIVICE_TYPE', '05', 'Metering'],
  ['DIVICE_TYPE', '06', 'Stocktaking'],
  ['WXAPP_INF_TYPE', '01', 'Home'],
  ['WXAPP_INF_TYPE', '02', 'Workbench'],
  ['WXAPP_INF_TYPE', '03', 'Equipment details'],
  ['WXAPP_INF_TYPE', '04', 'Me'],
  ['INVENTORY_RESULT', '01', 'Balanced'],
  ['INVENTORY_RESULT', '02', 'Surplus'],
  ['INVENTORY_RESULT', '03', 'Loss'],
  ['FEEDBACK_CATEGORY', '01', 'Feature suggestion'],
  ['FEEDBACK_CATEGORY', '02', 'Problem report'],
  ['FEEDBACK_CATEGORY', '03', 'Data issue'],
  ['FEEDBACK_CATEGORY', '04', 'Other'],
  ['RELEASE_NOTE_CATEGORY', '01', 'New'],
  ['RELEASE_NOTE_CATEGORY', '02', 'Improved'],
  ['RELEASE_NOTE_CATEGORY', '03', 'Fixed'],
];

/**
 * A dictionary entry's English description (lists and selectors show it when the console is in
 * English). Entries seeded before this column existed get the seeded English text by type and value.
 */
export const platformDicEnglish: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE platform.dic ADD COLUMN IF NOT EXISTS description_en varchar(200)`.execute(db);
    const rows = DESCRIPTIONS_EN.map(([type, val, en]) => sql`(${type}, ${val}, ${en})`);
    await sql`UPDATE platform.dic AS d SET description_en = v.en
      FROM (VALUES ${sql.join(rows)}) AS v(type, val, en)
      WHERE d.type = v.type AND d.val = v.val AND d.description_en IS NULL`.execute(db);
  },
};
