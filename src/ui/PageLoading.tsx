import { Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import styles from './PageLoading.module.css';

/** Page-wide loading overlay: shown while the guard loads the session or a page's code. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <Spin size={32} tip={t('app.loading')} />
    </div>
  );
}
