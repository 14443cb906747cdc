import { Tabs } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** The account-settings dialog's body: basic info and password change (downloaded when it opens). */
export function AccountSettingsTabs({ onPasswordChanged }: { onPasswordChanged: () => void }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultActiveTab="profile" destroyOnHide>
      <Tabs.TabPane key="profile" title={t('shell.profile.tab')}>
        <ProfileForm />
      </Tabs.TabPane>
      <Tabs.TabPane key="password" title={t('shell.password.tab')}>
        <PasswordForm onChanged={onPasswordChanged} />
      </Tabs.TabPane>
    </Tabs>
  );
}
