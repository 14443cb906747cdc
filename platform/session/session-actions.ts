import { sessionApi } from '../api/session-api';
import { freshSession, sessionAtom } from '../state/session-atoms';
import type { AppStore } from '../state/app-store';
import { StorageNames, writeStored } from '../state/storage';
import { clearToken, writeToken } from './token-cookie';

// Bumped whenever a session starts or ends, so answers that arrive for an older session are dropped.
let sessionEpoch = 0;
export const currentSessionEpoch = (): number => sessionEpoch;

export interface SessionStart {
  token: string;
  /** Cookie lifetime: 30 days for a user login, tokenExpireSeconds for an admin login. */
  maxAgeSeconds: number;
  /** Idle seconds from the login answer; absent when a token is handed over without one. */
  autoLogoutDelay?: number;
}

/** After a login (or a token handed over by another system): hold the token and start from scratch. */
export function beginSession(store: AppStore, start: SessionStart): void {
  writeToken(start.token, start.maxAgeSeconds);
  sessionEpoch += 1;
  const session = freshSession(true);
  if (start.autoLogoutDelay !== undefined && start.autoLogoutDelay > 0) {
    writeStored(StorageNames.autoLogoutDelay, start.autoLogoutDelay);
    session.autoLogoutDelay = start.autoLogoutDelay;
  }
  store.set(sessionAtom, session);
}

/**
 * Logout everywhere: tell the server, drop the cookie, forget the session. Never fails.
 * The session is forgotten only after `leave` (the navigation away) has finished; until then
 * `signingOut` keeps the route guard from treating the old page as a token-less visit (which
 * would send the user to /login with a redirect back to it).
 */
export async function endSession(store: AppStore, leave?: () => void | Promise<void>): Promise<void> {
  store.set(sessionAtom, { ...store.get(sessionAtom), signingOut: true });
  try {
    await sessionApi.logOut();
  } catch {
    // Offline or already gone on the server: the local logout below is what the user asked for.
  }
  clearToken();
  sessionEpoch += 1;
  try {
    await leave?.();
  } finally {
    store.set(sessionAtom, freshSession(false));
  }
}
