import { ROOT_PARENT_ID } from '../../../schema/entity-types';
import type { TreeNode } from '../../data/data-provider';
import type { TreeOption } from '../widgets/TreeSelectWidget';

export interface TreeOptionsSettings {
  /** The row field shown as the node's title (the tree layout's labelField). */
  labelField: string;
  /** Title of the root node (id of 24 zeros) that holds the whole tree, so "top level" is a choice. */
  rootTitle: string;
  /** A record being edited: it and its subtree cannot become its own parent. */
  excludeId?: string;
}

/** The entity's own tree (rows as treeQuery returns them) as TreeSelect options under a root node. */
export function treeOptionsOf(rows: readonly TreeNode[], settings: TreeOptionsSettings): TreeOption[] {
  const toOption = (row: TreeNode, insideExcluded: boolean): TreeOption => {
    const excluded = insideExcluded || row.id === settings.excludeId;
    const label = row[settings.labelField];
    const option: TreeOption = { key: row.id, title: typeof label === 'string' && label ? label : row.id };
    if (excluded) option.disabled = true;
    if (row.children?.length) option.children = row.children.map((child) => toOption(child, excluded));
    return option;
  };
  return [{ key: ROOT_PARENT_ID, title: settings.rootTitle, children: rows.map((row) => toOption(row, false)) }];
}
