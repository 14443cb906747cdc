import { Table, Typography } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { ExpandedPanelProps } from '../../../engine/client/extension-points';
import { useEntityText } from '../../../engine/client/core';
import type { FieldChange } from '../../../contracts/audit';

/** A logged value as text: nothing for an absent side, JSON for lists and objects. */
export function changeText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

// Long values (ids, JSON) wrap inside their cell instead of widening the expanded row.
const VALUE = { wordBreak: 'break-all' } as const;

/**
 * The diff of an 操作日志 row under its expanded fields: a table of field / old value / new value.
 * Field titles are the written entity's (translated from that entity's English file).
 */
export function OperateLogChanges({ row }: ExpandedPanelProps) {
  const { t } = useTranslation();
  const entityText = useEntityText(typeof row.entity === 'string' ? row.entity : undefined);
  const changes = Array.isArray(row.changes) ? (row.changes as FieldChange[]) : [];
  if (changes.length === 0) return <Typography.Text type="secondary">{t('screens.operateLog.noChanges')}</Typography.Text>;
  return (
    <div data-testid="operate-log-changes" style={{ marginTop: 12 }}>
      <Table
        size="small"
        rowKey="field"
        pagination={false}
        border
        data={changes}
        columns={[
          {
            title: t('screens.operateLog.field'),
            dataIndex: 'title',
            width: 200,
            render: (title: string, change: FieldChange) => entityText(title || change.field),
          },
          {
            title: t('screens.operateLog.oldValue'),
            dataIndex: 'old',
            render: (_: unknown, change: FieldChange) => <span style={VALUE}>{changeText(change.old)}</span>,
          },
          {
            title: t('screens.operateLog.newValue'),
            dataIndex: 'new',
            render: (_: unknown, change: FieldChange) => <span style={VALUE}>{changeText(change.new)}</span>,
          },
        ]}
      />
    </div>
  );
}
