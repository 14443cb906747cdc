import type { Kysely, Migration } from 'kysely';
import { newObjectId } from '../../../engine/server/object-id.js';
import { nowDateTime } from '../clock.js';

const ROOT = '000000000000000000000000';

interface FrozenPermission {
  pmsCode: string;
  pmsName: string;
  children: { pmsCode: string; pmsName: string }[];
}

interface FrozenMenu {
  menuName: string;
  menuNameEn: string;
  path: string;
  icon: string;
  children: { menuName: string; menuNameEn: string; path: string; icon: string; authId: string }[];
}

/**
 * The 驾驶舱 folder, its ten pages and their permission ids, and the leadership's share of them:
 * frozen (issue 31) from server/seed/cockpit-init-data.ts as it stood when this migration was
 * frozen, so the migration stays the same whatever the seed becomes.
 */
const COCKPIT_FOLDER_PATH = '/cockpit';

const cockpitPermissions: FrozenPermission = {
  pmsCode: 'cockpit',
  pmsName: '驾驶舱',
  children: [
    { pmsCode: 'cockpit:digital', pmsName: '数据分析驾驶舱' },
    { pmsCode: 'cockpit:president', pmsName: '院长驾驶舱' },
    { pmsCode: 'cockpit:repair', pmsName: '维修驾驶舱' },
    { pmsCode: 'cockpit:repair-team', pmsName: '维修班组驾驶舱' },
    { pmsCode: 'cockpit:mtc-monitor', pmsName: '维修监控驾驶舱' },
    { pmsCode: 'cockpit:inspection-workbench', pmsName: '巡检工作台' },
    { pmsCode: 'cockpit:maintenance-table', pmsName: '预防性维护周期表' },
    { pmsCode: 'cockpit:monitoring-center', pmsName: '监控中心驾驶舱' },
    { pmsCode: 'cockpit:eqp-run-monitoring', pmsName: '设备运行监控驾驶舱' },
    { pmsCode: 'cockpit:medical-env-monitoring', pmsName: '医疗环境监控驾驶舱' },
  ],
};

const cockpitMenus: FrozenMenu = {
  menuName: '驾驶舱',
  menuNameEn: 'Cockpits',
  path: '/cockpit',
  icon: 'dashboard',
  children: [
    { menuName: '数据分析驾驶舱', menuNameEn: 'Data Analysis Cockpit', path: '/digital', icon: 'file', authId: 'cockpit:digital' },
    { menuName: '院长驾驶舱', menuNameEn: 'President cockpit', path: '/president-cockpit', icon: 'file', authId: 'cockpit:president' },
    { menuName: '维修驾驶舱', menuNameEn: 'Repair cockpit', path: '/repaire-cockpit', icon: 'file', authId: 'cockpit:repair' },
    {
      menuName: '维修班组驾驶舱',
      menuNameEn: 'Repair team cockpit',
      path: '/repaire-team-cockpit',
      icon: 'file',
      authId: 'cockpit:repair-team',
    },
    {
      menuName: '维修监控驾驶舱',
      menuNameEn: 'Repair monitoring cockpit',
      path: '/mtc-monitor-cockpit',
      icon: 'file',
      authId: 'cockpit:mtc-monitor',
    },
    {
      menuName: '巡检工作台',
      menuNameEn: 'Patrol workbench',
      path: '/inspection-workbench',
      icon: 'file',
      authId: 'cockpit:inspection-workbench',
    },
    {
      menuName: '预防性维护周期表',
      menuNameEn: 'Preventive maintenance cycle table',
      path: '/maintenance-table',
      icon: 'file',
      authId: 'cockpit:maintenance-table',
    },
    {
      menuName: '监控中心驾驶舱',
      menuNameEn: 'Monitoring centre cockpit',
      path: '/monitoring-center-cockpit',
      icon: 'file',
      authId: 'cockpit:monitoring-center',
    },
    {
      menuName: '设备运行监控驾驶舱',
      menuNameEn: 'Equipment running monitoring cockpit',
      path: '/eqp-run-monitoring-cockpit',
      icon: 'file',
      authId: 'cockpit:eqp-run-monitoring',
    },
    {
      menuName: '医疗环境监控驾驶舱',
      menuNameEn: 'Medical environment monitoring cockpit',
      path: '/medical-env-monitoring-cockpit',
      icon: 'file',
      authId: 'cockpit:medical-env-monitoring',
    },
  ],
};

