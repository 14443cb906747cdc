import { checkMenuDeclarations, menuAuthIdOf, menuPathOf, operationSuffixOf } from '../../engine/schema/check-menus.js';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { SchemaFileError } from '../../engine/schema/schema-file-error.js';
import type { InitMenu, InitPermission } from '../hospitals/init-data.js';
import { PERMISSION_SUFFIX_NAMES } from '../roles/permission-catalogue.js';
import { standardInitBaseKeys, type OrderedInitTree } from './standard-init-base.js';

/**
 * The menus and permission trees a hospital gets: the base's (no schema states them) with every
 * schema's `menu` and `permissionNode` put in under its parent, by `order`. The standard init data
 * is this over the shipped schemas; the start-up hand-out (server/hospitals/init-data-schema-entries.ts)
 * is this over every schema the server serves.
 */
export interface DerivedInitTree {
  menus: InitMenu[];
  permissions: InitPermission[];
  /** Menu path → the schema that states it. */
  menuOwners: Map<string, string>;
  /** Permission code (nodes and their operation children) → the schema that states it. */
  permissionOwners: Map<string, string>;
}

/** The menu a schema declares, without children. */
export function schemaMenuOf(entity: EntitySchema): InitMenu {
  const menu = entity.menu!;
  const authId = menuAuthIdOf(entity);
  return {
    menuName: menu.title ?? entity.title,
    menuNameEn: menu.titleEn,
    path: menuPathOf(entity),
    icon: menu.icon ?? 'file',
    ...(authId ? { authId } : {}),
    ...(menu.affix ? { affix: true } : {}),
    ...(menu.hidden ? { hidden: true } : {}),
  };
}

/** The permission node a schema declares, with one child per operation (系统字典新增). */
export function schemaPermissionNodeOf(entity: EntitySchema): InitPermission {
  const node = entity.permissionNode!;
  const name = node.name ?? entity.title;
  const children = (node.operations ?? []).map((operation) => ({
    pmsCode: `${node.code}:${operationSuffixOf(operation)}`,
    pmsName: `${name}${typeof operation === 'string' ? (PERMISSION_SUFFIX_NAMES[operation] ?? operation) : operation.name}`,
  }));
  return { pmsCode: node.code, pmsName: name, ...(children.length ? { children } : {}) };
}

/** Stops with the files whose menus or permission nodes clash or hang from nothing. */
export function assertMenuDeclarations(entities: EntitySchema[]): void {
  const problems = checkMenuDeclarations(entities, standardInitBaseKeys);
  const [first] = problems;
  if (first) throw new SchemaFileError(`${first[0]}.json`, first[1]);
}

interface Node<T> {
  item: T;
  order: number;
  children?: Node<T>[];
}

interface Addition<T> {
  parent?: string;
  order: number;
  item: T;
}

/** The base tree with the additions hung under their parents (by key), every level sorted by order; orders dropped. */
function mergeOrdered<T extends { children?: T[] }>(
  base: (Omit<T, 'children'> & { order: number; children?: unknown[] })[],
  additions: Addition<T>[],
  keyOf: (item: T) => string,
): T[] {
  const byKey = new Map<string, Node<T>>();
  const toNode = (entry: Omit<T, 'children'> & { order: number; children?: unknown[] }): Node<T> => {
    const { order, children, ...item } = entry;
    const node: Node<T> = { item: item as unknown as T, order, ...(children ? { children: (children as typeof base).map(toNode) } : {}) };
    byKey.set(keyOf(node.item), node);
    return node;
  };
  const roots = base.map(toNode);
  // An addition's own children (a node's operation ids) keep their written order, before any addition under it.
  const added = additions.map((addition) => {
    const { children, ...item } = addition.item;
    const node: Node<T> = {
      item: item as unknown as T,
      order: addition.order,
      ...(children ? { children: children.map((child, index) => ({ item: child, order: index - children.length })) } : {}),
    };
    byKey.set(keyOf(node.item), node);
    return { addition, node };
  });
  for (const { addition, node } of added) {
    if (addition.parent === undefined) {
      roots.push(node);
      continue;
    }
    const parent = byKey.get(addition.parent);
    if (!parent) throw new Error(`no parent ${addition.parent} for ${keyOf(node.item)}`);
    parent.children ??= [];
    parent.children.push(node);
  }
  const reachable = new Set<Node<T>>();
  const build = (nodes: Node<T>[]): T[] =>
    [...nodes]
      .sort((a, b) => a.order - b.order)
      .map((node) => {
        if (reachable.has(node)) throw new Error(`${keyOf(node.item)} is its own ancestor`);
        reachable.add(node);
        return { ...node.item, ...(node.children ? { children: build(node.children) } : {}) } as T;
      });
  const tree = build(roots);
  const lost = added.filter(({ node }) => !reachable.has(node)).map(({ node }) => keyOf(node.item));
  if (lost.length) throw new Error(`menus or permission nodes whose parents go round in a circle: ${lost.join(', ')}`);
  return tree;
}

/** The base plus every schema's menu and permission node. Schemas whose declarations clash stop it, named. */
export function deriveInitTree(base: OrderedInitTree, entities: EntitySchema[]): DerivedInitTree {
  assertMenuDeclarations(entities);
  const withMenu = entities.filter((entity) => entity.menu);
  const withNode = entities.filter((entity) => entity.permissionNode);
  const menus = mergeOrdered<InitMenu>(
    base.menus,
    withMenu.map((entity) => ({ parent: entity.menu!.parent, order: entity.menu!.order, item: schemaMenuOf(entity) })),
    (menu) => menu.path,
  );
  const permissions = mergeOrdered<InitPermission>(
    base.permissions,
    withNode.map((entity) => ({
      parent: entity.permissionNode!.parent,
      order: entity.permissionNode!.order,
      item: schemaPermissionNodeOf(entity),
    })),
    (node) => node.pmsCode,
  );
  const permissionOwners = new Map<string, string>();
  for (const entity of withNode) {
    const node = schemaPermissionNodeOf(entity);
    for (const code of [node.pmsCode, ...(node.children ?? []).map((child) => child.pmsCode)]) permissionOwners.set(code, entity.name);
  }
  return { menus, permissions, menuOwners: new Map(withMenu.map((entity) => [menuPathOf(entity), entity.name])), permissionOwners };
}
