import type { Kysely, Transaction } from 'kysely';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { newObjectId, ROOT_PARENT_ID } from '../../engine/server/object-id.js';
import { nowDateTime } from '../db/clock.js';
import { hospSchema } from '../db/migrate.js';
import type { Database } from '../db/tables.js';
import { deriveInitTree } from '../seed/schema-init-data.js';
import { standardInitBase } from '../seed/standard-init-base.js';
import type { InitMenu, InitPermission } from './init-data.js';

/**
 * Issue 27: a schema's menu and permission node reach every initialised hospital once. At start
 * each hospital is given the entries of the schemas it was not given yet; what it was given is
 * recorded (`schema_entry_given`, hospital migration 0006), so an entry the administrator deleted
 * never comes back and one renamed or moved is never touched. An entry the hospital already has
 * (same path, same code) is recorded without a second copy; one whose parent the hospital lacks
 * waits, unrecorded, until the parent exists. No role is linked: the administrator binds them.
 */
export interface SchemaMenuEntry {
  key: string;
  entity: string;
  parentPath?: string;
  /** Place among its siblings in the derived tree, 1-based, as initialisation numbers menus. */
  sort: number;
  menu: InitMenu;
}

export interface SchemaPermissionEntry {
  key: string;
  entity: string;
  parentCode?: string;
  node: InitPermission;
}

export const menuEntryKey = (path: string): string => `menu:${path}`;
export const permissionEntryKey = (code: string): string => `permission:${code}`;

/** Every schema-stated menu and permission id, parents before children, from the tree all the schemas make. */
export function schemaEntries(entities: EntitySchema[]): { menus: SchemaMenuEntry[]; permissions: SchemaPermissionEntry[] } {
  const tree = deriveInitTree(standardInitBase, entities);
  const menus: SchemaMenuEntry[] = [];
  const walkMenus = (list: InitMenu[], parentPath?: string) =>
    list.forEach((menu, index) => {
      const entity = tree.menuOwners.get(menu.path);
      if (entity) menus.push({ key: menuEntryKey(menu.path), entity, parentPath, sort: index + 1, menu });
      walkMenus(menu.children ?? [], menu.path);
    });
  walkMenus(tree.menus);
  const permissions: SchemaPermissionEntry[] = [];
  const walkPermissions = (list: InitPermission[], parentCode?: string) =>
    list.forEach((node) => {
      const entity = tree.permissionOwners.get(node.pmsCode);
      if (entity) permissions.push({ key: permissionEntryKey(node.pmsCode), entity, parentCode, node });
      walkPermissions(node.children ?? [], node.pmsCode);
    });
  walkPermissions(tree.permissions);
  return { menus, permissions };
}

/** What one hand-out added to a hospital (paths and codes), for logs and tests. */
export interface GivenEntries {
  menus: string[];
  permissions: string[];
}

/**
 * Gives one hospital the schema entries it was not given yet, in the caller's transaction.
 * `fresh` (initialisation): the record starts over, so what the init data just created counts as
 * given and whatever it lacked is added.
 */
export async function giveSchemaEntries(
  trx: Transaction<Database>,
  hospCode: string,
  entities: EntitySchema[],
  options: { fresh?: boolean } = {},
): Promise<GivenEntries> {
  const scoped = trx.withSchema(hospSchema(hospCode));
  const added: GivenEntries = { menus: [], permissions: [] };
  // One hand-out per hospital at a time: two servers starting together give each entry once.
  await trx.selectFrom('platform.hosp').select('hosp_code').where('hosp_code', '=', hospCode).forUpdate().executeTakeFirst();
  if (options.fresh) await scoped.deleteFrom('schema_entry_given').execute();
  const given = new Set((await scoped.selectFrom('schema_entry_given').select('entry_key').execute()).map((row) => row.entry_key));
  const entries = schemaEntries(entities);
  const menus = entries.menus.filter((entry) => !given.has(entry.key));
  const permissions = entries.permissions.filter((entry) => !given.has(entry.key));
  if (menus.length === 0 && permissions.length === 0) return added;

  const now = nowDateTime();
  const stamp = { create_date_time: now, lstupd_date_time: now };
  const record = async (key: string, entity: string) => {
    await scoped
      .insertInto('schema_entry_given')
      .values({ entry_key: key, entity, create_date_time: now })
      .onConflict((conflict) => conflict.column('entry_key').doNothing())
      .execute();
  };

  if (menus.length) {
    const menuIds = new Map<string, string>();
    for (const row of await scoped.selectFrom('menu').select(['id', 'path']).orderBy('id').execute())
      if (!menuIds.has(row.path)) menuIds.set(row.path, row.id);
    for (const entry of menus) {
      const parentId = entry.parentPath === undefined ? ROOT_PARENT_ID : menuIds.get(entry.parentPath);
      if (!menuIds.has(entry.menu.path)) {
        if (!parentId) continue;
        const id = newObjectId();
        const { menu } = entry;
        await scoped
          .insertInto('menu')
          .values({
            id,
            parent_id: parentId,
            sort: entry.sort,
            menu_name: menu.menuName,
            menu_name_en: menu.menuNameEn ?? null,
            path: menu.path,
            icon: menu.icon ?? null,
            component: null,
            auth_id: menu.authId ?? null,
            hidden: menu.hidden ?? false,
            affix: menu.affix ?? false,
            ...stamp,
          })
          .execute();
        menuIds.set(menu.path, id);
        added.menus.push(menu.path);
      }
      await record(entry.key, entry.entity);
    }
  }

  if (permissions.length) {
    const permissionIds = new Map<string, string>();
    for (const row of await scoped.selectFrom('permission').select(['id', 'pms_code']).orderBy('id').execute())
      if (!permissionIds.has(row.pms_code)) permissionIds.set(row.pms_code, row.id);
    for (const entry of permissions) {
      const parentId = entry.parentCode === undefined ? ROOT_PARENT_ID : permissionIds.get(entry.parentCode);
      if (!permissionIds.has(entry.node.pmsCode)) {
        if (!parentId) continue;
        const id = newObjectId();
        await scoped
          .insertInto('permission')
          .values({ id, pms_code: entry.node.pmsCode, pms_name: entry.node.pmsName, parent_id: parentId, ...stamp })
          .execute();
        permissionIds.set(entry.node.pmsCode, id);
        added.permissions.push(entry.node.pmsCode);
      }
      await record(entry.key, entry.entity);
    }
  }
  return added;
}

/**
 * At start: every initialised hospital gets the schema entries it was not given yet, each hospital
 * in its own transaction. A hospital that has them all costs one read.
 */
export async function giveSchemaEntriesToHospitals(db: Kysely<Database>, entities: EntitySchema[]): Promise<Map<string, GivenEntries>> {
  const entries = schemaEntries(entities);
  const keys = [...entries.menus, ...entries.permissions].map((entry) => entry.key);
  const results = new Map<string, GivenEntries>();
  if (keys.length === 0) return results;
  const hospitals = await db
    .selectFrom('platform.hosp')
    .select('hosp_code')
    .where('tables_created', '=', true)
    .where('initialised', '=', true)
    .orderBy('hosp_code')
    .execute();
  for (const { hosp_code: hospCode } of hospitals) {
    const recorded = await db
      .withSchema(hospSchema(hospCode))
      .selectFrom('schema_entry_given')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('entry_key', 'in', keys)
      .executeTakeFirst();
    if (Number(recorded?.count ?? 0) === keys.length) continue;
    results.set(hospCode, await db.transaction().execute((trx) => giveSchemaEntries(trx, hospCode, entities)));
  }
  return results;
}