const LEADERSHIP_COCKPITS = {
  menuPaths: ['/digital', '/president-cockpit', '/monitoring-center-cockpit'],
  pmsCodes: ['cockpit:digital', 'cockpit:president', 'cockpit:monitoring-center'],
};

/**
 * The 驾驶舱 menus and permission ids (issue 18) for hospitals initialised before they were part of
 * the standard baseline (server/seed/cockpit-init-data.ts, frozen above): the folder, its ten pages
 * and their ids, given to the baseline roles, found by name, as a fresh initialisation would
 * (设备科管理员 all, 院领导 theirs; a renamed role is left to the administrator's menu binding).
 * A hospital not initialised yet (no menus) gets them from its init data instead; one that already
 * has a /cockpit menu is left alone. Runs once per hospital schema.
 */
export function hospitalCockpitMenus(schema: string): Migration {
  return {
    async up(raw: Kysely<unknown>) {
      const db = (raw as Kysely<any>).withSchema(schema);
      const anyMenu = await db.selectFrom('menu').select('id').limit(1).executeTakeFirst();
      const existing = await db.selectFrom('menu').select('id').where('path', '=', COCKPIT_FOLDER_PATH).executeTakeFirst();
      if (!anyMenu || existing) return;
      const now = nowDateTime();
      const stamp = { create_date_time: now, lstupd_date_time: now };

      const folderPermission = newObjectId();
      const permissionIds = new Map<string, string>();
      await db
        .insertInto('permission')
        .values({
          id: folderPermission,
          pms_code: cockpitPermissions.pmsCode,
          pms_name: cockpitPermissions.pmsName,
          parent_id: ROOT,
          ...stamp,
        })
        .execute();
      for (const child of cockpitPermissions.children) {
        const id = newObjectId();
        permissionIds.set(child.pmsCode, id);
        await db
          .insertInto('permission')
          .values({ id, pms_code: child.pmsCode, pms_name: child.pmsName, parent_id: folderPermission, ...stamp })
          .execute();
      }

      const last = await db
        .selectFrom('menu')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('parent_id', '=', ROOT)
        .executeTakeFirst();
      const folderMenu = newObjectId();
      const menuIds = new Map<string, string>();
      await db
        .insertInto('menu')
        .values({
          id: folderMenu,
          menu_name: cockpitMenus.menuName,
          menu_name_en: cockpitMenus.menuNameEn,
          path: cockpitMenus.path,
          icon: cockpitMenus.icon,
          component: 'layout',
          parent_id: ROOT,
          sort: Number(last?.sort ?? 0) + 1,
          auth_id: null,
          hidden: false,
          affix: false,
          ...stamp,
        })
        .execute();
      for (const [index, child] of cockpitMenus.children.entries()) {
        const id = newObjectId();
        menuIds.set(child.path, id);
        await db
          .insertInto('menu')
          .values({
            id,
            menu_name: child.menuName,
            menu_name_en: child.menuNameEn,
            path: child.path,
            icon: child.icon,
            component: null,
            parent_id: folderMenu,
            sort: index + 1,
            auth_id: child.authId,
            hidden: false,
            affix: false,
            ...stamp,
          })
          .execute();
      }

      const grants: [string, string[], string[]][] = [
        ['设备科管理员', [...menuIds.keys()], [...permissionIds.keys()]],
        ['院领导', LEADERSHIP_COCKPITS.menuPaths, LEADERSHIP_COCKPITS.pmsCodes],
      ];
      for (const [roleName, paths, codes] of grants) {
        const menus = [folderMenu, ...paths.map((path) => menuIds.get(path)!)];
        const permissions = [folderPermission, ...codes.map((code) => permissionIds.get(code)!)];
        const roles = await db.selectFrom('role').select('id').where('role_name', '=', roleName).execute();
        for (const { id: roleId } of roles) {
          await db
            .insertInto('role_menu')
            .values(menus.map((menu_id) => ({ role_id: roleId, menu_id })))
            .execute();
          await db
            .insertInto('role_permission')
            .values(permissions.map((permission_id) => ({ role_id: roleId, permission_id })))
            .execute();
        }
      }
    },
  };
}
