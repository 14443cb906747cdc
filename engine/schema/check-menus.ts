import { SIGNED_IN, SUPER_ADMIN, type EntitySchema, type PermissionOperationDeclaration } from './entity-types';

/**
 * The rules of a schema's `menu` and `permissionNode` (docs/schemas.md, Menus and permission ids):
 * those one file can break on its own, and those only the whole catalogue shows (a path or an id
 * two schemas both claim, a parent nobody declares).
 */

/** A rule that is a permission id a role can be given (not "anyone signed in", not "super admins only"). */
export const isPermissionId = (rule: string | undefined): rule is string => !!rule && rule !== SIGNED_IN && rule !== SUPER_ADMIN;

/** The menu's path: the screen's route, or the generic page every entity has. */
export const menuPathOf = (entity: EntitySchema): string => entity.route ?? `/entity/${entity.name}`;

/** The id a screen is read with: the tree's, the list's, or its detail's when the list is open to all. */
export const readPermissionOf = (entity: EntitySchema): string | undefined =>
  [entity.permissions.treeQuery, entity.permissions.query, entity.permissions.detail].find(isPermissionId);

/** The permission id that shows the menu: its own, else the node's, else the read permission. */
export const menuAuthIdOf = (entity: EntitySchema): string | undefined =>
  entity.menu?.authId ?? entity.permissionNode?.code ?? readPermissionOf(entity);

export const operationSuffixOf = (operation: PermissionOperationDeclaration): string =>
  typeof operation === 'string' ? operation : operation.suffix;

/** The node's code and its children's (`sys:dic`, `sys:dic:add`, ...). */
export function permissionNodeCodes(entity: EntitySchema): string[] {
  const node = entity.permissionNode;
  if (!node) return [];
  return [node.code, ...(node.operations ?? []).map((operation) => `${node.code}:${operationSuffixOf(operation)}`)];
}

/** Every permission id the schema checks: operations, actions, endpoints. */
function namedPermissionIds(entity: EntitySchema): string[] {
  return [
    ...Object.values(entity.permissions),
    ...(entity.actions ?? []).map((action) => action.permission),
    ...(entity.endpoints ?? []).map((endpoint) => endpoint.permission),
  ].filter(isPermissionId);
}

/** What one file can get wrong about its menu and permission node. */
export function checkMenuDeclaration(entity: EntitySchema): string[] {
  const problems: string[] = [];
  if (entity.menu && entity.route === null) problems.push('menu: the entity has no screen of its own (route null)');
  if (entity.menu?.parent !== undefined && entity.menu.parent === menuPathOf(entity))
    problems.push('menu.parent: a menu cannot be its own parent');
  const node = entity.permissionNode;
  if (node) {
    const suffixes = (node.operations ?? []).map(operationSuffixOf);
    suffixes.forEach((suffix, index) => {
      if (suffixes.indexOf(suffix) !== index) problems.push(`permissionNode.operations: ${suffix} is named twice`);
    });
    if (node.parent === node.code) problems.push('permissionNode.parent: a node cannot be its own parent');
    // An id under the node's code that the node does not declare could never be given to a role.
    const declared = new Set(permissionNodeCodes(entity));
    const undeclared = [...new Set(namedPermissionIds(entity))].filter((code) => code.startsWith(`${node.code}:`) && !declared.has(code));
    undeclared.forEach((code) => {
      problems.push(`permissionNode.operations: the schema checks ${code}, which the node does not declare`);
    });
  }
  return problems;
}

/** The menus and permission codes that exist without any schema (the standard init data's own). */
export interface MenuBase {
  menuPaths: Iterable<string>;
  permissionCodes: Iterable<string>;
}

/**
 * What only the whole catalogue shows: two schemas (or a schema and the base) claiming one menu
 * path or one permission id, and parents that are neither the base's nor another schema's.
 * Problems by entity name, in the catalogue's order.
 */
export function checkMenuDeclarations(entities: EntitySchema[], base: MenuBase): Map<string, string[]> {
  const problems = new Map<string, string[]>();
  const report = (entity: EntitySchema, problem: string) => problems.set(entity.name, [...(problems.get(entity.name) ?? []), problem]);
  const basePaths = new Set(base.menuPaths);
  const baseCodes = new Set(base.permissionCodes);
  const menuOwners = new Map<string, string>();
  const codeOwners = new Map<string, string>();
  for (const entity of entities) {
    if (entity.menu) {
      const path = menuPathOf(entity);
      if (basePaths.has(path)) report(entity, `menu: ${path} is already a menu of the standard init data`);
      else if (menuOwners.has(path)) report(entity, `menu: ${path} is also the menu of ${menuOwners.get(path)}.json`);
      else menuOwners.set(path, entity.name);
    }
    for (const code of permissionNodeCodes(entity)) {
      if (baseCodes.has(code)) report(entity, `permissionNode: ${code} is already a permission id of the standard init data`);
      else if (codeOwners.has(code)) report(entity, `permissionNode: ${code} is also declared by ${codeOwners.get(code)}.json`);
      else codeOwners.set(code, entity.name);
    }
  }
  for (const entity of entities) {
    const parent = entity.menu?.parent;
    if (parent !== undefined && !basePaths.has(parent) && !menuOwners.has(parent))
      report(entity, `menu.parent: no menu has the path ${parent}`);
    // A menu shown by an id no role can be given would be hidden from every hospital user.
    const authId = entity.menu ? menuAuthIdOf(entity) : undefined;
    if (authId !== undefined && !baseCodes.has(authId) && !codeOwners.has(authId)) {
      report(entity, `menu.authId: ${authId} is no permission id of the standard init data or of a schema's permissionNode`);
    }
    const parentCode = entity.permissionNode?.parent;
    if (parentCode !== undefined && !baseCodes.has(parentCode) && !codeOwners.has(parentCode)) {
      report(entity, `permissionNode.parent: no permission node has the code ${parentCode}`);
    }
  }
  return problems;
}
