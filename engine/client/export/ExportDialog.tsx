import { Checkbox, Message, Modal, Space, Typography } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';
import { useEntityText } from '../i18n/entity-texts';
import { downloadTextFile } from './download-file';
import { buildExportCsv, exportColumnsOf, exportFileName, exportProblem } from './export-csv';

export interface ExportDialogProps {
  entity: EntitySchema;
  /** The rows to export: the batch-mode selection, from every page. */
  rows: Row[];
  onClose(): void;
}

/** Choose the export columns (all ticked at first), then download the rows as a CSV file. */
export function ExportDialog({ entity, rows, onClose }: ExportDialogProps) {
  const { t } = useTranslation();
  const text = useEntityText(entity.name);
  const columns = useMemo(() => exportColumnsOf(entity, text), [entity, text]);
  const [ticked, setTicked] = useState<string[]>(() => columns.map((column) => column.field));

  const run = () => {
    const chosen = columns.filter((column) => ticked.includes(column.field));
    const problem = exportProblem(rows, chosen);
    if (problem) {
      Message.warning(problem === 'empty' ? t('engine.export.empty') : t('engine.export.noColumn'));
      return;
    }
    const csv = buildExportCsv(entity, rows, chosen, { yes: t('engine.list.yes'), no: t('engine.list.no') });
    const fileName = exportFileName(entity.list?.export?.fileName ?? entity.title, new Date(), rows.length, (count) =>
      t('engine.export.fileRows', { count }),
    );
    downloadTextFile(csv, fileName);
    onClose();
  };

  const all = ticked.length === columns.length;
  return (
    <Modal
      visible
      title={t('engine.export.title')}
      okText={t('engine.export.ok')}
      cancelText={t('engine.export.cancel')}
      onOk={run}
      onCancel={onClose}
      unmountOnExit
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text>{t('engine.export.rowCount', { count: rows.length })}</Typography.Text>
        <Typography.Text bold>{t('engine.export.columns')}</Typography.Text>
        <Checkbox
          checked={all}
          indeterminate={!all && ticked.length > 0}
          onChange={(checked: boolean) => setTicked(checked ? columns.map((column) => column.field) : [])}
        >
          {t('engine.export.selectAll')}
        </Checkbox>
        <Checkbox.Group
          value={ticked}
          onChange={(values: string[]) => setTicked(values)}
          options={columns.map((column) => ({ value: column.field, label: column.title }))}
        />
      </Space>
    </Modal>
  );
}
