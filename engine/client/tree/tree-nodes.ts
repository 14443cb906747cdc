import type { Row, TreeNode } from '../data/data-provider';

/** The node label: the schema's tree.labelField (deptName, pmsName, ...). */
export const labelOf = (node: TreeNode, labelField: string): string => String(node[labelField] ?? '');

/**
 * The nodes whose label contains the keyword, with their ancestors (so each match keeps its
 * place) and, under a match, its whole subtree. A blank keyword keeps the tree as it is.
 * The screen filters through tree-index.ts (one pass over a flat index); this recursive copy is
 * the plain statement of the rule, and that index's tests check it against this.
 */
export function filterTree(nodes: TreeNode[], keyword: string, labelField: string): TreeNode[] {
  const wanted = keyword.trim().toLowerCase();
  if (wanted === '') return nodes;
  return nodes.flatMap((node): TreeNode[] => {
    if (labelOf(node, labelField).toLowerCase().includes(wanted)) return [node];
    const children = filterTree(node.children ?? [], keyword, labelField);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** Every node id, depth first: the tree is shown fully expanded. */
export function allNodeIds(nodes: TreeNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...allNodeIds(node.children ?? [])]);
}

/** A node's own record, without its children (what an edit dialog starts from). */
export function recordOf(node: TreeNode): Row {
  const record: Row = { ...node };
  delete record.children;
  return record;
}

/** Every node, depth first (a batch edit reads the ticked nodes' versions from them). */
export function flattenNodes(nodes: TreeNode[]): TreeNode[] {
  return nodes.flatMap((node) => [node, ...flattenNodes(node.children ?? [])]);
}
