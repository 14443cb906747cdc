/**
 * Several server processes on one PostgreSQL (issue 30, part 3): each keeps a short cache of the
 * session rows it read (server/auth/session-cache.ts). These triggers NOTIFY `console_sessions` when
 * a session or an account changes in a way that could change a request's answer; PostgreSQL
 * delivers a notification when its transaction commits, to every process LISTENing
 * (server/auth/session-change-listener.ts), which then empties its cache. Writes from any source
 * count (another server, a worker, psql). The last-seen touch (written every 30 s per busy session)
 * and a new login (no process has cached a row that did not exist) do not notify.
 * PGlite runs these too (pg_notify exists there), though one process needs no notification.
 *
 * The one-time tokens of the password flows move here from process memory for the same reason: a
 * token given by one process must be accepted by another (server/auth/one-time-tokens.ts). So do
 * the login rate limit's counters per client address (server/auth/rate-limit-store.ts): N processes
 * must not allow an address N times the budget.
 */
export const SESSION_CHANNEL = 'console_sessions';

export const platformSharedState: string[] = [
  `CREATE OR REPLACE FUNCTION platform.notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_notify('${SESSION_CHANNEL}', '');
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER session_changed AFTER UPDATE ON platform.session FOR EACH ROW
     WHEN ((OLD.revoked, OLD.acct_id, OLD.kind, OLD.current_hosp_code, OLD.idle_seconds, OLD.expires_ms)
       IS DISTINCT FROM (NEW.revoked, NEW.acct_id, NEW.kind, NEW.current_hosp_code, NEW.idle_seconds, NEW.expires_ms))
     EXECUTE FUNCTION platform.notify_session_change()`,
  `CREATE TRIGGER session_deleted AFTER DELETE ON platform.session FOR EACH STATEMENT EXECUTE FUNCTION platform.notify_session_change()`,
  `CREATE TABLE IF NOT EXISTS platform.one_time_token (
     token_hash char(64) PRIMARY KEY,
     owner varchar(64) NOT NULL,
     expires_ms bigint NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS one_time_token_expires ON platform.one_time_token (expires_ms)`,
  `CREATE TABLE IF NOT EXISTS platform.rate_limit (
     key varchar(200) PRIMARY KEY,
     window_start_ms bigint NOT NULL,
     hits integer NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS rate_limit_window ON platform.rate_limit (window_start_ms)`,
  `CREATE TRIGGER acct_changed AFTER UPDATE OR DELETE ON platform.acct FOR EACH STATEMENT EXECUTE FUNCTION platform.notify_session_change()`,
];
