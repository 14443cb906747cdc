import { Result } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { DialogRequest } from '../dialogs/dialog-state';
import type { ActionEnvironment } from './action-environment';
import { actionComponents } from './action-registry';
import { OperationChooserDialog } from './OperationChooserDialog';
import { OperationProgressDialog } from './OperationProgressDialog';

/** The dialogs actions open (custom components, choosers, progress), for any screen kind. */
export function ActionDialogs({ open, env, onClose }: { open: DialogRequest | null; env: ActionEnvironment; onClose(): void }) {
  const { t } = useTranslation();
  if (!open) return null;
  if (open.kind === 'chooser')
    return (
      <OperationChooserDialog action={open.action} row={open.row} rows={open.rows} confirmed={open.confirmed} env={env} onClose={onClose} />
    );
  if (open.kind === 'progress') return <OperationProgressDialog action={open.action} rows={open.rows} env={env} onClose={onClose} />;
  if (open.kind === 'custom') {
    const Component = actionComponents.get(open.action.component);
    if (!Component) return <Result status="error" title={t('engine.action.unknownComponent', { name: open.action.component })} />;
    return (
      <Component
        entity={env.entity}
        action={open.action}
        provider={env.provider}
        hospCode={env.hospCode}
        filterHospCode={env.filterHospCode}
        row={open.row}
        rows={open.rows}
        onClose={onClose}
        onDone={() => void env.refresh()}
      />
    );
  }
  return null;
}
