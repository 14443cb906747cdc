import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ConnectedLoginForm } from './ConnectedLoginForm';
import { LoginLayout } from './LoginLayout';

/** /admin/login: platform administrators (account type 03) only; the server refuses others. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.adminTitle'));
  return (
    <LoginLayout title={t('login.adminTitle')} subtitle={t('app.title')}>
      <ConnectedLoginForm mode="admin" />
    </LoginLayout>
  );
}
