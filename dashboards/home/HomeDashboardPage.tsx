import { Suspense, lazy, useRef } from 'react';
import { Button, Empty, Result, Spin } from '@arco-design/web-react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDashboardSession } from '../hooks/use-dashboard-session';
import { useFigureAccess } from '../hooks/use-figure-access';
import { dashboardKindOf } from '../logic/dashboard-kind';
import { HOSP_CODE_PARAM } from '../logic/target-href';
import { FigureAccessContext } from '../panels/figure-access-context';
import { ConnectedNewsStrip } from './ConnectedNewsStrip';
import { PdfExportButton } from '../../platform/pdf/PdfExportButton';
import styles from './HomeDashboardPage.module.css';

// The role dashboards carry the charts (G2): they load only when a dashboard is shown.
const EngineerDashboard = lazy(() => import('./EngineerDashboard').then((module) => ({ default: module.EngineerDashboard })));
const ManagerDashboard = lazy(() => import('./ManagerDashboard').then((module) => ({ default: module.ManagerDashboard })));

function Loading() {
  const { t } = useTranslation();
  return (
    <div className={styles.centre}>
      <Spin tip={t('dashboard.loading')} />
    </div>
  );
}

/**
 * /home/dashboard?hosp_code=…: asks the session info for this hospital, then shows the panel set of
 * the user's role type (01 engineer, 02 hospital-wide, 03 department-oriented management).
 */
export function HomeDashboardPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const hospCode = query.get(HOSP_CODE_PARAM) ?? '';
  const session = useDashboardSession(hospCode);
  const canOpen = useFigureAccess();
  const printed = useRef<HTMLDivElement>(null);

  if (hospCode === '') return <Empty className={styles.centre} description={t('dashboard.noDashboard')} />;
  if (session.isPending) return <Loading />;
  if (session.isError) {
    return (
      <Result
        className={styles.centre}
        status="error"
        title={t('dashboard.sessionFailed')}
        extra={
          <Button type="primary" onClick={() => void session.refetch()}>
            {t('dashboard.retry')}
          </Button>
        }
      />
    );
  }
  const { acctRoleType, id } = session.data;
  const kind = dashboardKindOf(acctRoleType);
  return (
    <FigureAccessContext.Provider value={canOpen}>
      <ConnectedNewsStrip key={`news-${hospCode}`} hospCode={hospCode} />
      {kind !== null ? (
        <div className={styles.toolbar}>
          <PdfExportButton region={() => printed.current} fileNamePrefix={t('cockpit.frame.pdf.homePrefix')} />
        </div>
      ) : null}
      <div ref={printed}>
        <Suspense fallback={<Loading />}>
          {kind === 'engineer' ? <EngineerDashboard key={hospCode} hospCode={hospCode} me={id} /> : null}
          {kind === 'hospitalManager' ? <ManagerDashboard key={hospCode} hospCode={hospCode} roleType="02" /> : null}
          {kind === 'departmentManager' ? <ManagerDashboard key={hospCode} hospCode={hospCode} roleType="03" /> : null}
          {kind === null ? <Empty className={styles.centre} description={t('dashboard.noDashboard')} /> : null}
        </Suspense>
      </div>
    </FigureAccessContext.Provider>
  );
}
