import { sql, type Kysely } from 'kysely';
import { ROOT_PARENT_ID, type EntitySchema } from '../schema/entity-types';
import { selectRows, toWireRow, type ReadOptions, type WireRow } from './read-ops';
import { storedField } from './sql-mapping';

export type TreeRow = WireRow & { children: TreeRow[] };

/** Nests rows under their parents; rows whose parent is missing become roots, so nothing is lost. */
export function nestRows(rows: WireRow[], parentField: string): TreeRow[] {
  const nodes = new Map<string, TreeRow>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: TreeRow[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(String(node[parentField] ?? ROOT_PARENT_ID));
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
  const nested = nestRows(
    rows.map((row) => toWireRow(entity, row, hospCode)),
    tree.parentField,
  );
  return onlyUndeleted && tree.deletedWhen ? withoutDeleted(nested, tree.deletedWhen) : nested;
}
