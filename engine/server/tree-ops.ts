import { sql, type Kysely } from 'kysely';
import { ROOT_PARENT_ID, type EntitySchema } from '../schema/entity-types';
import { selectRows, type ReadOptions, type WireRow } from './read-ops';
import { readableFields, storedField } from './sql-mapping';
import { ROW_VERSION } from '../schema/system-fields';

export type TreeRow = WireRow & { children: TreeRow[] };

/** Links nodes under their parents; nodes whose parent is missing become roots, so nothing is lost. */
function linkNodes(nodes: TreeRow[], parentField: string): TreeRow[] {
  const byId = new Map<string, TreeRow>(nodes.map((node) => [node.id, node]));
  const roots: TreeRow[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(String(node[parentField] ?? ROOT_PARENT_ID));
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Drops nodes matching `deletedWhen`, and with them their whole subtree. */
export function withoutDeleted(nodes: TreeRow[], deletedWhen: Record<string, unknown>): TreeRow[] {
  const deleted = (node: TreeRow) => Object.entries(deletedWhen).every(([name, value]) => node[name] === value);
  return nodes.filter((node) => !deleted(node)).map((node) => ({ ...node, children: withoutDeleted(node.children, deletedWhen) }));
}

/**
 * A tree's rows carry what its screens show or edit: every field but the server-maintained ones
 * (readOnly, e.g. createDateTime, lstupdDateTime, a department's qrCode) that no dialog lists;
 * those stay with detail and query. At 10,000 departments that is 40% of the answer. The id and
 * the version stay: a node's edit sends its version back.
 */
export function treeNodeFields(entity: EntitySchema): { left: Set<string>; numbers: string[] } {
  const inDialogs = new Set(Object.values(entity.dialogs).flatMap((dialog) => dialog.fields ?? []));
  const readable = readableFields(entity);
  const kept = (name: string) => name === 'id' || name === ROW_VERSION || inDialogs.has(name);
  return {
    left: new Set(readable.filter(({ name, field }) => field.readOnly && !kept(name)).map(({ name }) => name)),
    numbers: readable.filter(({ field }) => field.type === 'number').map(({ name }) => name),
  };
}

/** The row → node mapping worked out once per call (not per row): 10,000 rows per call. */
function nodeMaker(entity: EntitySchema, hospCode: string | undefined): (row: Record<string, unknown>) => TreeRow {
  const { left, numbers } = treeNodeFields(entity);
  let keys: string[] | undefined;
  return (row) => {
    keys ??= Object.keys(row).filter((key) => !left.has(key));
    const node: Record<string, unknown> = {};
    for (const key of keys) node[key] = row[key];
    for (const name of numbers) if (typeof node[name] === 'string') node[name] = Number(node[name]);
    if (entity.scope === 'hospital') node.hospCode = hospCode;
    node.children = [];
    return node as TreeRow;
  };
}

export async function loadTree(
  db: Kysely<any>,
  entity: EntitySchema,
  schema: string,
  hospCode: string | undefined,
  onlyUndeleted: boolean,
  options: ReadOptions = {},
): Promise<TreeRow[]> {
  const tree = entity.tree!;
  let query = selectRows(db, entity, schema, options);
  const sort = storedField(entity, 'sort');
  if (sort) query = query.orderBy(sql.ref(`t.${sort.column}`), 'asc');
  const rows = await query.orderBy(sql.ref('t.id'), 'asc').execute();
  const nested = linkNodes(rows.map(nodeMaker(entity, hospCode)), tree.parentField);
  return onlyUndeleted && tree.deletedWhen ? withoutDeleted(nested, tree.deletedWhen) : nested;
}
