import { useEffect } from 'react';
import { Modal } from '@arco-design/web-react';
import { useStore } from 'jotai';
import { i18n } from '../i18n/i18n';
import { StorageNames, isPositiveNumber, readStored, writeStored } from '../state/storage';
import { endSession } from './session-actions';

const CHECK_EVERY_MS = 1000;

/** Whether the user has been idle longer than the delay (seconds), given the last-use time. */
export function idleTooLong(lastUse: number, now: number, delaySeconds: number): boolean {
  return now - lastUse > delaySeconds * 1000;
}

/**
 * Seed 000 section 4: each click records the last-use time (in storage, so the console's other
 * browser tabs count as use too); once `autoLogoutDelay` seconds pass without one, a modal says
 * so, and its button logs out and reloads.
 */
export function useAutoLogout(delaySeconds: number): void {
  const store = useStore();
  useEffect(() => {
    const record = () => writeStored(StorageNames.lastUseTime, Date.now());
    record();
    document.addEventListener('click', record, true);
    const timer = window.setInterval(() => {
      const lastUse = readStored(StorageNames.lastUseTime, Date.now(), { isValid: isPositiveNumber });
      if (!idleTooLong(lastUse, Date.now(), delaySeconds)) return;
      window.clearInterval(timer);
      document.removeEventListener('click', record, true);
      Modal.warning({
        title: i18n.t('shell.idle.title'),
        content: i18n.t('shell.idle.message'),
        okText: i18n.t('session.relogin'),
        closable: false,
        maskClosable: false,
        escToExit: false,
        onOk: async () => {
          await endSession(store);
          window.location.reload();
        },
      });
    }, CHECK_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('click', record, true);
    };
  }, [delaySeconds, store]);
}
