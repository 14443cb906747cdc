import { Modal } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider, TreeNode } from '../data/data-provider';
import { EntityForm, type EntityFormHandle, type FormValues } from '../form';
import { useEntityText } from '../i18n/entity-texts';

export interface EntityFormDialogProps {
  entity: EntitySchema;
  /** The schema dialog: 'add', 'edit', 'batch' or an action's dialog. */
  dialog: string;
  formData?: FormValues | undefined;
  hospCode?: string | undefined;
  provider: EntityDataProvider;
  treeData?: TreeNode[] | undefined;
  /** Sends the data; the dialog closes when it settles, whatever the outcome (seed 001 section 1). */
  onSubmit(data: FormValues): Promise<unknown>;
  onClose(): void;
}

/** A schema dialog: an Arco Modal titled with the dialog's title around EntityForm, with 确定/取消. */
export function EntityFormDialog({ entity, dialog, formData, hospCode, provider, treeData, onSubmit, onClose }: EntityFormDialogProps) {
  const { t } = useTranslation();
  const text = useEntityText();
  const form = useRef<EntityFormHandle>(null);
  const [sending, setSending] = useState(false);
  const title = entity.dialogs[dialog]?.title ?? dialog;

  const submit = async (data: FormValues) => {
    try {
      await onSubmit(data);
    } finally {
      onClose();
    }
  };

  const confirm = async () => {
    setSending(true);
    try {
      await form.current?.submit();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      visible
      title={text(title)}
      okText={t('engine.dialog.ok')}
      cancelText={t('engine.dialog.cancel')}
      confirmLoading={sending}
      onOk={() => void confirm()}
      onCancel={onClose}
      maskClosable={false}
      unmountOnExit
      style={{ width: 640 }}
    >
      <EntityForm
        ref={form}
        entity={entity}
        dialog={dialog}
        provider={provider}
        onSubmit={submit}
        {...(formData ? { formData } : {})}
        {...(hospCode ? { hospCode } : {})}
        {...(treeData ? { treeData } : {})}
      />
    </Modal>
  );
}
