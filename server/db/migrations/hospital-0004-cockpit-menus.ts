import type { Kysely, Migration } from 'kysely';
import { newObjectId } from '../../../engine/server/object-id.js';
import { nowDateTime } from '../clock.js';
import { COCKPIT_FOLDER_PATH, LEADERSHIP_COCKPITS, cockpitMenus, cockpitPermissions } from '../../seed/cockpit-init-data.js';

const ROOT = '000000000000000000000000';

/**
 * The 驾驶舱 menus and permission ids (issue 18) for hospitals initialised before they were part of
 * the standard baseline (server/seed/cockpit-init-data.ts): the folder, its ten pages and their ids,
 * given to the baseline roles, found by name, as a fresh initialisation would (设备科管理员 all, 院领导
 * theirs; a renamed role is left to the administrator's menu binding).
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
      for (const child of cockpitPermissions.children ?? []) {
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
      for (const [index, child] of (cockpitMenus.children ?? []).entries()) {
        const id = newObjectId();
        menuIds.set(child.path, id);
        await db
          .insertInto('menu')
          .values({
            id,
            menu_name: child.menuName,
            menu_name_en: child.menuNameEn ?? null,
            path: child.path,
            icon: child.icon ?? 'file',
            component: null,
            parent_id: folderMenu,
            sort: index + 1,
            auth_id: child.authId ?? null,
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
