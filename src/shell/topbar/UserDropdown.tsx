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
}

/** Seed 000 section 2.4: back to home, settings, log out. */
export function UserDropdown({ name, avatar, onHome, onSettings, onLogout }: UserDropdownProps) {
  const { t } = useTranslation();
  const actions: Record<string, () => void> = { home: onHome, settings: onSettings, logout: onLogout };
  const droplist = (
    <Menu onClickMenuItem={(key) => actions[key]?.()}>
      <Menu.Item key="home">{t('shell.user.home')}</Menu.Item>
      <Menu.Item key="settings">{t('shell.user.settings')}</Menu.Item>
      <Menu.Item key="logout">{t('session.logout')}</Menu.Item>
    </Menu>
  );
  return (
    <Dropdown droplist={droplist} trigger="click" position="br">
      <button id="shell-user" type="button" className={styles.user} aria-label={t('shell.user.menu', { name })}>
        <Avatar size={28}>{avatar ? <img src={avatar} alt="" /> : <span data-user-data="">{name.slice(0, 1)}</span>}</Avatar>
        <span data-user-data="">{name}</span>
        <IconDown />
      </button>
    </Dropdown>
  );
}
