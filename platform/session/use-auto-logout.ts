import { useEffect } from 'react';
import { Modal } from '@arco-design/web-react';
import { useStore } from 'jotai';
import { sessionApi } from '../api/session-api';
import { i18n } from '../i18n/i18n';
import { reloginPathFor } from '../routing/login-path';
import type { AppStore } from '../state/app-store';
import { StorageNames, isPositiveNumber, readStored, writeStored } from '../state/storage';
import { ACTIVITY_EVENTS, idleTooLong, keepAliveDue, noteActivity, pointerMovedTo, startActivityClock, type PointerSpot } from './activity';
import { endSession } from './session-actions';

const CHECK_EVERY_MS = 1000;
const LISTEN = { capture: true, passive: true } as const;

/**
 * Seed 000 section 4, widened by issue 25: any use (click, key, typing, pointer, wheel) records the
 * last-use time (in storage, so the console's other browser tabs count as use too) and, while
 * there is use, a keep-alive renews the server's idle time. Once `autoLogoutDelay` seconds pass
 * without use, a modal says so; its button logs out and opens the login for this page, which
 * brings the user back here.
 */
export function useAutoLogout(delaySeconds: number): void {
  const store = useStore();
  useEffect(() => {
    const clock = startActivityClock(Date.now());
    writeStored(StorageNames.lastUseTime, clock.lastActivity);
    let pointer: PointerSpot | null = null;
    const onActivity = (event: Event) => {
      if (event.type === 'pointermove') {
        const moved = pointerMovedTo(pointer, event as PointerEvent);
        if (!moved) return;
        pointer = moved;
      }
      const now = Date.now();
      if (noteActivity(clock, now)) writeStored(StorageNames.lastUseTime, now);
    };
    const stop = () => {
      window.clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, LISTEN);
    };
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, LISTEN);
    const timer = window.setInterval(() => {
      const now = Date.now();
      const lastUse = readStored(StorageNames.lastUseTime, now, { isValid: isPositiveNumber });
      if (idleTooLong(Math.max(lastUse, clock.lastActivity), now, delaySeconds)) {
        stop();
        showIdleLogout(store);
        return;
      }
      if (keepAliveDue(clock, now, delaySeconds)) {
        clock.lastKeepAlive = now;
        // A failure is shown by the HTTP client (a 098 opens the 登录超时 dialog); the next use tries again.
        sessionApi.keepAlive().catch(() => undefined);
      }
    }, CHECK_EVERY_MS);
    return stop;
  }, [delaySeconds, store]);
}

function showIdleLogout(store: AppStore): void {
  Modal.warning({
    title: i18n.t('shell.idle.title'),
    content: i18n.t('shell.idle.message'),
    okText: i18n.t('session.relogin'),
    closable: false,
    maskClosable: false,
    escToExit: false,
    onOk: async () => {
      const target = reloginPathFor(window.location.pathname, window.location.search);
      // A full load of the login page, as the seed's reload: nothing of the old session stays in memory.
      await endSession(store, () => window.location.assign(target));
    },
  });
}
