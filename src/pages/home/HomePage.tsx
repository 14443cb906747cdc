import { useMemo } from 'react';
import { Empty } from '@arco-design/web-react';
import { useAtomValue } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HOSP_CODE_PARAM, Paths } from '../../router/route-paths';
import { useLogout } from '../../session/use-logout';
import { sessionAtom } from '../../state/session-atoms';
import { useDocumentTitle } from '../../ui/use-document-title';
import { HomeTopBar } from './HomeTopBar';
import { MenuTree } from './MenuTree';
import { visibleMenus } from './visible-menus';
import styles from './HomePage.module.css';

/**
 * /home/dashboard?hosp_code=…: a deliberately plain home until the shell and the real dashboard
 * exist. It shows only real data (hospital, user, menus), never sample numbers.
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  const session = useAtomValue(sessionAtom);
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const logout = useLogout();
  const hospCode = query.get(HOSP_CODE_PARAM) ?? session.currentHospCode ?? '';
  const hospitalName = session.hospInfos.find((hospital) => hospital.hospCode === hospCode)?.hospName ?? hospCode;
  const menus = useMemo(() => visibleMenus(session.menus, new Set(session.authIdList)), [session.menus, session.authIdList]);

  return (
    <div className={styles.page}>
      <HomeTopBar
        hospitalName={hospitalName}
        userName={session.name}
        onSwitchHospital={session.hospInfos.length > 1 ? () => navigate(Paths.welcome) : undefined}
        onLogout={() => void logout()}
      />
      <main className={styles.main}>
        <h1 className={styles.title}>{t('home.title')}</h1>
        <p className={styles.pending}>{t('home.dashboardPending')}</p>
        <section aria-labelledby="home-menus">
          <h2 id="home-menus" className={styles.subtitle}>
            {t('home.menus')}
          </h2>
          {menus.length > 0 ? <MenuTree menus={menus} hospCode={hospCode} /> : <Empty description={t('home.noMenus')} />}
        </section>
      </main>
    </div>
  );
}
