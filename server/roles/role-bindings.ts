import type { Transaction } from 'kysely';
import { badInput, notFound } from '../../engine/server/entity-context.js';
import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { checkKnownKeys, requireId, type Body } from '../../engine/server/request-checks.js';
import { ROOT_PARENT_ID } from '../../engine/server/object-id.js';
import { recordAudit } from '../audit/audit-writer.js';
import type { FieldChange } from '../../contracts/audit.js';

/** Seed 001 sections 5 and 8: the same warning for menus and permissions. */
export const NOTHING_TICKED = '至少选择一个菜单!';
/** More ids than any hospital has nodes is a malformed call, not a binding. */
const MAX_IDS = 5000;

/** One of the two things a role binds: which table, which link table, which list in the body. */
interface BindingKind {
  table: 'menu' | 'permission';
  link: 'role_menu' | 'role_permission';
  linkColumn: 'menu_id' | 'permission_id';
  /** The node's name, for the operation log. */
  nameColumn: 'menu_name' | 'pms_name';
  /** The operation log's title of the binding. */
  title: string;
  listKey: 'hospMenuIdList' | 'hospPermissionIdList';
  /** Shown when an id is not a node of this hospital. */
  unknownMessage: string;
  /** Menus: a bound menu brings its ancestors, or the sidebar (which drops orphans) would hide it. */
  withAncestors: boolean;
}

export const MENU_BINDING: BindingKind = {
  table: 'menu',
  link: 'role_menu',
  linkColumn: 'menu_id',
  nameColumn: 'menu_name',
  title: '绑定菜单',
  listKey: 'hospMenuIdList',
  unknownMessage: '菜单不存在或不属于该医院',
  withAncestors: true,
};

export const PERMISSION_BINDING: BindingKind = {
  table: 'permission',
  link: 'role_permission',
  linkColumn: 'permission_id',
  nameColumn: 'pms_name',
  title: '绑定权限',
  listKey: 'hospPermissionIdList',
  unknownMessage: '权限不存在或不属于该医院',
  withAncestors: false,
};

function requireIds(input: Body, kind: BindingKind): string[] {
  const raw = input[kind.listKey];
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) throw badInput(NOTHING_TICKED);
  if (!Array.isArray(raw)) throw badInput(`${kind.listKey}必须为数组`);
  if (raw.length > MAX_IDS) throw badInput(`${kind.listKey}最多${MAX_IDS}项`);
  return [...new Set(raw.map((id) => requireId(id, kind.listKey)))];
}

/** The ids plus every ancestor, from the hospital's own parent links. */
function closeOverAncestors(ids: string[], parents: Map<string, string>): string[] {
  const all = new Set<string>();
  for (const id of ids) {
    for (let current: string | undefined = id; current && current !== ROOT_PARENT_ID && !all.has(current); current = parents.get(current))
      all.add(current);
  }
  return [...all];
}

/** The bound nodes by name before and after, for the operation log (names, not ids: a reader knows menus by name). */
function bindingChange(kind: BindingKind, names: Map<string, string>, before: string[], after: string[]): FieldChange[] {
  const listed = (ids: string[]) =>
    ids
      .map((id) => names.get(id) ?? id)
      .sort()
      .join('、');
  const [old, now] = [listed(before), listed(after)];
  return old === now ? [] : [{ field: kind.listKey, title: kind.title, old, new: now }];
}

async function replaceLinks(
  trx: Transaction<any>,
  schema: string,
  kind: BindingKind,
  roleId: string,
  wanted: string[],
): Promise<{ ids: string[]; changes: FieldChange[] }> {
  const scoped = trx.withSchema(schema);
  const role = await scoped.selectFrom('role').select('id').where('id', '=', roleId).forUpdate().executeTakeFirst();
  if (!role) throw notFound('角色不存在');
  // Every node of this hospital's table (a few hundred at most): membership and ancestors in one read.
  const nodes = await scoped.selectFrom(kind.table).select(['id', 'parent_id', kind.nameColumn]).execute();
  const parents = new Map(nodes.map((node) => [node.id as string, node.parent_id as string]));
  if (wanted.some((id) => !parents.has(id))) throw badInput(kind.unknownMessage);
  const ids = kind.withAncestors ? closeOverAncestors(wanted, parents) : wanted;
  const before = (await scoped.selectFrom(kind.link).select(kind.linkColumn).where('role_id', '=', roleId).execute()).map(
    (row) => row[kind.linkColumn] as string,
  );
  await scoped.deleteFrom(kind.link).where('role_id', '=', roleId).execute();
  await scoped
    .insertInto(kind.link)
    .values(ids.map((id) => ({ role_id: roleId, [kind.linkColumn]: id })))
    .execute();
  const names = new Map(nodes.map((node) => [node.id as string, node[kind.nameColumn] as string]));
  return { ids, changes: bindingChange(kind, names, before, ids) };
}

/**
 * POST /db/hosp-role/bindMenu {roleId, hospCode, hospMenuIdList} and bindPermisson {roleId,
 * hospCode, hospPermissionIdList}: the role's links become exactly these (one transaction). The
 * host has checked the caller's binding to hospCode, so only that hospital's schema is touched.
 */
export const bindRole =
  (kind: BindingKind): OperationHandler =>
  async ({ host, schema, input, request, entity, endpoint, hospCode }) => {
    const body = checkKnownKeys(input, ['roleId', 'hospCode', kind.listKey]);
    const roleId = requireId(body.roleId, '角色ID');
    const wanted = requireIds(body, kind);
    const bound = await host.db.transaction().execute(async (trx) => {
      const { ids, changes } = await replaceLinks(trx, schema, kind, roleId, wanted);
      await recordAudit(trx, request, { entity: entity.name, operation: endpoint.name, hospCode, recordId: roleId, changes });
      return ids;
    });
    return { data: { [kind.listKey]: bound.sort() }, message: '修改成功!' };
  };
