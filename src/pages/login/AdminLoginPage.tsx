import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoginForm } from './LoginForm';
import { LoginLayout } from './LoginLayout';
import { useLoginController } from './use-login-controller';

/** /admin/login: platform administrators (account type 03) only; the server refuses others. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.adminTitle'));
  const controller = useLoginController('admin');
  return (
    <LoginLayout title={t('login.adminTitle')} subtitle={t('app.title')}>
      <LoginForm
        submitting={controller.submitting}
        captchaNeeded={controller.captchaNeeded}
        captchaImg={controller.captchaImg}
        onSubmit={(values) => void controller.submit(values)}
        onRefreshCaptcha={(loginName) => void controller.refreshCaptcha(loginName)}
      />
    </LoginLayout>
  );
}
