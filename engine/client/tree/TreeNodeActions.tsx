import { Button, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { TreeNode } from '../data/data-provider';
import { confirmDelete } from '../dialogs/confirm-delete';
import type { Permits } from '../permissions';
import type { TreeController } from './use-tree-controller';
import { recordOf } from './tree-nodes';

/** A node's 添加子级 / 编辑 / 删除. A refused delete (请先删除子级部门) is shown by the HTTP layer. */
export function TreeNodeActions({ tree, node, permits }: { tree: TreeController; node: TreeNode; permits: Permits }) {
  const { t } = useTranslation();
  const { entity, dialogs, writes, hospCode } = tree;
  const parentField = entity.tree?.parentField ?? 'parentId';
  const can = (operation: 'add' | 'update' | 'delete') => entity.operations.includes(operation) && permits(entity.permissions[operation]);
  return (
    // A click on an action must not also select the node.
    // biome-ignore lint/a11y/noStaticElementInteractions: the span only stops its buttons' clicks (mouse or keyboard) from reaching the tree node.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside handle the keyboard; their clicks bubble here only to be stopped.
    <span onClick={(event) => event.stopPropagation()}>
      <Space size={2}>
        {can('add') && (
          <Button
            type="text"
            size="mini"
            onClick={() => dialogs.openDialog({ kind: 'add', formData: { [parentField]: node.id, ...(hospCode ? { hospCode } : {}) } })}
          >
            {t('engine.tree.addChild')}
          </Button>
        )}
        {can('update') && (
          <Button type="text" size="mini" onClick={() => dialogs.openDialog({ kind: 'edit', row: recordOf(node) })}>
            {t('engine.tree.edit')}
          </Button>
        )}
        {can('delete') && (
          <Button type="text" size="mini" status="danger" onClick={() => confirmDelete(t, () => writes.remove(node))}>
            {t('engine.tree.delete')}
          </Button>
        )}
      </Space>
    </span>
  );
}
