import { Alert, Button, Modal, Progress, Radio, Select, Space, Steps, Typography } from '@arco-design/web-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider } from '../data/data-provider';
import { downloadTextFile } from '../export/download-file';
import { useEntityText } from '../i18n/entity-texts';
import { CHUNK_ROWS, refusedCsv } from './import-plan';
import type { ImportCheck, ImportChunk, ImportUpload, RefusedRow } from './import-types';

export interface ImportDialogProps {
  entity: EntitySchema;
  provider: EntityDataProvider;
  hospCode: string | undefined;
  onClose(): void;
  /** After rows were written: the list reloads. */
  onImported(): void;
}

type Stage = 'file' | 'map' | 'preview' | 'running' | 'report';
const STAGES: Stage[] = ['file', 'map', 'preview', 'report'];
/** Refused rows shown in the dialog; all of them are in the downloadable file. */
const SHOWN_REFUSALS = 200;

interface Report {
  added: number;
  updated: number;
  refused: RefusedRow[];
}

/**
 * 导入 (issue 29): choose a .xlsx or .csv file → map its columns to fields (suggested, or as this account mapped them last)
 * → the dry run lists every refused row with its row number and the add dialog's message → import
 * in one go or row by row, with a progress bar → the report, the refused rows downloadable.
 */
