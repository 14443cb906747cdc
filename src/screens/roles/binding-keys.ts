import type { TreeNode } from '../../../engine/client/core';

/**
 * A cascading checkbox tree (menus) is opened on the bound leaves only: a bound parent would tick
 * all its children, though the role may hold just some. Parents show as half or fully ticked from
 * their children; the server adds the parents of whatever is saved.
 */
export function boundLeaves(nodes: TreeNode[], bound: readonly string[]): string[] {
  const wanted = new Set(bound);
  const leaves: string[] = [];
  const visit = (list: TreeNode[]) => {
    for (const node of list) {
      if (node.children?.length) visit(node.children);
      else if (wanted.has(node.id)) leaves.push(node.id);
    }
  };
  visit(nodes);
  return leaves;
}

/** What a tab saves: the ticked nodes, plus the half-ticked parents of a cascading tree. */
export function idsToSave(checked: readonly string[], halfChecked: readonly string[]): string[] {
  return [...new Set([...checked, ...halfChecked])];
}
