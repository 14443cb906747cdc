import { Button, Dropdown, Menu } from '@arco-design/web-react';
import { IconSwap } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { HospInfo } from '../../../contracts/session';
import styles from './TopBar.module.css';

export interface HospitalSwitcherProps {
  hospitalName: string;
  hospitals: HospInfo[];
  currentHospCode: string | null;
  onSwitch: (hospCode: string) => void;
}

/** The current hospital's name and the list to switch to (choosing any one opens its subsystems). */
export function HospitalSwitcher({ hospitalName, hospitals, currentHospCode, onSwitch }: HospitalSwitcherProps) {
  const { t } = useTranslation();
  const droplist = (
    <Menu selectedKeys={currentHospCode ? [currentHospCode] : []} onClickMenuItem={(key) => onSwitch(key)}>
      {hospitals.map((hospital) => (
        <Menu.Item key={hospital.hospCode}>{hospital.hospName}</Menu.Item>
      ))}
    </Menu>
  );
  return (
    <div className={styles.hospital}>
      <span className={styles.hospitalLabel}>{t('home.currentHospital')}</span>
      <strong id="shell-hospital-name" data-user-data="">
        {hospitalName}
      </strong>
      <Dropdown droplist={droplist} trigger="click" position="bl">
        <Button id="shell-hospital-switch" size="mini" type="secondary" icon={<IconSwap />}>
          {t('home.switchHospital')}
        </Button>
      </Dropdown>
    </div>
  );
}
