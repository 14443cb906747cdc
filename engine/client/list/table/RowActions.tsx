import { Button, Dropdown, Menu, Space } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryDialog } from '../../history/HistoryDialog';
import type { Row } from '../../data/data-provider';
import { runAction } from '../../actions/action-kinds';
import { rowActionsFor } from '../../actions/schema-actions';
import { confirmDelete } from '../../dialogs/confirm-delete';
import { useEntityText } from '../../i18n/entity-texts';
import { listAbilities } from '../list-abilities';
import { useListContext } from '../list-context';

/** A row's 编辑 / 历史 / 删除 and the schema's row actions (重置密码, 初始化 ...), each run by its kind. */
export function RowActions({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { list, dialogs, writes, permits, actions: env } = useListContext();
  const text = useEntityText(list.entity.name);
  const can = listAbilities(list.entity, permits);
  const actions = rowActionsFor(list.entity, row, permits);
  const [historyOpen, setHistoryOpen] = useState(false);
  const showsHistory = can.history && list.provider.history !== undefined;

  const remove = () =>
    confirmDelete(t, async () => {
      if (await writes.remove(row)) list.batch.forgetRows([row.id]);
    });

  return (
    // One line of actions: the column grows instead of each row growing taller.
    <Space size={4} style={{ whiteSpace: 'nowrap' }}>
      {can.edit && (
        <Button type="text" size="small" onClick={() => dialogs.openDialog({ kind: 'edit', row })}>
          {t('engine.list.edit')}
        </Button>
      )}
      {showsHistory && (
        <Button type="text" size="small" onClick={() => setHistoryOpen(true)}>
          {t('engine.history.action')}
        </Button>
      )}
      {showsHistory && (
        <HistoryDialog
          entity={list.entity}
          provider={list.provider}
          hospCode={list.hospCode}
          rowId={historyOpen ? row.id : undefined}
          canRevert={can.revert && list.provider.revert !== undefined}
          onClose={() => setHistoryOpen(false)}
          onReverted={() => void list.invalidate()}
        />
      )}
      {actions.length > 0 && (
        // The schema's own actions sit under 更多, so the column keeps one width whatever their labels.
        <Dropdown
          trigger="click"
          droplist={
            <Menu
              onClickMenuItem={(name) => {
                const action = actions.find((item) => item.name === name);
                if (action) runAction(action, { row }, env);
              }}
            >
              {actions.map((action) => (
                <Menu.Item key={action.name}>{text(action.label)}</Menu.Item>
              ))}
            </Menu>
          }
        >
          <Button type="text" size="small">
            {t('engine.list.more')} <IconDown />
          </Button>
        </Dropdown>
      )}
      {can.remove && (
        <Button type="text" size="small" status="danger" onClick={remove}>
          {t('engine.list.delete')}
        </Button>
      )}
    </Space>
  );
}
