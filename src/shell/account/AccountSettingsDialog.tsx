import { Modal, Spin } from '@arco-design/web-react';
import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { accountSettingsOpenAtom } from '../../../platform/state/shell-atoms';

// The tabs (avatar upload, forms) are downloaded when the dialog first opens (issue 17, lean shell).
const AccountSettingsTabs = lazy(() => import('./AccountSettingsTabs').then((m) => ({ default: m.AccountSettingsTabs })));

/** The account-settings dialog of the user menu: basic info and password change. */
export function AccountSettingsDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(accountSettingsOpenAtom);
  return (
    <Modal title={t('shell.user.settings')} visible={open} footer={null} onCancel={() => setOpen(false)} unmountOnExit>
      <Suspense fallback={<Spin style={{ display: 'block', padding: '48px 0', textAlign: 'center' }} />}>
        <AccountSettingsTabs onPasswordChanged={() => setOpen(false)} />
      </Suspense>
    </Modal>
  );
}