export function ImportDialog({ entity, provider, hospCode, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation();
  const text = useEntityText(entity.name);
  const fileInputId = useId();
  const [stage, setStage] = useState<Stage>('file');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [upload, setUpload] = useState<ImportUpload>();
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [key, setKey] = useState<string>('');
  const [checked, setChecked] = useState<ImportCheck>();
  const [mode, setMode] = useState<'all' | 'rows'>('rows');
  const [done, setDone] = useState(0);
  const [report, setReport] = useState<Report>();
  const withHosp = (body: Record<string, unknown>) => (hospCode === undefined ? body : { ...body, hospCode });
  const messageOf = (error: unknown) => (error as { msg?: string; message?: string })?.msg ?? (error as Error)?.message ?? String(error);

  const readFile = async (file: File | undefined) => {
    if (!file || !provider.importFile) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await provider.importFile(entity, file, { fileName: file.name, hospCode });
      setUpload(answer);
      setMapping(answer.mapping);
      setKey('');
      setStage('map');
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const runCheck = async () => {
    if (!upload || !provider.importCall) return;
    setBusy(true);
    setProblem(undefined);
    try {
      setChecked(await provider.importCall<ImportCheck>(entity, 'check', withHosp({ id: upload.id, mapping, ...(key ? { key } : {}) })));
      setStage('preview');
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const runImport = async () => {
    if (!upload || !provider.importCall) return;
    const call = provider.importCall.bind(provider);
    const body = withHosp({ id: upload.id, mapping, ...(key ? { key } : {}) });
    setStage('running');
    setDone(0);
    setProblem(undefined);
    const total: Report = { added: 0, updated: 0, refused: [] };
    try {
      if (mode === 'all') {
        const answer = await call<ImportChunk>(entity, 'run', { ...body, mode: 'all' });
        Object.assign(total, { added: answer.added, updated: answer.updated });
        setDone(upload.total);
      } else {
        for (let from = 0; from < upload.total; ) {
          const answer = await call<ImportChunk>(entity, 'run', { ...body, mode: 'rows', from, count: CHUNK_ROWS });
          total.added += answer.added;
          total.updated += answer.updated;
          total.refused.push(...answer.refused);
          from = answer.next;
          setDone(from);
        }
      }
    } catch (error) {
      const refused = (error as { data?: { refused?: RefusedRow[] } })?.data?.refused;
      if (refused) total.refused = refused;
      setProblem(messageOf(error));
    }
    setReport(total);
    setStage('report');
    if (total.added + total.updated > 0) onImported();
  };

  const fieldTitle = (name: string) => text(upload?.fields.find((field) => field.name === name)?.title ?? name);
  const refusedList = (rows: RefusedRow[]) => (
    <ul aria-label={t('engine.import.refusedRows')} style={{ maxHeight: 240, overflow: 'auto', margin: 0, paddingInlineStart: 20 }}>
      {rows.slice(0, SHOWN_REFUSALS).map((row) => (
        <li key={row.row}>{t('engine.import.rowMessage', { row: row.row, message: row.message })}</li>
      ))}
    </ul>
  );
  const download = (rows: RefusedRow[]) =>
    downloadTextFile(
      refusedCsv(rows, { row: t('engine.import.rowNumber'), message: t('engine.import.reason') }, upload?.headers ?? []),
      `${text(entity.title)}-${t('engine.import.refusedFile')}.csv`,
    );

  const footer = (() => {
    const close = (
      <Button key="close" onClick={onClose} disabled={stage === 'running'}>
        {stage === 'report' ? t('engine.import.close') : t('engine.import.cancel')}
      </Button>
    );
    if (stage === 'map')
      return [
        close,
        <Button key="back" onClick={() => setStage('file')}>
          {t('engine.import.back')}
        </Button>,
        <Button key="check" type="primary" loading={busy} onClick={runCheck}>
          {t('engine.import.check')}
        </Button>,
      ];
    if (stage === 'preview')
      return [
        close,
        <Button key="back" onClick={() => setStage('map')}>
          {t('engine.import.back')}
        </Button>,
        <Button
          key="run"
          type="primary"
          onClick={runImport}
          disabled={!checked || (mode === 'all' && checked.refused.length > 0) || checked.adds + checked.updates === 0}
        >
          {t('engine.import.run')}
        </Button>,
      ];
    return [close];
  })();

  const current = stage === 'running' ? 3 : STAGES.indexOf(stage) + 1;
  return (
    <Modal
      visible
      title={t('engine.import.title')}
      footer={footer}
      onCancel={stage === 'running' ? undefined : onClose}
      closable={stage !== 'running'}
      style={{ width: 760 }}
      unmountOnExit
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Steps current={current} size="small" aria-label={t('engine.import.title')}>
          <Steps.Step title={t('engine.import.stepFile')} />
          <Steps.Step title={t('engine.import.stepMap')} />
          <Steps.Step title={t('engine.import.stepPreview')} />
          <Steps.Step title={t('engine.import.stepReport')} />
        </Steps>
        {/* Arco's Alert is itself role="alert": a wrapper with the role too made screen readers read it twice. */}
        {problem && <Alert type="error" content={problem} />}

        {stage === 'file' && (
          <Space direction="vertical">
            <label htmlFor={fileInputId}>{t('engine.import.chooseFile')}</label>
            <input
              id={fileInputId}
              type="file"
              accept=".xlsx,.csv"
              disabled={busy}
              onChange={(event) => void readFile(event.target.files?.[0])}
            />
            <Typography.Text type="secondary">{t('engine.import.fileHint')}</Typography.Text>
          </Space>
        )}

        {stage === 'map' && upload && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text>
              {t('engine.import.found', { file: upload.fileName, total: upload.total, row: upload.headerRow })}
            </Typography.Text>
            <table style={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <th style={{ textAlign: 'start' }}>{t('engine.import.column')}</th>
                  <th style={{ textAlign: 'start' }}>{t('engine.import.field')}</th>
                  <th style={{ textAlign: 'start' }}>{t('engine.import.firstValue')}</th>
                </tr>
              </thead>
              <tbody>
                {upload.headers.map((header, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a file column is its position (the mapping is by index); headers may repeat or be empty, and never move.
                  <tr key={column}>
                    <td>{header || t('engine.import.unnamedColumn', { column: column + 1 })}</td>
                    <td>
                      <Select
                        aria-label={t('engine.import.fieldOf', { column: header || column + 1 })}
                        value={mapping[column] ?? ''}
                        style={{ width: 220 }}
                        onChange={(value: string) =>
                          setMapping(mapping.map((name, index) => (index === column ? value || null : name === value ? null : name)))
                        }
                        options={[
                          { value: '', label: t('engine.import.skip') },
                          ...upload.fields.map((field) => ({ value: field.name, label: text(field.title) })),
                        ]}
                      />
                    </td>
                    <td>{upload.sample[0]?.[column] ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {upload.keys.length > 0 && (
              <Space>
                <span>{t('engine.import.key')}</span>
                <Select
                  aria-label={t('engine.import.key')}
                  value={key}
                  style={{ width: 260 }}
                  onChange={(value: string) => setKey(value)}
                  options={[
                    { value: '', label: t('engine.import.noKey') },
                    ...upload.keys.map((option) => ({
                      value: option.name,
                      label: t('engine.import.byKey', { fields: option.fields.map(fieldTitle).join(' + ') }),
                    })),
                  ]}
                />
              </Space>
            )}
          </Space>
        )}

        {stage === 'preview' && checked && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text>
              {t('engine.import.checked', {
                total: checked.total,
                adds: checked.adds,
                updates: checked.updates,
                refused: checked.refused.length,
              })}
            </Typography.Text>
            {checked.refused.length > 0 && refusedList(checked.refused)}
            <Radio.Group
              value={mode}
              onChange={(value: 'all' | 'rows') => setMode(value)}
              direction="vertical"
              aria-label={t('engine.import.mode')}
            >
              <Radio value="rows">{t('engine.import.modeRows')}</Radio>
              <Radio value="all">{t('engine.import.modeAll')}</Radio>
            </Radio.Group>
          </Space>
        )}

        {stage === 'running' && upload && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text>{t('engine.import.running', { done, total: upload.total })}</Typography.Text>
            <Progress percent={Math.round((done / Math.max(1, upload.total)) * 100)} aria-label={t('engine.import.progress')} />
          </Space>
        )}

        {stage === 'report' && report && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text role="status">
              {t('engine.import.report', { added: report.added, updated: report.updated, refused: report.refused.length })}
            </Typography.Text>
            {report.refused.length > 0 && (
              <>
                {refusedList(report.refused)}
                <Button onClick={() => download(report.refused)}>{t('engine.import.download')}</Button>
              </>
            )}
          </Space>
        )}
      </Space>
    </Modal>
  );
}
