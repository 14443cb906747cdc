import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/tables.js';
import type { Db } from '../db/database.js';
import { hospSchema, migrateHospitalSchema } from '../db/migrate.js';
import { nowDateTime } from '../db/clock.js';
import { refused } from '../http/envelope.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import { syncHospitalEntityTables } from '../entities/entity-tables.js';
import { newObjectId, ROOT_PARENT_ID } from '../../engine/server/object-id.js';
import type { HospInitData, InitMenu, InitPermission } from './init-data.js';

/** Step 2 of the lifecycle: the hospital's own schema and tables. Idempotent. */
export async function createHospitalTables(db: Db, hospCode: string): Promise<void> {
  const hospital = await db.selectFrom('platform.hosp').select('id').where('hosp_code', '=', hospCode).executeTakeFirst();
  if (!hospital) throw refused(`医院不存在: ${hospCode}`);
  await migrateHospitalSchema(db, hospCode);
  await syncHospitalEntityTables(db, hospCode, entityCatalogue());
  await db.updateTable('platform.hosp').set({ tables_created: true, lstupd_date_time: nowDateTime() }).where('hosp_code', '=', hospCode).execute();
}

function flattenPermissions(list: InitPermission[], parentId: string, out: { id: string; code: string; name: string; parentId: string }[]) {
  for (const item of list) {
    const id = newObjectId();
    out.push({ id, code: item.pmsCode, name: item.pmsName, parentId });
    flattenPermissions(item.children ?? [], id, out);
  }
  return out;
}

interface FlatMenu {
  id: string;
  parentId: string;
  sort: number;
  menu: InitMenu;
}

function flattenMenus(list: InitMenu[], parentId: string, out: FlatMenu[]): FlatMenu[] {
  list.forEach((menu, index) => {
    const id = newObjectId();
    out.push({ id, parentId, sort: index + 1, menu });
    flattenMenus(menu.children ?? [], id, out);
  });
  return out;
}

/** Menu ids for the given paths, plus every ancestor so the linked menus form a tree. */
function menuIdsFor(paths: '*' | string[], menus: FlatMenu[]): string[] {
  if (paths === '*') return menus.map((m) => m.id);
  const byId = new Map(menus.map((m) => [m.id, m]));
  const chosen = new Set<string>();
  for (const menu of menus) {
    if (!paths.includes(menu.menu.path)) continue;
    for (let current: FlatMenu | undefined = menu; current; current = byId.get(current.parentId)) chosen.add(current.id);
  }
  return [...chosen];
}

function permissionIdsFor(prefixes: '*' | string[], permissions: { id: string; code: string }[]): string[] {
  if (prefixes === '*') return permissions.map((p) => p.id);
  return permissions.filter((p) => prefixes.some((prefix) => p.code === prefix || p.code.startsWith(`${prefix}:`))).map((p) => p.id);
}

/**
 * Step 3: roles, permissions, menus and their links, in one transaction. Refused when the
 * hospital is already initialised (reset first), as repeated initialisation would duplicate data.
 */
export async function initialiseHospital(trx: Transaction<Database>, hospCode: string, data: HospInitData): Promise<void> {
  const hospital = await trx
    .selectFrom('platform.hosp')
    .select(['hosp_name', 'tables_created', 'initialised'])
    .where('hosp_code', '=', hospCode)
    .forUpdate()
    .executeTakeFirst();
  if (!hospital) throw refused(`医院不存在: ${hospCode}`);
  if (!hospital.tables_created) throw refused(`${hospital.hosp_name} 尚未创建医院数据表，请先创建数据表`);
  if (hospital.initialised) throw refused(`${hospital.hosp_name} 已初始化，重复初始化会导致数据错误，请先重置再初始化`);

  const scoped = trx.withSchema(hospSchema(hospCode));
  const now = nowDateTime();
  const stamp = { create_date_time: now, lstupd_date_time: now };
  const permissions = flattenPermissions(data.permissions, ROOT_PARENT_ID, []);
  const menus = flattenMenus(data.menus, ROOT_PARENT_ID, []);

  if (permissions.length) {
    await scoped
      .insertInto('permission')
      .values(permissions.map((p) => ({ id: p.id, pms_code: p.code, pms_name: p.name, parent_id: p.parentId, ...stamp })))
      .execute();
  }
  if (menus.length) {
    await scoped
      .insertInto('menu')
      .values(
        menus.map(({ id, parentId, sort, menu }) => ({
          id,
          parent_id: parentId,
          sort,
          menu_name: menu.menuName,
          path: menu.path,
          icon: menu.icon ?? null,
          // A top-level menu with children is a layout, as the menu form's default for root parents.
          component: menu.component ?? (parentId === ROOT_PARENT_ID && menu.children?.length ? 'layout' : null),
          auth_id: menu.authId ?? null,
          hidden: menu.hidden ?? false,
          affix: menu.affix ?? false,
          ...stamp,
        })),
      )
      .execute();
  }
  for (const role of data.roles) {
    const roleId = newObjectId();
    await scoped
      .insertInto('role')
      .values({ id: roleId, role_name: role.roleName, description: role.description ?? null, biz_type: role.bizType, wx_interface_code: role.wxInterfaceCode, ...stamp })
      .execute();
    const menuIds = menuIdsFor(role.menuPaths, menus);
    if (menuIds.length) await scoped.insertInto('role_menu').values(menuIds.map((menu_id) => ({ role_id: roleId, menu_id }))).execute();
    const permissionIds = permissionIdsFor(role.pmsCodes, permissions);
    if (permissionIds.length) {
      await scoped.insertInto('role_permission').values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id }))).execute();
    }
  }
  await trx.updateTable('platform.hosp').set({ initialised: true, lstupd_date_time: now }).where('hosp_code', '=', hospCode).execute();
}

/** Reset: deletes roles, menus and permissions (and their links) so the hospital can be re-initialised. */
export async function resetHospital(trx: Transaction<Database>, hospCode: string): Promise<void> {
  const schema = hospSchema(hospCode);
  await sql.raw(`TRUNCATE ${schema}.role_menu, ${schema}.role_permission, ${schema}.role, ${schema}.menu, ${schema}.permission`).execute(trx);
  await trx.updateTable('platform.hosp').set({ initialised: false, lstupd_date_time: nowDateTime() }).where('hosp_code', '=', hospCode).execute();
}
