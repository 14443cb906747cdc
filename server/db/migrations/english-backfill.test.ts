import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../tests/support/scratch-database';
import { hospSchema, migrateHospitalSchema, migratePlatform } from '../migrate';
import { nowDateTime } from '../clock';
import { newObjectId } from '../../../engine/server/object-id';
import { hospitalMenuEnglish } from './hospital-0003-menu-english';
import { platformDicEnglish } from './platform-0004-dic-english';

/**
 * Data written before the English columns existed: a run of the two migrations gives the standard
 * menus and dictionary entries their English text, keeps a text an administrator wrote, and leaves
 * a hospital's own menus without one (the console then shows the Chinese name).
 */
const HOSP = 'EN01';
const stamp = () => ({ create_date_time: nowDateTime(), lstupd_date_time: nowDateTime() });

const scratch = scratchDatabase('en-backfill-', async (db) => {
  await migratePlatform(db);
  await migrateHospitalSchema(db, HOSP);
});

describe('English backfill of existing data', () => {
  it('names the standard menus by path, keeps a written name, leaves an own menu without one', async () => {
    const scoped = scratch.db.withSchema(hospSchema(HOSP));
    const menu = (menu_name: string, menuPath: string, menu_name_en: string | null = null) => ({
      id: newObjectId(),
      menu_name,
      menu_name_en,
      path: menuPath,
      sort: 1,
      parent_id: '0'.repeat(24),
      icon: 'file',
      component: null,
      auth_id: null,
      ...stamp(),
    });
    await scoped
      .insertInto('menu')
      .values([menu('设备台账', '/eqp/index'), menu('维修记录', '/mtc-record', 'Repairs'), menu('自定义', '/own-page')])
      .execute();
    await hospitalMenuEnglish(hospSchema(HOSP)).up(scratch.db);
    const rows = await scoped.selectFrom('menu').select(['path', 'menu_name_en']).orderBy('path').execute();
    expect(rows).toEqual([
      { path: '/eqp/index', menu_name_en: 'Equipment ledger' },
      { path: '/mtc-record', menu_name_en: 'Repairs' },
      { path: '/own-page', menu_name_en: null },
    ]);
  });

  it('describes the seeded dictionary entries in English by type and value', async () => {
    const entry = (type: string, val: string, description: string) => ({ id: newObjectId(), type, val, description, sort: 1, ...stamp() });
    await scratch.db
      .insertInto('platform.dic')
      .values([entry('ACCT_STATE', '1', '正常'), entry('OWN_TYPE', '1', '自定义')])
      .execute();
    await platformDicEnglish.up(scratch.db);
    const rows = await scratch.db.selectFrom('platform.dic').select(['type', 'description_en']).orderBy('type').execute();
    expect(rows).toEqual([
      { type: 'ACCT_STATE', description_en: 'Active' },
      { type: 'OWN_TYPE', description_en: null },
    ]);
  });
});
