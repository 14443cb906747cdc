import { Button, Modal } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { ActionComponentProps } from '../../../engine/client/extension-points';
import { useEntityText } from '../../../engine/client/core';
import { RoleBindingTabs } from './RoleBindingTabs';
import type { BindingKind } from './use-role-bindings';

/** The row actions 绑定菜单 / 绑定权限: the same tabs in a dialog, opened on the tab the action names (`options.tab`). */
export function RoleBindingDialog({ entity, action, provider, hospCode, row, onClose, onDone }: ActionComponentProps) {
  const { t } = useTranslation();
  const text = useEntityText(entity.name);
  if (!row) return null;
  const tab: BindingKind = action.options?.tab === 'permission' ? 'permission' : 'menu';
  const close = () => {
    onDone();
    onClose();
  };
  return (
    <Modal
      visible
      title={`${text(action.label)} - ${String(row.roleName ?? '')}`}
      onCancel={close}
      footer={<Button onClick={close}>{t('screens.roles.close')}</Button>}
      style={{ width: 640 }}
      unmountOnExit
    >
      <RoleBindingTabs entity={entity} row={row} provider={provider} hospCode={hospCode} initialTab={tab} />
    </Modal>
  );
}
