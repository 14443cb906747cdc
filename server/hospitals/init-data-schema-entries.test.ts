import { beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../tests/support/scratch-database';
import type { EntitySchema } from '../../engine/schema/entity-types';
import { newObjectId } from '../../engine/server/object-id';
import { nowDateTime } from '../db/clock';
import { hospSchema, migrateHospitalSchema, migratePlatform } from '../db/migrate';
import { hospitalSchemaEntriesGiven } from '../db/migrations/hospital-0006-schema-entries-given';
import { entityCatalogue } from '../entities/entity-catalogue';
import { syncAllEntityTables } from '../entities/entity-tables';
import { standardInitData } from '../seed/standard-init-data';
import { initialiseHospital } from './hospital-lifecycle';
import { giveSchemaEntriesToHospitals } from './init-data-schema-entries';

/**
 * Issue 27: a schema's menu and permission node reach every initialised hospital once, at start;
 * what an administrator did with them afterwards stays done.
 */
const HOSP = 'SE01';
const LATE = 'SE02';
const shipped = entityCatalogue([]);

/** A drop-in schema as its folder would bring it: only what the hand-out reads. */
const dropIn = (name: string, parent: string, code: string): EntitySchema =>
  ({
    name,
    title: `测试${name}`,
    permissions: { query: code, add: `${code}:add` },
    menu: { parent, titleEn: `Test ${name}`, order: 15 },
    permissionNode: { parent: 'sys', code, order: 5, operations: ['add'] },
  }) as EntitySchema;
const gadget = dropIn('gadget', '/admin', 'sys:gadget');
const widget = dropIn('widget', '/admin', 'sys:widget');
const subscribed = dropIn('subscribed', '/admin/sub-manage', 'sys:subscribed');

const scratch = scratchDatabase('schema-entries-');

// Set up in a hook of its own: on a busy machine this takes longer than the scratch database's minute.
beforeAll(async () => {
  const db = scratch.db;
  await migratePlatform(db);
  const now = nowDateTime();
  for (const hosp_code of [HOSP, LATE]) {
    await db
      .insertInto('platform.hosp')
      .values({
        id: newObjectId(),
        hosp_code,
        hosp_name: `医院${hosp_code}`,
        tables_created: true,
        create_date_time: now,
        lstupd_date_time: now,
      } as never)
      .execute();
    await migrateHospitalSchema(db, hosp_code);
  }
  await syncAllEntityTables(db, shipped);
  await db.transaction().execute((trx) => initialiseHospital(trx, HOSP, standardInitData()));
}, 300_000);

const scoped = (hospCode = HOSP) => scratch.db.withSchema(hospSchema(hospCode));
const menusAt = async (path: string) =>
  scoped()
    .selectFrom('menu')
    .select(['id', 'menu_name', 'menu_name_en', 'parent_id', 'auth_id', 'sort'])
    .where('path', '=', path)
    .execute();
const codes = async () => (await scoped().selectFrom('permission').select('pms_code').execute()).map((row) => row.pms_code);

describe('schema menus and permission ids for hospitals that exist', () => {
  it('counts what initialisation made as given: the standard init data lacks nothing, so nothing is added', async () => {
    const given = await scoped().selectFrom('schema_entry_given').select(['entry_key', 'entity']).execute();
    expect(given).toContainEqual({ entry_key: 'menu:/admin/system-param/dic', entity: 'dic' });
    expect(given).toContainEqual({ entry_key: 'permission:sys:hosp-role:bind-menu', entity: 'hosp-role' });
    expect(await giveSchemaEntriesToHospitals(scratch.db, shipped)).toEqual(new Map());
  });

  it('gives a new schema its menu under its parent and its permission node, to initialised hospitals only, once', async () => {
    const first = await giveSchemaEntriesToHospitals(scratch.db, [...shipped, gadget]);
    expect([...first]).toEqual([[HOSP, { menus: ['/entity/gadget'], permissions: ['sys:gadget', 'sys:gadget:add'] }]]);
    const [menu] = await menusAt('/entity/gadget');
    const [admin] = await menusAt('/admin');
    expect(menu).toMatchObject({
      menu_name: '测试gadget',
      menu_name_en: 'Test gadget',
      parent_id: admin!.id,
      auth_id: 'sys:gadget',
      sort: 2,
    });
    expect(await codes()).toEqual(expect.arrayContaining(['sys:gadget', 'sys:gadget:add']));

    expect(await giveSchemaEntriesToHospitals(scratch.db, [...shipped, gadget])).toEqual(new Map());
    expect(await menusAt('/entity/gadget')).toHaveLength(1);
    expect(await scoped(LATE).selectFrom('menu').select('id').execute()).toEqual([]);
  });

  it("never undoes an administrator's changes: a renamed menu stays renamed, a deleted id stays deleted", async () => {
    await scoped().updateTable('menu').set({ menu_name: '我的器件' }).where('path', '=', '/entity/gadget').execute();
    await scoped().deleteFrom('permission').where('pms_code', '=', 'sys:gadget:add').execute();
    const again = await giveSchemaEntriesToHospitals(scratch.db, [...shipped, gadget, widget]);
    expect([...again]).toEqual([[HOSP, { menus: ['/entity/widget'], permissions: ['sys:widget', 'sys:widget:add'] }]]);
    expect((await menusAt('/entity/gadget')).map((menu) => menu.menu_name)).toEqual(['我的器件']);
    expect(await codes()).not.toContain('sys:gadget:add');
  });

  it('waits, unrecorded, while the parent menu is missing, and gives it once the parent is back', async () => {
    const [folder] = await menusAt('/admin/sub-manage');
    await scoped().deleteFrom('menu').where('parent_id', '=', folder!.id).execute();
    await scoped().deleteFrom('menu').where('id', '=', folder!.id).execute();
    const waiting = await giveSchemaEntriesToHospitals(scratch.db, [...shipped, subscribed]);
    expect(waiting.get(HOSP)).toEqual({ menus: [], permissions: ['sys:subscribed', 'sys:subscribed:add'] });
    expect(await menusAt('/entity/subscribed')).toEqual([]);

    await scoped()
      .insertInto('menu')
      .values({
        ...folder!,
        id: newObjectId(),
        path: '/admin/sub-manage',
        menu_name: '订阅',
        component: null,
        icon: 'layers',
        create_date_time: nowDateTime(),
        lstupd_date_time: nowDateTime(),
      } as never)
      .execute();
    const back = await giveSchemaEntriesToHospitals(scratch.db, [...shipped, subscribed]);
    expect(back.get(HOSP)).toEqual({ menus: ['/entity/subscribed'], permissions: [] });
  });

  it('a hospital initialised later gets every schema entry with its initialisation, and an entry it already has is not doubled', async () => {
    const data = standardInitData();
    // An init parameter that already holds the gadget's menu: recorded, not copied.
    const withGadget = { ...data, menus: [...data.menus, { menuName: '器件', path: '/entity/gadget', icon: 'file' }] };
    await scratch.db.transaction().execute((trx) => initialiseHospital(trx, LATE, withGadget));
    // Initialisation reads the server's catalogue (shipped schemas here); the drop-ins come at the next start.
    expect([...(await giveSchemaEntriesToHospitals(scratch.db, [...shipped, gadget]))]).toEqual([
      [LATE, { menus: [], permissions: ['sys:gadget', 'sys:gadget:add'] }],
    ]);
    expect(await scoped(LATE).selectFrom('menu').select('menu_name').where('path', '=', '/entity/gadget').execute()).toEqual([
      { menu_name: '器件' },
    ]);
  });
});

describe('hospital migration 0006-schema-entries-given', () => {
  it('counts the whole baseline of before as given to an initialised hospital, so nothing an administrator deleted comes back', async () => {
    await scoped().deleteFrom('schema_entry_given').execute();
    await hospitalSchemaEntriesGiven(hospSchema(HOSP)).up(scratch.db);
    const keys = (await scoped().selectFrom('schema_entry_given').select('entry_key').execute()).map((row) => row.entry_key);
    expect(keys).toEqual(expect.arrayContaining(['menu:/admin/acct-manage', 'menu:/cockpit', 'permission:sys:dic:export']));
    expect(keys).not.toContain('menu:/entity/gadget');
  });
});
