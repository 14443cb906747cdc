import { EntityFormDialog } from '../dialogs/EntityFormDialog';
import type { TreeController } from './use-tree-controller';

/** The tree's add (root or child), edit and batch dialogs; the forms get the tree for the parent choice. */
export function TreeDialogs({ tree }: { tree: TreeController }) {
  const { open, close } = tree.dialogs;
  if (!open) return null;
  const common = { entity: tree.entity, provider: tree.provider, hospCode: tree.hospCode, treeData: tree.nodes, onClose: close };
  if (open.kind === 'add') return <EntityFormDialog {...common} dialog="add" formData={open.formData} onSubmit={tree.writes.add} />;
  if (open.kind === 'edit') return <EntityFormDialog {...common} dialog="edit" formData={open.row} onSubmit={(data) => tree.writes.update(open.row, data)} />;
  if (open.kind === 'batch') return <EntityFormDialog {...common} dialog="batch" onSubmit={(data) => tree.writes.batchUpdate(open.ids, data)} />;
  return null;
}
