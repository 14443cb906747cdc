import { Alert, Button, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../schema/entity-types';
import type { RowConflict } from '../save-outcome';
import { rowLabel } from './row-label';

export interface BatchConflictPanelProps {
  entity: EntitySchema;
  rows: RowConflict[];
  sending: boolean;
  onApplyAnyway(): void;
  onDismiss(): void;
}

/** Inside the batch dialog after a 409: the records changed since they were selected; save anyway or go back to the form. */
export function BatchConflictPanel({ entity, rows, sending, onApplyAnyway, onDismiss }: BatchConflictPanelProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      className="engine-batch-conflict"
      style={{ marginBottom: 16 }}
      title={t('engine.conflict.title')}
      content={
        <div>
          <p style={{ margin: '4px 0' }}>{t('engine.conflict.batchHint')}</p>
          <ul style={{ margin: '0 0 8px', paddingLeft: 20, maxHeight: 160, overflowY: 'auto' }}>
            {rows.map(({ id, current }) => (
              <li key={id} data-conflict-row={id}>
                <span data-user-data="">{rowLabel(entity, current)}</span> <span style={{ color: 'var(--color-text-3)' }}>（{id}）</span>
              </li>
            ))}
          </ul>
          <Space>
            <Button type="primary" status="warning" size="small" loading={sending} onClick={onApplyAnyway}>
              {t('engine.conflict.applyAnyway')}
            </Button>
            <Button size="small" onClick={onDismiss}>
              {t('engine.conflict.cancel')}
            </Button>
          </Space>
        </div>
      }
    />
  );
}
