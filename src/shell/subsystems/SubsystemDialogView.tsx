import { Modal, Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { SubsystemKey } from '../../../contracts/subsystem';
import { SUBSYSTEM_KEYS } from './subsystems';
import styles from './SubsystemDialog.module.css';

export interface SubsystemDialogViewProps {
  visible: boolean;
  hospitalName: string;
  loading: boolean;
  enabled: Record<SubsystemKey, boolean>;
  onOpen: (key: SubsystemKey) => void;
  onRefused: () => void;
  onClose: () => void;
}

/** Four subsystem cards; a card the hospital has not opened looks disabled and says so when clicked. */
export function SubsystemDialogView({ visible, hospitalName, loading, enabled, onOpen, onRefused, onClose }: SubsystemDialogViewProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('shell.subsystems.title', { hospital: hospitalName })} visible={visible} footer={null} onCancel={onClose} unmountOnExit>
      <Spin loading={loading} block>
        <ul className={styles.grid}>
          {SUBSYSTEM_KEYS.map((key) => (
            <li key={key}>
              <button
                type="button"
                className={`${styles.card} ${enabled[key] ? '' : styles.disabled}`}
                aria-disabled={!enabled[key]}
                onClick={() => (enabled[key] ? onOpen(key) : onRefused())}
              >
                <span className={styles.name}>{t(`shell.subsystems.${key}`)}</span>
                <span className={styles.hint}>{enabled[key] ? t('shell.subsystems.open') : t('shell.subsystems.notGranted')}</span>
              </button>
            </li>
          ))}
        </ul>
      </Spin>
    </Modal>
  );
}
