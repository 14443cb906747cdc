import { EntityFormDialog } from '../dialogs/EntityFormDialog';
import type { TreeController } from './use-tree-controller';

/** The tree's add (root or child) and edit dialogs; the forms get the tree for the parent choice. */
export function TreeDialogs({ tree }: { tree: TreeController }) {
  const { open, close } = tree.dialogs;
  if (!open) return null;
  const common = { entity: tree.entity, provider: tree.provider, hospCode: tree.hospCode, treeData: tree.nodes, onClose: close };
  if (open.kind === 'add') return <EntityFormDialog {...common} dialog="add" formData={open.formData} onSubmit={tree.writes.add} />;
  if (open.kind === 'edit') return <EntityFormDialog {...common} dialog="edit" formData={open.row} onSubmit={(data) => tree.writes.update(open.row, data)} />;
  return null;
}
