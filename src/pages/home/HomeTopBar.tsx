import { Button, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import styles from './HomeTopBar.module.css';

export interface HomeTopBarProps {
  hospitalName: string;
  userName: string;
  /** Only offered when the account has more than one hospital. */
  onSwitchHospital?: () => void;
  onLogout: () => void;
}

/** Minimal top bar until the full shell arrives: where you are, who you are, and the way out. */
export function HomeTopBar({ hospitalName, userName, onSwitchHospital, onLogout }: HomeTopBarProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.bar}>
      <div className={styles.hospital}>
        <span className={styles.label}>{t('home.currentHospital')}</span>
        <strong>{hospitalName}</strong>
      </div>
      <Space size="medium">
        <span className={styles.user}>{userName}</span>
        {onSwitchHospital ? <Button onClick={onSwitchHospital}>{t('home.switchHospital')}</Button> : null}
        <Button onClick={onLogout}>{t('session.logout')}</Button>
      </Space>
    </header>
  );
}
