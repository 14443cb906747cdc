import { EntityFormDialog } from '../dialogs/EntityFormDialog';
import { rowVersionsOf } from '../dialogs/save-outcome';
import { flattenNodes } from './tree-nodes';
import type { TreeController } from './use-tree-controller';

/** The tree's add (root or child), edit and batch dialogs; the forms get the tree for the parent choice. */
export function TreeDialogs({ tree }: { tree: TreeController }) {
  const { open, close } = tree.dialogs;
  if (!open) return null;
  const common = { entity: tree.entity, provider: tree.provider, hospCode: tree.hospCode, treeData: tree.nodes, onClose: close };
  if (open.kind === 'add') return <EntityFormDialog {...common} dialog="add" formData={open.formData} onSubmit={tree.writes.add} />;
  if (open.kind === 'edit') {
    return (
      <EntityFormDialog
        {...common}
        dialog="edit"
        formData={open.row}
        sendsChanges
        onSubmit={(data, versions) => tree.writes.update(open.row, data, versions)}
      />
    );
  }
  if (open.kind === 'batch') {
    const ticked = new Set(open.ids);
    return (
      <EntityFormDialog
        {...common}
        dialog="batch"
        count={open.ids.length}
        ids={open.ids}
        rowVersions={rowVersionsOf(flattenNodes(tree.nodes).filter((node) => ticked.has(node.id)))}
        onSubmit={(data, versions) => tree.writes.batchUpdate(open.ids, data, versions)}
      />
    );
  }
  return null;
}
