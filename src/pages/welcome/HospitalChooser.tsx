import { Button, Empty, Result } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { HospInfo } from '../../../contracts/session';
import { LoginLayout } from '../login/LoginLayout';
import styles from './HospitalChooser.module.css';

export interface HospitalChooserProps {
  hospitals: HospInfo[];
  /** The list could not be loaded (it was logged); say so instead of showing an empty choice. */
  loadFailed: boolean;
  onChoose: (hospCode: string) => void;
  onLogout: () => void;
}

/** /welcome: one button per hospital the account may work in, on the login pages' card. */
export function HospitalChooser({ hospitals, loadFailed, onChoose, onLogout }: HospitalChooserProps) {
  const { t } = useTranslation();
  return (
    <LoginLayout title={t('welcome.title')} subtitle={t('app.title')} wide>
      {loadFailed ? (
        <Result status="error" title={t('welcome.loadFailed')} />
      ) : hospitals.length === 0 ? (
        <Empty description={t('welcome.empty')} />
      ) : (
        <ul className={styles.grid}>
          {hospitals.map((hospital) => (
            <li key={hospital.hospCode}>
              <button type="button" className={styles.card} onClick={() => onChoose(hospital.hospCode)}>
                <span className={styles.name}>{hospital.hospName}</span>
                <span className={styles.code}>{hospital.hospCode}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <Button type="text" onClick={onLogout}>
          {t('session.logout')}
        </Button>
      </div>
    </LoginLayout>
  );
}
