import { isPermissionId } from '../../engine/schema/check-menus.js';
import type { EntitySchema, OperationName } from '../../engine/schema/entity-types.js';
import type { InitPermission } from '../hospitals/init-data.js';

/** A permission id a schema names, with a name a person can pick it by. */
export interface PermissionUse {
  code: string;
  name: string;
  /** The entity that names it first. */
  entity: string;
}

/** What an operation's permission lets one do, after the screen's title (医院角色新增). */
const OPERATION_NAMES: Partial<Record<OperationName | 'export' | 'batch', string>> = {
  add: '新增',
  update: '修改',
  delete: '删除',
  batchUpdate: '批量修改',
  batch: '批量修改',
  export: '导出',
};

/** Rules that are not permission ids: anyone signed in, or super admins only (the engine's rule, engine/schema/check-menus.ts). */
export { isPermissionId };

/**
 * The names of a permission node's operation children (`permissionNode.operations` of a schema):
 * `sys:dic:add` is 系统字典新增. The meta-schema lists the same suffixes; any other is written with its name.
 */
export const PERMISSION_SUFFIX_NAMES: Readonly<Record<string, string>> = {
  add: '新增',
  update: '修改',
  delete: '删除',
  batch: '批量修改',
  export: '导出',
  'bind-menu': '绑定菜单',
  'bind-permission': '绑定权限',
};

/**
 * Every permission id the schemas name (operations, actions, endpoints), each once, named after the
 * first use: the screen's title for reads, plus the operation or the action's label for the rest.
 */
export function schemaPermissionIds(entities: EntitySchema[]): PermissionUse[] {
  const found = new Map<string, PermissionUse>();
  const use = (code: string | undefined, name: string, entity: EntitySchema) => {
    if (isPermissionId(code) && !found.has(code)) found.set(code, { code, name, entity: entity.name });
  };
  for (const entity of entities) {
    for (const [operation, rule] of Object.entries(entity.permissions)) {
      use(rule, `${entity.title}${OPERATION_NAMES[operation as keyof typeof OPERATION_NAMES] ?? ''}`, entity);
    }
    for (const action of entity.actions ?? []) use(action.permission, `${entity.title}${action.label}`, entity);
    for (const endpoint of entity.endpoints ?? []) use(endpoint.permission, `${entity.title} ${endpoint.name}`, entity);
  }
  return [...found.values()];
}

/** Every node of an init permission tree, depth first. */
export function flattenInitPermissions(nodes: InitPermission[]): InitPermission[] {
  return nodes.flatMap((node) => [node, ...flattenInitPermissions(node.children ?? [])]);
}
