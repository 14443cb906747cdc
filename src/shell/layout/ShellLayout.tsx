import { Suspense, useEffect } from 'react';
import { Spin } from '@arco-design/web-react';
import { useAtom, useAtomValue } from 'jotai';
import { Outlet, useLocation } from 'react-router-dom';
import { Paths } from '../../router/route-paths';
import { arrivedFrom } from '../../router/navigation-memory';
import { useAutoLogout } from '../../session/use-auto-logout';
import { sessionAtom } from '../../state/session-atoms';
import { subsystemDialogAtom } from '../../state/shell-atoms';
import { deviceAtom, mobileSidebarOpenAtom, sidebarOpenedAtom } from '../../state/ui-atoms';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AccountSettingsDialog } from '../account/AccountSettingsDialog';
import { Sidebar } from '../sidebar/Sidebar';
import { ReleaseNotesDialog } from '../release-notes/ReleaseNotesDialog';
import { SubsystemDialog } from '../subsystems/SubsystemDialog';
import { useTabQueryCache } from '../tags/tab-query-cache';
import { TagsBar } from '../tags/TagsBar';
import { useVisitedViewsSync } from '../tags/use-visited-views-sync';
import { TopBar } from '../topbar/TopBar';
import { useGuidedTour } from '../tour/use-guided-tour';
import { ShellContext } from './shell-context';
import { useDevice } from './use-device';
import { useShellContextValue } from './use-shell-context-value';
import styles from './ShellLayout.module.css';

/**
 * The application shell around every signed-in page: sidebar, top bar, tag bar and the page.
 * The route guard has already decided that the user may see the page.
 */
export function ShellLayout() {
  const shell = useShellContextValue();
  const session = useAtomValue(sessionAtom);
  const opened = useAtomValue(sidebarOpenedAtom);
  const mobile = useAtomValue(deviceAtom) === 'mobile';
  const [mobileOpen, setMobileOpen] = useAtom(mobileSidebarOpenAtom);
  const [subsystemDialog, setSubsystemDialog] = useAtom(subsystemDialogAtom);
  const location = useLocation();

  useDevice();
  useDocumentTitle(shell.current?.route.meta.title);
  useVisitedViewsSync(shell);
  useTabQueryCache(shell.current?.route.path ?? null);
  useAutoLogout(session.autoLogoutDelay);
  useGuidedTour(subsystemDialog.open);

  // A hospital just chosen on /welcome: offer its subsystems (seed 000 section 2.4).
  useEffect(() => {
    if (arrivedFrom(location.pathname) === Paths.welcome && shell.variant === 'hospital' && shell.hospCode) {
      setSubsystemDialog({ open: true, hospCode: shell.hospCode });
    }
  }, []);

  const layoutClass = [mobile ? styles.mobile : '', !mobile && !opened ? styles.collapsed : ''].join(' ');
  return (
    <ShellContext.Provider value={shell}>
      <div className={layoutClass}>
        {mobile && mobileOpen ? <div className={styles.drawerMask} onClick={() => setMobileOpen(false)} aria-hidden="true" /> : null}
        <Sidebar />
        <div className={styles.main}>
          <div className={styles.header}>
            <TopBar />
            <TagsBar />
          </div>
          <main id="shell-main" className={styles.content}>
            <Suspense
              fallback={
                <div className={styles.contentLoading} role="status">
                  <Spin size={28} />
                </div>
              }
            >
              <Outlet />
            </Suspense>
          </main>
        </div>
        <AccountSettingsDialog />
        <SubsystemDialog />
        <ReleaseNotesDialog held={subsystemDialog.open} />
      </div>
    </ShellContext.Provider>
  );
}
