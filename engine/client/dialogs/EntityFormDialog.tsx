import { Alert, Button, Modal } from '@arco-design/web-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeNode } from '../data/data-provider';
import type { EntityFormHandle } from '../form/EntityForm';
import { EntityForm } from '../form/lazy-entity-form';
import { useEntityText } from '../i18n/entity-texts';
import { BatchConflictPanel } from './conflicts/BatchConflictPanel';
import { EditConflictPanel } from './conflicts/EditConflictPanel';
import { useFocusReturn } from './use-focus-return';
import { useFormDialog, type FormDialogSettings } from './use-form-dialog';

/** The dialog's settings (use-form-dialog.ts), and the tree a tree screen's parent picker offers. */
export interface EntityFormDialogProps extends FormDialogSettings {
  treeData?: TreeNode[] | undefined;
}

/**
 * A schema dialog: an Arco Modal titled with the dialog's title around EntityForm, with 确定/取消.
 * The dialog's `notice` says above the fields what submitting does; its `confirm` is asked after
 * the form is valid and before anything is sent (declining keeps the dialog open). What is typed
 * is kept as a draft until saved or discarded (docs/decisions.md: dialogs stay open on failure).
 */
export function EntityFormDialog(props: EntityFormDialogProps) {
  const { entity, dialog, hospCode, provider, treeData, count } = props;
  const { t } = useTranslation();
  const text = useEntityText(entity.name);
  const controller = useFormDialog(props);
  useFocusReturn();
  // The form is downloaded on first use: 确定 waits for it, so a quick click is never lost.
  const [formReady, setFormReady] = useState(false);
  const { form } = controller;
  const attachForm = useCallback(
    (handle: EntityFormHandle | null) => {
      form.current = handle;
      setFormReady(handle !== null);
    },
    [form],
  );
  const definition = entity.dialogs[dialog];
  const title = definition?.title ?? dialog;
  const notice = definition?.notice ? text(definition.notice).replaceAll('{count}', String(count ?? 0)) : undefined;

  return (
    <Modal
      visible
      title={text(title)}
      okText={t('engine.dialog.ok')}
      cancelText={t('engine.dialog.cancel')}
      confirmLoading={controller.sending}
      okButtonProps={{ disabled: !formReady }}
      onOk={() => void controller.confirm()}
      onCancel={controller.cancel}
      maskClosable={false}
      unmountOnExit
      style={{ width: 640 }}
    >
      {notice ? <Alert type="warning" content={notice} style={{ marginBottom: 16 }} /> : null}
      {controller.restored ? (
        <Alert
          type="info"
          className="engine-draft-restored"
          style={{ marginBottom: 16 }}
          content={t('engine.dialog.draftRestored')}
          action={
            <Button size="mini" type="text" onClick={controller.discardDraft}>
              {t('engine.dialog.discardDraft')}
            </Button>
          }
        />
      ) : null}
      {controller.fieldChoice ? <Alert type="info" content={t('engine.dialog.chooseHint')} style={{ marginBottom: 16 }} /> : null}
      {controller.alert ? (
        <Alert type="error" className="engine-form-alert" content={text(controller.alert)} style={{ marginBottom: 16 }} />
      ) : null}
      {controller.conflict ? (
        <EditConflictPanel
          entity={entity}
          conflict={controller.conflict}
          provider={provider}
          hospCode={hospCode}
          sending={controller.sending}
          onKeepTheirs={controller.keepTheirs}
          onSave={() => void controller.confirm()}
        />
      ) : null}
      {controller.batchConflict ? (
        <BatchConflictPanel
          entity={entity}
          rows={controller.batchConflict.rows}
          sending={controller.sending}
          onApplyAnyway={() => void controller.applyAnyway()}
          onDismiss={controller.dismissBatchConflict}
        />
      ) : null}
      <EntityForm
        ref={attachForm}
        entity={entity}
        dialog={dialog}
        provider={provider}
        onSubmit={controller.submit}
        onValuesChange={controller.onValuesChange}
        serverErrors={controller.serverErrors}
        fieldChoice={controller.fieldChoice}
        {...(controller.shown ? { formData: controller.shown } : {})}
        {...(hospCode ? { hospCode } : {})}
        {...(treeData ? { treeData } : {})}
      />
    </Modal>
  );
}
