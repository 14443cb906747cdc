import { Avatar, Dropdown, Menu } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import styles from './TopBar.module.css';

export interface UserDropdownProps {
  name: string;
  avatar: string | null;
  onHome: () => void;
  onSettings: () => void;
  onLogout: () => void;
  /** 意见反馈 and 我的反馈 (hospital pages only; src/shell/topbar/use-feedback-dialogs.tsx). */
  onFeedback?: (() => void) | undefined;
  onMyFeedback?: (() => void) | undefined;
}

/** Seed 000 section 2.4: back to home, settings, log out. */
export function UserDropdown({ name, avatar, onHome, onSettings, onLogout, onFeedback, onMyFeedback }: UserDropdownProps) {
  const { t } = useTranslation();
  const actions: Record<string, (() => void) | undefined> = {
    home: onHome,
    settings: onSettings,
    feedback: onFeedback,
    myFeedback: onMyFeedback,
    logout: onLogout,
  };
  const droplist = (
    <Menu onClickMenuItem={(key) => actions[key]?.()}>
      <Menu.Item key="home">{t('shell.user.home')}</Menu.Item>
      <Menu.Item key="settings">{t('shell.user.settings')}</Menu.Item>
      {onFeedback ? <Menu.Item key="feedback">{t('shell.feedback.menu')}</Menu.Item> : null}
      {onMyFeedback ? <Menu.Item key="myFeedback">{t('shell.feedback.mine')}</Menu.Item> : null}
      <Menu.Item key="logout">{t('session.logout')}</Menu.Item>
    </Menu>
  );
  // The name read out starts with the name on screen (WCAG 2.5.3): the avatar's initial is decoration.
  return (
    <Dropdown droplist={droplist} trigger="click" position="br">
      <button id="shell-user" type="button" className={styles.user} aria-label={t('shell.user.menu', { name })} aria-haspopup="menu">
        <Avatar size={28} aria-hidden="true">
          {avatar ? <img src={avatar} alt="" /> : <span data-user-data="">{name.slice(0, 1)}</span>}
        </Avatar>
        <span data-user-data="">{name}</span>
        <IconDown />
      </button>
    </Dropdown>
  );
}
