import { Result } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useShell } from './shell-context';
import styles from './MenuPage.module.css';

/**
 * A page of the user's menus that has no screen in this console yet. The route guard only lets
 * permitted menu paths through, so this says plainly that the page itself is not available,
 * inside the shell (sidebar, tabs and breadcrumb keep working).
 */
export function MenuPage() {
  const { t } = useTranslation();
  const { current } = useShell();
  return (
    <Result
      status="404"
      title={<h1 className={styles.title}>{current?.route.meta.title ?? ''}</h1>}
      subTitle={t('shell.page.notAvailable')}
    />
  );
}
