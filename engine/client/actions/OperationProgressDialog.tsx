import { Alert, Button, List, Modal, Progress, Select, Space, Tag, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationActionDef } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';
import { useOptions } from '../data/use-options';
import type { ActionEnvironment } from './action-environment';
import { fillTemplate } from './action-templates';
import { useOperationProgress, type StepState } from './use-operation-progress';

export interface OperationProgressDialogProps {
  action: OperationActionDef;
  rows: Row[];
  env: ActionEnvironment;
  onClose(): void;
}

/** How a row is named in the progress list: the schema's first column (hospName, roleName ...). */
function rowLabel(env: ActionEnvironment, row: Row): string {
  const first = env.entity.list?.columns[1] ?? env.entity.list?.columns[0];
  const field = typeof first === 'string' ? first : first?.field;
  const code = env.entity.list?.columns[0];
  const codeField = typeof code === 'string' ? code : code?.field;
  const parts = [codeField && row[codeField], field && field !== codeField && row[field]].filter(Boolean);
  return parts.length ? parts.join(' ') : row.id;
}

function StepTag({ step }: { step: StepState }) {
  const { t } = useTranslation();
  if (step.status === 'running') return <Tag color="arcoblue">{t('engine.action.running')}</Tag>;
  if (step.status === 'done') return <Tag color="green">{t('engine.action.succeeded')}</Tag>;
  if (step.status === 'failed') return <Tag color="red">{t('engine.action.failed')}</Tag>;
  return <Tag>{t('engine.action.waiting')}</Tag>;
}

/**
 * A selection operation with `selection: each`: the question and the chooser, then one call per
 * selected row with a progress bar and each row's result; closing is held while it runs.
 */
export function OperationProgressDialog({ action, rows, env, onClose }: OperationProgressDialogProps) {
  const { t } = useTranslation();
  const progress = useOperationProgress(action, rows, env);
  const chooserOptions = useOptions(env.provider, action.chooser?.options, env.hospCode);
  const [choice, setChoice] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const settled = progress.doneCount + progress.failedCount;
  const idle = !progress.running && !progress.finished;

  const start = () => {
    if (action.chooser && choice === undefined) {
      setError(env.text(action.chooser.required ?? '') || t('engine.action.chooseFirst', { title: env.text(action.chooser.title) }));
      return;
    }
    void progress.start(choice);
  };

  return (
    <Modal
      visible
      title={`${env.text(action.label)} (${rows.length})`}
      onCancel={() => !progress.running && onClose()}
      closable={!progress.running}
      maskClosable={false}
      style={{ width: 640 }}
      footer={
        <Space>
          <Button onClick={onClose} disabled={progress.running}>
            {progress.finished ? t('engine.action.close') : t('engine.dialog.cancel')}
          </Button>
          {!progress.finished && (
            <Button type="primary" onClick={start} loading={progress.running}>
              {t('engine.action.start')}
            </Button>
          )}
        </Space>
      }
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {action.confirm && idle && (
          <Alert type="warning" content={fillTemplate(env.text(action.confirm), { count: rows.length, hospCode: env.hospCode ?? '' })} />
        )}
        {action.chooser && (
          // A div, not a label: a label re-clicks the select inside it, which closes its popup at once.
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            <span>{env.text(action.chooser.title)}</span>
            <Select
              value={choice}
              disabled={!idle}
              onChange={(value?: string) => {
                setChoice(value);
                setError(undefined);
              }}
              options={chooserOptions.options.map((option) => ({ value: String(option.value), label: option.label }))}
              loading={chooserOptions.loading}
              placeholder={t('engine.list.selectPlaceholder', { title: env.text(action.chooser.title) })}
              aria-label={env.text(action.chooser.title)}
            />
            {error && (
              <Typography.Text type="error" role="alert">
                {error}
              </Typography.Text>
            )}
          </div>
        )}
        <Progress
          percent={rows.length ? Math.round((settled / rows.length) * 100) : 0}
          status={progress.failedCount ? 'warning' : undefined}
        />
        {progress.finished && (
          <Alert
            type={progress.failedCount ? 'warning' : 'success'}
            content={t('engine.action.summary', { done: progress.doneCount, failed: progress.failedCount })}
          />
        )}
        <List
          size="small"
          style={{ maxHeight: 320, overflow: 'auto' }}
          dataSource={rows.map((row, index) => ({ row, step: progress.steps[index]! }))}
          render={({ row, step }) => (
            <List.Item key={row.id} className="engine-progress-row" extra={<StepTag step={step} />}>
              <Space direction="vertical" size={2}>
                <Typography.Text>{rowLabel(env, row)}</Typography.Text>
                {(step.status === 'done' || step.status === 'failed') && (
                  <Typography.Text type={step.status === 'failed' ? 'error' : 'secondary'}>{step.message}</Typography.Text>
                )}
              </Space>
            </List.Item>
          )}
        />
      </Space>
    </Modal>
  );
}
