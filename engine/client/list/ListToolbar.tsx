import { Button, Input, Message, Space, Switch, Tooltip } from '@arco-design/web-react';
import { IconDownload, IconEdit, IconPlus, IconRefresh, IconSearch, IconUpload } from '@arco-design/web-react/icon';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../actions/action-kinds';
import { actionsAt } from '../actions/schema-actions';
import type { ActionDef } from '../../schema/entity-types';
import { useEntityText } from '../i18n/entity-texts';
import { listAbilities } from './list-abilities';
import { useListContext } from './list-context';
import { ListViewsControl } from './views/ListViewsControl';

// Typography.Text type="secondary" as it looks, without loading Typography (its ellipsis and
// editing code) on every list's first load for this one line.
const SECONDARY_TEXT = { color: 'var(--color-text-2)', lineHeight: 1.5715 } as const;

/** 新增, the batch-mode switch, 批量修改 and 导出 (batch mode only), 导入, the schema's toolbar and selection actions, keyword search and refresh. */
export function ListToolbar() {
  const { t } = useTranslation();
  const { list, dialogs, permits, actions: env } = useListContext();
  const text = useEntityText(list.entity.name);
  const can = listAbilities(list.entity, permits);
  const toolbarActions = actionsAt(list.entity, 'toolbar', permits).filter((action) => !replacesAdd(action));
  // A bespoke 新增 (the add-user wizard) stands where and as the engine's own does.
  const addActions = actionsAt(list.entity, 'toolbar', permits).filter(replacesAdd);
  const running = (action: ActionDef) =>
    action.kind === 'custom' && action.busyButton === true && dialogs.open?.kind === 'custom' && dialogs.open.action.name === action.name;
  const selectionActions = actionsAt(list.entity, 'selection', permits);
  const { batch } = list;
  const batchSwitchId = useId();

  const openBatchEdit = () => {
    if (batch.selectedIds.length === 0) {
      Message.warning(t('engine.message.selectAtLeastOne'));
      return;
    }
    dialogs.openDialog({ kind: 'batch', ids: batch.selectedIds, rows: batch.selectedRows });
  };

  return (
    <div className="engine-list-toolbar" style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 12 }}>
      <Space wrap>
        {can.add && (
          <Button type="primary" icon={<IconPlus />} onClick={() => dialogs.openDialog({ kind: 'add' })}>
            {t('engine.list.add')}
          </Button>
        )}
        {addActions.map((action) => (
          <Button key={action.name} type="primary" icon={<IconPlus />} onClick={() => runAction(action, {}, env)}>
            {text(action.label)}
          </Button>
        ))}
        {can.batchMode && (
          <label htmlFor={batchSwitchId} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <Switch id={batchSwitchId} checked={batch.batchMode} onChange={batch.setBatchMode} aria-label={t('engine.list.batchMode')} />
            <span>{t('engine.list.batchMode')}</span>
          </label>
        )}
        {can.batchEdit && (
          <Button icon={<IconEdit />} disabled={!batch.batchMode} onClick={openBatchEdit}>
            {t('engine.list.batchEdit')}
          </Button>
        )}
        {can.export && (
          <Button
            icon={<IconDownload />}
            disabled={!batch.batchMode}
            onClick={() => dialogs.openDialog({ kind: 'export', rows: batch.selectedRows })}
          >
            {t('engine.list.export')}
          </Button>
        )}
        {can.import && list.provider.importFile && (
          <Button icon={<IconUpload />} onClick={() => dialogs.openDialog({ kind: 'import' })}>
            {t('engine.list.import')}
          </Button>
        )}
        {toolbarActions.map((action) => (
          // A background action (a PDF, a download) shows it is under way and takes no second click meanwhile.
          <Button key={action.name} loading={running(action)} onClick={() => runAction(action, {}, env)}>
            {text(action.label)}
          </Button>
        ))}
        {selectionActions.map((action) => (
          // Acts on the batch selection; the label carries its size so nobody runs it on the wrong count.
          <Button
            key={action.name}
            type="primary"
            status="warning"
            disabled={!batch.batchMode}
            onClick={() => runAction(action, { rows: batch.selectedRows }, env)}
          >
            {`${text(action.label)} (${batch.selectedIds.length})`}
          </Button>
        ))}
        {batch.batchMode && <span style={SECONDARY_TEXT}>{t('engine.list.selectedCount', { count: batch.selectedIds.length })}</span>}
      </Space>
      <Space wrap>
        <ListViewsControl />
        {can.keywordSearch && (
          <Input
            value={list.state.keyword}
            onChange={list.setKeyword}
            prefix={<IconSearch />}
            placeholder={t('engine.list.keywordPlaceholder')}
            aria-label={t('engine.list.keywordPlaceholder')}
            allowClear
            style={{ width: 240 }}
          />
        )}
        <Tooltip content={t('engine.list.refresh')}>
          <Button icon={<IconRefresh />} aria-label={t('engine.list.refresh')} onClick={list.refresh} />
        </Tooltip>
      </Space>
    </div>
  );
}

const replacesAdd = (action: ActionDef): boolean => action.kind === 'custom' && action.replacesAdd === true;
