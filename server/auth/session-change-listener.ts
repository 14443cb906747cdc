import pg from 'pg';
import { SESSION_CHANNEL } from '../db/migrations/platform-0011-shared-state.js';
import { forgetAllSessions, setSessionCacheEnabled } from './session-cache.js';

export interface ListenerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface SessionChangeListener {
  /** Resolves once LISTEN is in place for the first time (the cache is off until then). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Shown in pg_stat_activity, so an operator (and the two-instance test) can find these connections. */
export const LISTENER_APPLICATION_NAME = 'console-session-listener';
const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

/**
 * Keeps one dedicated connection (outside the pool: a LISTEN belongs to its connection) LISTENing
 * for session and account changes made by any process (the triggers of platform-0010) and empties
 * this process's session cache on each. While the connection is down (PostgreSQL restarted, the
 * connection killed) the cache is switched off, so no revocation can be missed, and the listener
 * reconnects, waiting longer after each failure up to LONGEST_RETRY_MS.
 * PostgreSQL only: PGlite is one process, whose own writes already empty its cache (session-cache.ts).
 */
export function listenForSessionChanges(databaseUrl: string, log: ListenerLog): SessionChangeListener {
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let closed = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  setSessionCacheEnabled(false);

  const dropped = (current: pg.Client, error?: unknown) => {
    if (client !== current) return;
    client = undefined;
    setSessionCacheEnabled(false);
    current.removeAllListeners('notification');
    void current.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: error, retryMs }, 'session change listener: connection lost, session cache off until it is back');
    retryTimer = setTimeout(connect, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  };

  const connect = () => {
    if (closed) return;
    const current = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    client = current;
    current.on('notification', () => forgetAllSessions());
    current.on('error', (error) => dropped(current, error));
    current.on('end', () => dropped(current));
    current
      .connect()
      .then(() => current.query(`LISTEN ${SESSION_CHANNEL}`))
      .then(() => {
        if (client !== current || closed) return;
        retryMs = FIRST_RETRY_MS;
        // Anything cached before this moment may have missed a notification: on again, empty.
        setSessionCacheEnabled(true);
        markReady();
      })
      .catch((error: unknown) => dropped(current, error));
  };

  connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      setSessionCacheEnabled(false);
      await current?.end().catch(() => undefined);
    },
  };
}
