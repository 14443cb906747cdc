import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { notFound } from '../../engine/server/entity-context.js';
import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { checkKnownKeys, requireId } from '../../engine/server/request-checks.js';
import { loadTree } from '../../engine/server/tree-ops.js';
import type { RoleBindingDetail } from '../../contracts/roles.js';

/** The schemas of the two trees a role binds to, found by name when a detail is asked for. */
export interface BindingEntities {
  menu: () => EntitySchema;
  permission: () => EntitySchema;
}

/**
 * POST /db/hosp-role/detail {id, hospCode}: the hospital's whole menu tree (label menuName) and
 * permission tree (label pmsName), as their own treeQuery returns them, with the ids the role is
 * bound to (seed 001 section 3). Served instead of the engine's detail, which returns only the row.
 */
export const roleDetail =
  (entities: BindingEntities): OperationHandler =>
  async ({ host, schema, hospCode, input }) => {
    const id = requireId(checkKnownKeys(input, ['id', 'hospCode']).id);
    const scoped = host.db.withSchema(schema);
    const role = await scoped.selectFrom('role').select('id').where('id', '=', id).executeTakeFirst();
    if (!role) throw notFound();
    const [hospMenuTree, hospPermissionTree, menuLinks, permissionLinks] = await Promise.all([
      loadTree(host.db, entities.menu(), schema, hospCode, false),
      loadTree(host.db, entities.permission(), schema, hospCode, false),
      scoped.selectFrom('role_menu').select('menu_id').where('role_id', '=', id).orderBy('menu_id').execute(),
      scoped.selectFrom('role_permission').select('permission_id').where('role_id', '=', id).orderBy('permission_id').execute(),
    ]);
    return {
      data: {
        hospMenuTree,
        hospPermissionTree,
        hospMenuIdList: menuLinks.map((link) => link.menu_id as string),
        hospPermissionIdList: permissionLinks.map((link) => link.permission_id as string),
      } satisfies RoleBindingDetail,
    };
  };
