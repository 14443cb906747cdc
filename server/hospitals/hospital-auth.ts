import type { Db } from '../db/database.js';
import { hospSchema } from '../db/migrate.js';
import { ROOT_PARENT_ID } from '../../engine/server/object-id.js';
import type { HospitalAuth, MenuNode } from '../../contracts/session.js';

type MenuRow = Omit<MenuNode, 'children' | 'hospCode'>;

/** Builds the menu forest; orphans (parent not visible to this user) are dropped with their subtree. */
export function buildMenuTree(rows: MenuRow[], hospCode: string): MenuNode[] {
  const nodes = new Map<string, MenuNode>(rows.map((row) => [row.id, { ...row, hospCode, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === ROOT_PARENT_ID) roots.push(node);
    else nodes.get(node.parentId)?.children.push(node);
  }
  const bySort = (a: MenuNode, b: MenuNode) => a.sort - b.sort || a.path.localeCompare(b.path);
  const sortDeep = (list: MenuNode[]) => {
    list.sort(bySort);
    list.forEach((node) => {
      sortDeep(node.children);
    });
  };
  sortDeep(roots);
  return roots;
}

/**
 * Menus and permission codes (authIds) for one hospital. A super admin sees everything the
 * hospital has; a hospital user sees what the role of their binding links to.
 */
export async function loadHospitalAuth(db: Db, hospCode: string, roleId: string | null, everything: boolean): Promise<HospitalAuth> {
  const hospital = await db.selectFrom('platform.hosp').select(['tables_created']).where('hosp_code', '=', hospCode).executeTakeFirst();
  if (!hospital?.tables_created) return { menuList: [], authIdList: [] };
  if (!everything && !roleId) return { menuList: [], authIdList: [] };
  const scoped = db.withSchema(hospSchema(hospCode));

  let menuQuery = scoped
    .selectFrom('menu as m')
    .select([
      'm.id',
      'm.menu_name as menuName',
      'm.menu_name_en as menuNameEn',
      'm.icon',
      'm.sort',
      'm.path',
      'm.component',
      'm.parent_id as parentId',
      'm.auth_id as authId',
      'm.hidden',
      'm.affix',
    ]);
  let permissionQuery = scoped.selectFrom('permission as p').select('p.pms_code');
  if (!everything && roleId) {
    menuQuery = menuQuery.innerJoin('role_menu as rm', 'rm.menu_id', 'm.id').where('rm.role_id', '=', roleId);
    permissionQuery = permissionQuery.innerJoin('role_permission as rp', 'rp.permission_id', 'p.id').where('rp.role_id', '=', roleId);
  }
  const [menus, permissions] = await Promise.all([menuQuery.execute(), permissionQuery.distinct().orderBy('p.pms_code').execute()]);
  return { menuList: buildMenuTree(menus, hospCode), authIdList: permissions.map((row) => row.pms_code) };
}
