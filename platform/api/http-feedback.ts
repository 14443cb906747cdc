import { Message } from '@arco-design/web-react';
import { translateEntityText } from '../../engine/client/core';
import { i18n } from '../i18n/i18n';

/** How the HTTP client tells the user about failures; Arco in the app, swappable in tests. */
export interface HttpFeedback {
  showError(message: string): void;
  showSessionTimeout(message: string): void;
}

/** Seed 000 section 8: error toasts stay 5 seconds. */
export const ERROR_TOAST_MS = 5000;

export function createArcoFeedback(options: { onRelogin: () => Promise<void> }): HttpFeedback {
  // Several calls usually fail together when a session ends: only the first opens the dialog.
  let sessionDialogOpen = false;
  return {
    showError(message) {
      // Server messages are the seeds' Chinese; in English the catalogue of entity texts has them.
      Message.error({ content: translateEntityText(message, i18n.language), duration: ERROR_TOAST_MS });
    },
    showSessionTimeout(message) {
      if (sessionDialogOpen) return;
      sessionDialogOpen = true;
      const afterClose = () => {
        sessionDialogOpen = false;
      };
      import('./session-timeout-dialog').then(
        ({ openSessionTimeoutDialog }) => openSessionTimeoutDialog(message, options.onRelogin, afterClose),
        // The dialog's code could not load (the network went away): the message still reaches the user.
        () => {
          afterClose();
          Message.error({ content: message, duration: ERROR_TOAST_MS });
        },
      );
    },
  };
}
