import { useTranslation } from 'react-i18next';
import styles from './AdminDashboardPage.module.css';

/** /admin/dashboard: seed 000 section 2.3 says it shows only the "system administrator" heading. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  return <h1 className={styles.title}>{t('admin.dashboardTitle')}</h1>;
}
