import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/tables.js';
import type { Db } from '../db/database.js';
import { hospSchema, migrateHospitalSchema } from '../db/migrate.js';
import { nowDateTime } from '../db/clock.js';
import { refused } from '../http/envelope.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import { syncHospitalEntityTables } from '../entities/entity-tables.js';
import { newObjectId, ROOT_PARENT_ID } from '../../engine/server/object-id.js';
import type { HospInitData, InitMenu, InitPermission } from './init-data.js';
import { giveSchemaEntries } from './init-data-schema-entries.js';
import { touchedRow } from '../db/row-version.js';

/** The hospital a lifecycle step worked on, for its messages ('<hospital> 初始化结束'). */
export interface HospitalRef {
  hospCode: string;
  hospName: string;
}

type Executor = Kysely<Database> | Transaction<Database>;

async function lockHospital(db: Executor, hospCode: string) {
  const hospital = await db
    .selectFrom('platform.hosp')
    .select(['hosp_code', 'hosp_name', 'tables_created', 'initialised'])
    .where('hosp_code', '=', hospCode)
    .forUpdate()
    .executeTakeFirst();
  if (!hospital) throw refused(`医院不存在: ${hospCode}`);
  return hospital;
}

/**
 * Runs `work` in one transaction on one connection. Kysely's migrator needs a connection, not a
 * Transaction object, so the transaction is opened by hand: the whole create-tables step (schema,
 * migrations, entity tables, the flag) commits or rolls back as one.
 */
async function inConnectionTransaction<T>(db: Db, work: (conn: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`begin`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

/**
 * Step 2 of the lifecycle: the hospital's own schema and tables, in one transaction. Running it
 * again brings the tables up to date. Two codes that differ only in case would share one schema
 * (`hosp_<lower-case code>`), so the second is refused here, where the schema gets its owner.
 */
export async function createHospitalTables(
  db: Db,
  hospCode: string,
  around: <T>(conn: Kysely<Database>, work: () => Promise<T>) => Promise<T> = (_conn, work) => work(),
): Promise<HospitalRef & { alreadyCreated: boolean }> {
  // `around` runs inside the transaction: the operation log's row commits with the tables.
  return inConnectionTransaction(db, (conn) =>
    around(conn, async () => {
      const hospital = await lockHospital(conn, hospCode);
      const twin = await conn
        .selectFrom('platform.hosp')
        .select('hosp_code')
        .where(sql<string>`lower(hosp_code)`, '=', hospCode.toLowerCase())
        .where('hosp_code', '<>', hospCode)
        .executeTakeFirst();
      if (twin) throw refused(`医院编号 ${hospCode} 与 ${twin.hosp_code} 仅大小写不同，不能共用医院数据表`);
      await migrateHospitalSchema(conn, hospCode, { disableTransactions: true });
      await syncHospitalEntityTables(conn, hospCode, entityCatalogue(), false);
      await conn
        .updateTable('platform.hosp')
        .set({ tables_created: true, ...touchedRow(nowDateTime()) })
        .where('hosp_code', '=', hospCode)
        .execute();
      return { hospCode, hospName: hospital.hosp_name, alreadyCreated: hospital.tables_created };
    }),
  );
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
 * A baseline role's id follows from its hospital and name, so the users bound to it (platform
 * hosp_user rows, which a reset does not touch) find their role again after reset and re-initialise.
 */
export function baselineRoleId(hospCode: string, roleName: string): string {
  return createHash('sha256').update(`hosp-role:${hospCode}:${roleName}`).digest('hex').slice(0, 24);
}

/**
 * Step 3: roles, permissions, menus and their links, in the caller's transaction. Refused when the
 * hospital is already initialised (reset first), as repeated initialisation would duplicate data.
 */
export async function initialiseHospital(trx: Transaction<Database>, hospCode: string, data: HospInitData): Promise<HospitalRef> {
  const hospital = await lockHospital(trx, hospCode);
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
          menu_name_en: menu.menuNameEn ?? null,
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
    const roleId = baselineRoleId(hospCode, role.roleName);
    await scoped
      .insertInto('role')
      .values({
        id: roleId,
        role_name: role.roleName,
        description: role.description ?? null,
        biz_type: role.bizType,
        wx_interface_code: role.wxInterfaceCode,
        ...stamp,
      })
      .execute();
    const menuIds = menuIdsFor(role.menuPaths, menus);
    if (menuIds.length)
      await scoped
        .insertInto('role_menu')
        .values(menuIds.map((menu_id) => ({ role_id: roleId, menu_id })))
        .execute();
    const permissionIds = permissionIdsFor(role.pmsCodes, permissions);
    if (permissionIds.length) {
      await scoped
        .insertInto('role_permission')
        .values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })))
        .execute();
    }
  }
  // What the init data made counts as given; a schema menu or permission id it lacks is added (issue 27).
  await giveSchemaEntries(trx, hospCode, entityCatalogue(), { fresh: true });
  await trx
    .updateTable('platform.hosp')
    .set({ initialised: true, ...touchedRow(now) })
    .where('hosp_code', '=', hospCode)
    .execute();
  return { hospCode, hospName: hospital.hosp_name };
}

/**
 * Reset: deletes roles, menus and permissions (and their links) so the hospital can be
 * re-initialised. Departments, equipment and user bindings stay.
 */
export async function resetHospital(trx: Transaction<Database>, hospCode: string): Promise<HospitalRef> {
  const hospital = await lockHospital(trx, hospCode);
  if (!hospital.tables_created) throw refused(`${hospital.hosp_name} 尚未创建医院数据表，无需重置`);
  const schema = hospSchema(hospCode);
  await sql
    .raw(`TRUNCATE ${schema}.role_menu, ${schema}.role_permission, ${schema}.role, ${schema}.menu, ${schema}.permission`)
    .execute(trx);
  await trx
    .updateTable('platform.hosp')
    .set({ initialised: false, ...touchedRow(nowDateTime()) })
    .where('hosp_code', '=', hospCode)
    .execute();
  return { hospCode, hospName: hospital.hosp_name };
}
