import type { TreeView } from './tree-index';

/**
 * Which nodes are open. A tree is shown fully expanded, so the state is what the user folded:
 * in the whole tree (kept across filters and reloads, by id), and in the current filter's view
 * (a new keyword opens every match again). Clearing the keyword brings back the whole tree's folds.
 */
export interface TreeExpansion {
  foldedInFull: ReadonlySet<string>;
  filtered?: { view: TreeView; folded: ReadonlySet<string> };
}

export const FULLY_EXPANDED: TreeExpansion = { foldedInFull: new Set() };

const NONE: ReadonlySet<string> = new Set();

function foldedIn(expansion: TreeExpansion, view: TreeView, full: TreeView): ReadonlySet<string> {
  if (view === full) return expansion.foldedInFull;
  return expansion.filtered?.view === view ? expansion.filtered.folded : NONE;
}

/** The open keys of `view` (`full`: the unfiltered view of the same data). */
export function expandedKeysOf(expansion: TreeExpansion, view: TreeView, full: TreeView): string[] {
  const folded = foldedIn(expansion, view, full);
  return folded.size === 0 ? view.parentKeys : view.parentKeys.filter((key) => !folded.has(key));
}

/** The expansion after the user opened or folded a node of `view`: `openKeys` is every key now open there. */
export function withExpandedKeys(expansion: TreeExpansion, view: TreeView, full: TreeView, openKeys: readonly string[]): TreeExpansion {
  const open = new Set(openKeys);
  const folded = new Set(view.parentKeys.filter((key) => !open.has(key)));
  return view === full ? { ...expansion, foldedInFull: folded } : { ...expansion, filtered: { view, folded } };
}
