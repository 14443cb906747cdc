import { Alert, Button, Modal, Spin, Table } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionComponentProps } from '../../../engine/client/extension-points';
import { downloadTextFile } from '../../../engine/client/core';
import type { RunAnswer } from '../../../contracts/sql-run';
import { runResultsCsv, runResultsFileName } from './run-results';

/**
 * 运行 (schemas/sql-manage.json): runs the saved query on the server (read-only, capped) and shows
 * the rows in a table in a dialog, with the limits said above it and 导出CSV for what was answered.
 */
export function SqlRunAction({ entity, provider, row, onClose }: ActionComponentProps) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<RunAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!row) return;
    provider.call<RunAnswer>(entity, 'run', { id: row.id }).then(setAnswer, () => setFailed(true));
  }, [entity, provider, row]);
  if (!row) return null;
  const name = typeof row.sqlName === 'string' ? row.sqlName : '';
  const columns = (answer?.columns ?? []).map((column) => ({
    title: column,
    dataIndex: column,
    ellipsis: true,
    width: 160,
    render: (value: unknown) => (value === null || value === undefined ? '' : String(value)),
  }));
  return (
    <Modal
      visible
      title={t('screens.sqlManage.resultTitle', { name })}
      style={{ width: '90vw', maxWidth: 1200 }}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <>
          <Button
            data-sql-export
            disabled={!answer || answer.rows.length === 0}
            onClick={() => answer && downloadTextFile(runResultsCsv(answer), runResultsFileName(name, new Date()))}
          >
            {t('screens.sqlManage.exportCsv')}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t('screens.sqlManage.close')}
          </Button>
        </>
      }
    >
      <Alert type="info" content={t('screens.sqlManage.limits')} style={{ marginBottom: 12 }} />
      {failed ? <Alert type="error" content={t('screens.sqlManage.failed')} /> : null}
      {!answer && !failed ? <Spin style={{ display: 'block', margin: '40px auto' }} /> : null}
      {answer ? (
        <div data-sql-results>
          <div style={{ marginBottom: 8 }} data-sql-summary>
            {answer.truncated
              ? t('screens.sqlManage.truncated', { cap: answer.rowCap, ms: answer.elapsedMs })
              : t('screens.sqlManage.rowCount', { count: answer.rows.length, ms: answer.elapsedMs })}
          </div>
          <Table
            rowKey="__index"
            columns={columns}
            data={answer.rows.map((item, index) => ({ ...item, __index: index }))}
            pagination={{ pageSize: 50, sizeCanChange: false }}
            scroll={{ x: Math.max(columns.length * 160, 600), y: 480 }}
            border
            size="small"
            noDataElement={<div>{t('screens.sqlManage.noRows')}</div>}
          />
        </div>
      ) : null}
    </Modal>
  );
}
