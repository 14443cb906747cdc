import { Alert, Modal } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider, TreeNode } from '../data/data-provider';
import type { EntityFormHandle } from '../form/EntityForm';
import { EntityForm } from '../form/lazy-entity-form';
import type { FormValues } from '../form/model/form-data';
import { useEntityText } from '../i18n/entity-texts';

export interface EntityFormDialogProps {
  entity: EntitySchema;
  /** The schema dialog: 'add', 'edit', 'batch' or an action's dialog. */
  dialog: string;
  formData?: FormValues | undefined;
  hospCode?: string | undefined;
  provider: EntityDataProvider;
  treeData?: TreeNode[] | undefined;
  /** Batch dialogs: how many records the submit writes (`{count}` in the dialog's notice and confirm). */
  count?: number | undefined;
  /** Sends the data; the dialog closes when it settles, whatever the outcome (seed 001 section 1). */
  onSubmit(data: FormValues): Promise<unknown>;
  onClose(): void;
}

/** Asks the dialog's question with 确定 / 取消; resolves true only on 确定. */
function askFirst(question: string, texts: { title: string; ok: string; cancel: string }): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: texts.title,
      content: question,
      okText: texts.ok,
      cancelText: texts.cancel,
      onOk: () => {
        resolve(true);
      },
      onCancel: () => resolve(false),
    });
  });
}

/**
 * A schema dialog: an Arco Modal titled with the dialog's title around EntityForm, with 确定/取消.
 * The dialog's `notice` says above the fields what submitting does; its `confirm` is asked after
 * the form is valid and before anything is sent (declining keeps the dialog open).
 */
export function EntityFormDialog({ entity, dialog, formData, hospCode, provider, treeData, count, onSubmit, onClose }: EntityFormDialogProps) {
  const { t } = useTranslation();
  const text = useEntityText(entity.name);
  const form = useRef<EntityFormHandle>(null);
  const [sending, setSending] = useState(false);
  const definition = entity.dialogs[dialog];
  const title = definition?.title ?? dialog;
  const withCount = (template: string) => text(template).replaceAll('{count}', String(count ?? 0));
  const notice = definition?.notice ? withCount(definition.notice) : undefined;

  const submit = async (data: FormValues) => {
    if (definition?.confirm) {
      const texts = { title: t('engine.confirm.title'), ok: t('engine.confirm.ok'), cancel: t('engine.confirm.cancel') };
      if (!(await askFirst(withCount(definition.confirm), texts))) return;
    }
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
      {notice ? <Alert type="warning" content={notice} style={{ marginBottom: 16 }} /> : null}
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
