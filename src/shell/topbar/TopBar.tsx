import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../../../platform/session/use-logout';
import { sessionAtom } from '../../../platform/state/session-atoms';
import { accountSettingsOpenAtom } from '../../../platform/state/shell-atoms';
import { useShell } from '../layout/shell-context';
import { LanguageMenu } from '../preferences/LanguageMenu';
import { SizeMenu } from '../preferences/SizeMenu';
import { ThemeColorSwitch } from '../preferences/ThemeColorSwitch';
import { RouteSearch } from '../search/RouteSearch';
import { FullscreenToggle } from './FullscreenToggle';
import { Hamburger } from './Hamburger';
import { HospitalSwitcher } from './HospitalSwitcher';
import { RelatedLawButton } from './RelatedLawButton';
import { ShellBreadcrumb } from './ShellBreadcrumb';
import { UserDropdown } from './UserDropdown';
import { useFeedbackDialogs } from './use-feedback-dialogs';
import { useHeaderTitle } from './use-header-title';
import { useSwitchHospital } from './use-switch-hospital';
import styles from './TopBar.module.css';

/** Seed 000 section 2.4: title, hospital, full screen, search, preferences and the user menu. */
export function TopBar() {
  const shell = useShell();
  const session = useAtomValue(sessionAtom);
  const openSettings = useSetAtom(accountSettingsOpenAtom);
  const switchHospital = useSwitchHospital();
  const navigate = useNavigate();
  const logout = useLogout();
  const title = useHeaderTitle();
  const feedback = useFeedbackDialogs(shell.variant === 'hospital' ? shell.hospCode : null);

  return (
    <header className={styles.bar}>
      <div className={styles.left}>
        <Hamburger />
        <span id="shell-title" className={styles.title}>
          {title}
        </span>
        <ShellBreadcrumb trail={shell.current} />
      </div>
      <div className={styles.right}>
        {shell.variant === 'hospital' ? (
          <HospitalSwitcher
            hospitalName={shell.hospitalName}
            hospitals={session.hospInfos}
            currentHospCode={shell.hospCode}
            onSwitch={switchHospital}
          />
        ) : null}
        <RelatedLawButton />
        <RouteSearch />
        <FullscreenToggle />
        <SizeMenu />
        <LanguageMenu />
        <ThemeColorSwitch />
        <UserDropdown
          name={session.name}
          avatar={session.avatar}
          onHome={() => navigate(shell.homePath)}
          onSettings={() => openSettings(true)}
          onLogout={() => void logout()}
          onFeedback={feedback.onFeedback}
          onMyFeedback={feedback.onMyFeedback}
        />
        {feedback.dialogs}
      </div>
    </header>
  );
}
