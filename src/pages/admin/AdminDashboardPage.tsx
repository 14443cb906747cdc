import { Button } from '@arco-design/web-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../session/use-logout';
import { sessionAtom } from '../../state/session-atoms';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './AdminDashboardPage.module.css';

/** /admin/dashboard: seed 000 section 2.3 says it shows only the "system administrator" heading. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.dashboardTitle'));
  const { name } = useAtomValue(sessionAtom);
  const logout = useLogout();
  return (
    <main className={styles.page}>
      <header className={styles.bar}>
        <span className={styles.user}>{name}</span>
        <Button onClick={() => void logout()}>{t('session.logout')}</Button>
      </header>
      <h1 className={styles.title}>{t('admin.dashboardTitle')}</h1>
    </main>
  );
}
