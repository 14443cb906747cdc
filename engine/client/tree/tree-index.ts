import type { TreeNode } from '../data/data-provider';
import { labelOf } from './tree-nodes';

/** A node as the tree view shows it: Arco's key and title, the record, and the children shown. */
export interface ViewNode {
  key: string;
  title: string;
  node: TreeNode;
  children?: ViewNode[];
}

/** What the tree shows: its roots, and the keys of the shown nodes that have shown children. */
export interface TreeView {
  roots: ViewNode[];
  /** Nodes with children in this view, depth first (what "fully expanded" opens). */
  parentKeys: string[];
  /** Nodes in this view. */
  size: number;
}

/**
 * The tree flattened once per load, depth first, so a keyword filter is one pass over arrays
 * instead of a walk that copies the tree: lower-cased labels, each node's parent position and
 * where its subtree ends (a subtree is the run of positions from the node to its end).
 */
export interface TreeIndex {
  nodes: TreeNode[];
  labels: string[];
  /** Lower-cased labels, for the keyword filter. */
  search: string[];
  /** Position of the parent, -1 for a root. */
  parent: Int32Array;
  /** Position just after the node's subtree. */
  subtreeEnd: Int32Array;
  /** The whole tree as shown without a keyword, built once. */
  full: TreeView;
}

export function buildTreeIndex(roots: TreeNode[], labelField: string): TreeIndex {
  const nodes: TreeNode[] = [];
  const parents: number[] = [];
  const ends: number[] = [];
  // An explicit stack: a 10,000-node chain must not exhaust the call stack.
  const stack: { node: TreeNode; parent: number; done: boolean }[] = roots.map((node) => ({ node, parent: -1, done: false })).reverse();
  const open: number[] = [];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    if (entry.done) {
      ends[open.pop()!] = nodes.length;
      continue;
    }
    const position = nodes.length;
    nodes.push(entry.node);
    parents.push(entry.parent);
    open.push(position);
    stack.push({ node: entry.node, parent: entry.parent, done: true });
    const children = entry.node.children ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ node: children[i]!, parent: position, done: false });
  }
  const labels = nodes.map((node) => labelOf(node, labelField));
  const index: Omit<TreeIndex, 'full'> = {
    nodes,
    labels,
    search: labels.map((label) => label.toLowerCase()),
    parent: Int32Array.from(parents),
    subtreeEnd: Int32Array.from(ends),
  };
  return { ...index, full: viewOf(index, null) };
}

/**
 * The nodes whose label contains the keyword (case-insensitive), with their ancestors (so each
 * match keeps its place) and, under a match, its whole subtree. A blank keyword: the whole tree,
 * the same view object every time (so the screen's state for it survives a filter).
 */
export function filterTreeIndex(index: TreeIndex, keyword: string): TreeView {
  const wanted = keyword.trim().toLowerCase();
  if (wanted === '') return index.full;
  const { search, parent, subtreeEnd } = index;
  const shown = new Uint8Array(search.length);
  for (let position = 0; position < search.length; ) {
    if (!search[position]!.includes(wanted)) {
      position += 1;
      continue;
    }
    const end = subtreeEnd[position]!;
    shown.fill(1, position, end);
    // Ancestors already marked have their own ancestors marked: stop at the first one.
    for (let up = parent[position]!; up >= 0 && shown[up] === 0; up = parent[up]!) shown[up] = 1;
    // Matches inside the subtree change nothing: it is shown whole.
    position = end;
  }
  return viewOf(index, shown);
}

/** The view of the marked nodes (null: all), built in one depth-first pass. */
function viewOf(index: Omit<TreeIndex, 'full'>, shown: Uint8Array | null): TreeView {
  const { nodes, labels, parent } = index;
  const views: (ViewNode | undefined)[] = new Array(nodes.length);
  const roots: ViewNode[] = [];
  const parentKeys: string[] = [];
  let size = 0;
  for (let position = 0; position < nodes.length; position += 1) {
    if (shown && shown[position] === 0) continue;
    const node = nodes[position]!;
    const view: ViewNode = { key: node.id, title: labels[position]!, node };
    views[position] = view;
    size += 1;
    const up = parent[position]!;
    const above = up >= 0 ? views[up] : undefined;
    if (!above) roots.push(view);
    else if (above.children) above.children.push(view);
    else {
      above.children = [view];
      parentKeys.push(above.key);
    }
  }
  return { roots, parentKeys, size };
}
