import { Button, Message, Switch, Typography } from '@arco-design/web-react';
import { IconEdit } from '@arco-design/web-react/icon';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeController } from './use-tree-controller';

/**
 * The batch-modify switch and 批量修改 of a tree with `tree.batch`: in batch mode the nodes get
 * checkboxes; 批量修改 opens the batch dialog for the ticked nodes (none: 请选中至少一条待修改数据).
 */
export function TreeBatchBar({ tree }: { tree: TreeController }) {
  const { t } = useTranslation();
  const { batch } = tree;
  const batchSwitchId = useId();
  if (!batch.available) return null;
  const openBatchEdit = () => {
    if (batch.checkedIds.length === 0) {
      Message.warning(t('engine.message.selectAtLeastOne'));
      return;
    }
    tree.dialogs.openDialog({ kind: 'batch', ids: batch.checkedIds });
  };
  return (
    <>
      <label htmlFor={batchSwitchId} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <Switch
          id={batchSwitchId}
          checked={batch.batchMode}
          onChange={batch.setBatchMode}
          disabled={tree.needsHospital}
          aria-label={t('engine.list.batchMode')}
        />
        <span>{t('engine.list.batchMode')}</span>
      </label>
      <Button icon={<IconEdit />} disabled={!batch.batchMode} onClick={openBatchEdit}>
        {t('engine.list.batchEdit')}
      </Button>
      {batch.batchMode && (
        <Typography.Text type="secondary">{t('engine.list.selectedCount', { count: batch.checkedIds.length })}</Typography.Text>
      )}
    </>
  );
}
