/** A node of an entity tree as the engine's treeQuery answers it: the row's fields and its children. */
export interface EntityTreeNode {
  id: string;
  children?: EntityTreeNode[];
  [field: string]: unknown;
}

/**
 * POST /db/hosp-role/detail's answer (server/roles/role-detail.ts): the hospital's whole menu and
 * permission trees, with the ids the role is bound to (seed 001 section 3).
 */
export interface RoleBindingDetail {
  hospMenuTree: EntityTreeNode[];
  hospPermissionTree: EntityTreeNode[];
  hospMenuIdList: string[];
  hospPermissionIdList: string[];
}
