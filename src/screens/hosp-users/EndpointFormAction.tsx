import { Message } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { ActionComponentProps } from '../../../engine/client/extension-points';
import { EntityFormDialog } from '../../../engine/client';
import { rowText } from './use-hosp-user-entity';

/**
 * A row's dialog saved through one of the schema's declared endpoints (`options: {dialog,
 * endpoint}`): 修改状态 (updateNature), 编辑账号信息 (acct-base-update), 重置密码 (acct-reset-pass).
 * The body is the row's id and hospital plus the dialog's fields; `empty` opens it blank (a
 * password is never pre-filled).
 */
export function EndpointFormAction({ entity, action, provider, hospCode, row, onClose, onDone }: ActionComponentProps) {
  const { t } = useTranslation();
  const dialog = String(action.options?.dialog ?? '');
  const endpoint = String(action.options?.endpoint ?? '');
  if (!row || !entity.dialogs[dialog]) return null;
  const rowHospCode = rowText(row, 'hospCode') ?? hospCode;
  const submit = async (data: Record<string, unknown>) => {
    try {
      await provider.call(entity, endpoint, { ...data, id: row.id, hospCode: rowHospCode });
    } catch {
      // The HTTP layer has shown the server's message; the dialog stays open with what was typed
      // (docs/decisions.md: dialogs stay open on failure).
      return false;
    }
    Message.success(t('engine.message.updated'));
    onDone();
  };
  return (
    <EntityFormDialog
      entity={entity}
      dialog={dialog}
      provider={provider}
      hospCode={rowHospCode}
      formData={action.options?.empty ? {} : row}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
