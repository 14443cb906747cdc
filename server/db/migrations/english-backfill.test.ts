import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../database';
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
let root = '';
let database: OpenedDatabase;
const HOSP = 'EN01';
const stamp = () => ({ create_date_time: nowDateTime(), lstupd_date_time: nowDateTime() });

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'en-backfill-'));
  database = await openDatabase({ databaseUrl: undefined, dataDir: root });
  await migratePlatform(database.db);
  await migrateHospitalSchema(database.db, HOSP);
}, 60_000);
afterAll(async () => {
  await database?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('English backfill of existing data', () => {
  it('names the standard menus by path, keeps a written name, leaves an own menu without one', async () => {
    const scoped = database.db.withSchema(hospSchema(HOSP));
    const menu = (menu_name: string, menuPath: string, menu_name_en: string | null = null) => ({
      id: newObjectId(), menu_name, menu_name_en, path: menuPath, sort: 1, parent_id: '0'.repeat(24), icon: 'file', component: null, auth_id: null, ...stamp(),
    });
    await scoped.insertInto('menu').values([menu('设备台账', '/eqp/index'), menu('维修记录', '/mtc-record', 'Repairs'), menu('自定义', '/own-page')]).execute();
    await hospitalMenuEnglish(hospSchema(HOSP)).up(database.db);
    const rows = await scoped.selectFrom('menu').select(['path', 'menu_name_en']).orderBy('path').execute();
    expect(rows).toEqual([
      { path: '/eqp/index', menu_name_en: 'Equipment ledger' },
      { path: '/mtc-record', menu_name_en: 'Repairs' },
      { path: '/own-page', menu_name_en: null },
    ]);
  });

  it('describes the seeded dictionary entries in English by type and value', async () => {
    const entry = (type: string, val: string, description: string) => ({ id: newObjectId(), type, val, description, sort: 1, ...stamp() });
    await database.db.insertInto('platform.dic').values([entry('ACCT_STATE', '1', '正常'), entry('OWN_TYPE', '1', '自定义')]).execute();
    await platformDicEnglish.up(database.db);
    const rows = await database.db.selectFrom('platform.dic').select(['type', 'description_en']).orderBy('type').execute();
    expect(rows).toEqual([
      { type: 'ACCT_STATE', description_en: 'Active' },
      { type: 'OWN_TYPE', description_en: null },
    ]);
  });
});
