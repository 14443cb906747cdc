import { Modal } from '@arco-design/web-react';
import { i18n } from '../i18n/i18n';

/**
 * The 登录超时 dialog of seed 000 section 8 (code 098), in a chunk of its own: http-feedback.ts
 * loads it when a session ends, so the login page's first load does not carry Arco's Modal.
 */
export function openSessionTimeoutDialog(message: string, onRelogin: () => Promise<void>, afterClose: () => void): void {
  Modal.warning({
    title: i18n.t('session.timeoutTitle'),
    content: message,
    okText: i18n.t('session.relogin'),
    closable: false,
    maskClosable: false,
    escToExit: false,
    onOk: async () => {
      await onRelogin();
    },
    afterClose,
  });
}
