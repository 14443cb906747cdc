import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../tests/support/scratch-database';
import { hospSchema, migrateHospitalSchema, migratePlatform } from '../migrate';
import { nowDateTime } from '../clock';
import { newObjectId } from '../../../engine/server/object-id';
import { hospitalCockpitMenus } from './hospital-0004-cockpit-menus';

/**
 * A hospital initialised before the cockpits were in the baseline: the migration adds the 驾驶舱
 * folder, its ten pages and ids, and links them to the baseline roles; a second run adds nothing,
 * and a hospital without menus (not initialised) is left to its init data.
 */
const OLD = 'CK01';
const EMPTY = 'CK02';
const ROOT = '0'.repeat(24);
const stamp = () => ({ create_date_time: nowDateTime(), lstupd_date_time: nowDateTime() });

const scratch = scratchDatabase('cockpit-menus-', async (db) => {
  await migratePlatform(db);
  await migrateHospitalSchema(db, OLD);
  await migrateHospitalSchema(db, EMPTY);
});

describe('hospital migration 0004-cockpit-menus', () => {
  it('adds the cockpit menus and ids to an initialised hospital and gives them to its baseline roles, once', async () => {
    const scoped = scratch.db.withSchema(hospSchema(OLD));
    await scoped
      .insertInto('menu')
      .values({
        id: newObjectId(),
        menu_name: '首页',
        menu_name_en: 'Home',
        path: '/home/dashboard',
        sort: 1,
        parent_id: ROOT,
        icon: 'home',
        component: null,
        auth_id: 'home:dashboard',
        ...stamp(),
      })
      .execute();
    const role = (role_name: string) => ({
      id: newObjectId(),
      role_name,
      description: null,
      wx_interface_code: '02',
      biz_type: '02',
      ...stamp(),
    });
    const [manager, leader, staff] = [role('设备科管理员'), role('院领导'), role('科室人员')];
    await scoped.insertInto('role').values([manager, leader, staff]).execute();

    const migration = hospitalCockpitMenus(hospSchema(OLD));
    await migration.up(scratch.db);
    await migration.up(scratch.db);

    const menus = await scoped.selectFrom('menu').select(['id', 'path', 'parent_id', 'auth_id', 'menu_name_en', 'component']).execute();
    const folder = menus.find((menu) => menu.path === '/cockpit');
    expect(folder).toMatchObject({ parent_id: ROOT, menu_name_en: 'Cockpits', component: 'layout' });
    const pages = menus.filter((menu) => menu.parent_id === folder!.id);
    expect(pages).toHaveLength(10);
    expect(pages.find((menu) => menu.path === '/digital')).toMatchObject({
      auth_id: 'cockpit:digital',
      menu_name_en: 'Data Analysis Cockpit',
    });
    const codes = (await scoped.selectFrom('permission').select('pms_code').execute()).map((row) => row.pms_code);
    expect(codes).toHaveLength(11);
    expect(codes).toContain('cockpit:maintenance-table');

    const linked = async (roleId: string) => ({
      menus: (
        await scoped
          .selectFrom('role_menu')
          .innerJoin('menu', 'menu.id', 'role_menu.menu_id')
          .select('menu.path')
          .where('role_id', '=', roleId)
          .execute()
      )
        .map((row) => row.path)
        .sort(),
      codes: (
        await scoped
          .selectFrom('role_permission')
          .innerJoin('permission', 'permission.id', 'role_permission.permission_id')
          .select('permission.pms_code')
          .where('role_id', '=', roleId)
          .execute()
      )
        .map((row) => row.pms_code)
        .sort(),
    });
    expect((await linked(manager.id)).menus).toHaveLength(11);
    expect((await linked(manager.id)).codes).toHaveLength(11);
    expect(await linked(leader.id)).toEqual({
      menus: ['/cockpit', '/digital', '/monitoring-center-cockpit', '/president-cockpit'],
      codes: ['cockpit', 'cockpit:digital', 'cockpit:monitoring-center', 'cockpit:president'],
    });
    expect(await linked(staff.id)).toEqual({ menus: [], codes: [] });
  });

  it('leaves a hospital without menus to its initialisation', async () => {
    await hospitalCockpitMenus(hospSchema(EMPTY)).up(scratch.db);
    const scoped = scratch.db.withSchema(hospSchema(EMPTY));
    expect(await scoped.selectFrom('menu').select('id').execute()).toEqual([]);
    expect(await scoped.selectFrom('permission').select('id').execute()).toEqual([]);
  });
});
