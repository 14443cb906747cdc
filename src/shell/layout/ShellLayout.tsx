import { Suspense, useCallback, useState } from 'react';
import { Spin } from '@arco-design/web-react';
import { useAtom, useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';
import { useAutoLogout } from '../../../platform/session/use-auto-logout';
import { sessionAtom } from '../../../platform/state/session-atoms';
import { subsystemDialogAtom } from '../../../platform/state/shell-atoms';
import { deviceAtom, mobileSidebarOpenAtom, sidebarOpenedAtom } from '../../../platform/state/ui-atoms';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AccountSettingsDialog } from '../account/AccountSettingsDialog';
import { Sidebar } from '../sidebar/Sidebar';
import { ReleaseNotesDialog } from '../release-notes/ReleaseNotesDialog';
import { SubsystemDialog } from '../subsystems/SubsystemDialog';
import { useSubsystemOfferOnArrival } from '../subsystems/use-subsystem-offer';
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
  const subsystemDialog = useAtomValue(subsystemDialogAtom);
  const [notesSettled, setNotesSettled] = useState(false);
  const settleNotes = useCallback(() => setNotesSettled(true), []);

  useDevice();
  useDocumentTitle(shell.current?.route.meta.title);
  useVisitedViewsSync(shell);
  useTabQueryCache(shell.current?.route.path ?? null);
  useAutoLogout(session.autoLogoutDelay);
  const subsystemOfferPending = useSubsystemOfferOnArrival(shell.variant, shell.hospCode);
  // The tour comes last: after the subsystem dialog and the release note, never over them.
  useGuidedTour(subsystemOfferPending || subsystemDialog.open || !notesSettled);

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
        <ReleaseNotesDialog held={subsystemOfferPending || subsystemDialog.open} onSettled={settleNotes} />
      </div>
    </ShellContext.Provider>
  );
}
