import { Modal, Select, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationActionDef } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';
import { useOptions } from '../data/use-options';
import type { ActionEnvironment } from './action-environment';
import { confirmOperation } from './action-kinds';

export interface OperationChooserDialogProps {
  action: OperationActionDef;
  row?: Row | undefined;
  rows?: Row[] | undefined;
  confirmed?: boolean | undefined;
  env: ActionEnvironment;
  onClose(): void;
}

/** The chooser an operation asks first (e.g. which init parameter), then its confirmation. */
export function OperationChooserDialog({ action, row, rows, confirmed, env, onClose }: OperationChooserDialogProps) {
  const { t } = useTranslation();
  const chooser = action.chooser!;
  const { options, loading } = useOptions(env.provider, chooser.options, env.hospCode);
  const [choice, setChoice] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    if (choice === undefined) {
      setError(env.text(chooser.required ?? '') || t('engine.action.chooseFirst', { title: env.text(chooser.title) }));
      return;
    }
    onClose();
    confirmOperation(action, { row, rows, choice, confirmed: confirmed ?? false }, env);
  };

  return (
    <Modal
      visible
      title={env.text(action.label)}
      onOk={submit}
      onCancel={onClose}
      okText={t('engine.dialog.ok')}
      cancelText={t('engine.dialog.cancel')}
      style={{ width: 420 }}
      unmountOnExit
    >
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the label wraps Arco's Select, whose native input is rendered inside it (a click on the text opens the select). */}
      <label style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <span>{env.text(chooser.title)}</span>
        <Select
          value={choice}
          onChange={(value?: string) => {
            setChoice(value);
            setError(undefined);
          }}
          options={options.map((option) => ({ value: String(option.value), label: option.label }))}
          loading={loading}
          placeholder={t('engine.list.selectPlaceholder', { title: env.text(chooser.title) })}
          aria-label={env.text(chooser.title)}
          showSearch
        />
      </label>
      {error && (
        <Typography.Text type="error" role="alert">
          {error}
        </Typography.Text>
      )}
    </Modal>
  );
}
