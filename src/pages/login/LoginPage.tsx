import { Alert } from '@arco-design/web-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { accountTypeRefusedAtom } from '../../../platform/session/account-type-notice';
import { sessionAtom } from '../../../platform/state/session-atoms';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ConnectedLoginForm } from './ConnectedLoginForm';
import { ForgotPasswordLink } from './forgot-password/ForgotPasswordLink';
import { LoginLayout } from './LoginLayout';
import styles from './LoginPage.module.css';

/** /login: hospital users. */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle();
  const session = useAtomValue(sessionAtom);
  // Signed in but bound to no hospital: the guard leaves the user here, so say why.
  const noHospitals = session.hasToken && session.hospitalsStatus === 'loaded' && session.hospInfos.length === 0;
  const typeRefused = useAtomValue(accountTypeRefusedAtom);
  return (
    <LoginLayout title={t('app.title')}>
      {noHospitals ? <Alert type="error" content={t('login.noHospitals')} className={styles.notice} /> : null}
      {typeRefused ? <Alert type="error" content={t('login.accountTypeRefused')} className={styles.notice} /> : null}
      <ConnectedLoginForm mode="user" />
      <ForgotPasswordLink />
    </LoginLayout>
  );
}
