import { Modal, Tabs } from '@arco-design/web-react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { accountSettingsOpenAtom } from '../../state/shell-atoms';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** The account-settings dialog of the user menu: basic info and password change. */
export function AccountSettingsDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(accountSettingsOpenAtom);
  return (
    <Modal title={t('shell.user.settings')} visible={open} footer={null} onCancel={() => setOpen(false)} unmountOnExit>
      <Tabs defaultActiveTab="profile" destroyOnHide>
        <Tabs.TabPane key="profile" title={t('shell.profile.tab')}>
          <ProfileForm />
        </Tabs.TabPane>
        <Tabs.TabPane key="password" title={t('shell.password.tab')}>
          <PasswordForm onChanged={() => setOpen(false)} />
        </Tabs.TabPane>
      </Tabs>
    </Modal>
  );
}
