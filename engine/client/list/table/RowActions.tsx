import { Button, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../data/data-provider';
import { confirmDelete } from '../../dialogs/confirm-delete';
import { useEntityText } from '../../i18n/entity-texts';
import { listAbilities } from '../list-abilities';
import { useListContext } from '../list-context';

/** A row's 编辑 / 删除 and the schema's own actions (e.g. 重置密码), each opening its dialog. */
export function RowActions({ row }: { row: Row }) {
  const { t } = useTranslation();
  const text = useEntityText();
  const { list, dialogs, writes, permits } = useListContext();
  const can = listAbilities(list.entity, permits);
  const actions = (list.entity.actions ?? []).filter((action) => list.entity.dialogs[action.dialog] && permits(action.permission));

  const remove = () =>
    confirmDelete(t, async () => {
      if (await writes.remove(row)) list.batch.forgetRows([row.id]);
    });

  return (
    <Space size={4} wrap>
      {can.edit && (
        <Button type="text" size="small" onClick={() => dialogs.openDialog({ kind: 'edit', row })}>
          {t('engine.list.edit')}
        </Button>
      )}
      {actions.map((action) => (
        <Button key={action.name} type="text" size="small" onClick={() => dialogs.openDialog({ kind: 'action', action, row })}>
          {text(action.label)}
        </Button>
      ))}
      {can.remove && (
        <Button type="text" size="small" status="danger" onClick={remove}>
          {t('engine.list.delete')}
        </Button>
      )}
    </Space>
  );
}
