import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * The session rows (with their account's type and state) this process read in the last
 * SESSION_CACHE_MS, so that a burst of calls by one user costs one read instead of one per call
 * (issue 17, goal 1: the session read was one statement of every request).
 *
 * Still revocable: every write this process makes to platform.session or platform.acct (logout,
 * revoke, disabling or retyping an account, a new login...) empties the cache, before and after
 * the statement (sessionCacheInvalidation, a Kysely plugin on the server's db). On PostgreSQL a
 * write by another process (a second server or worker on the same database, an admin tool) empties
 * it too: triggers on platform.session and platform.acct NOTIFY at commit and every process LISTENs
 * (session-change-listener.ts); while that listener is not connected the cache is not used at all,
 * so a missed notification can never keep a revoked session alive. SESSION_CACHE_MS stays as a bound.
 * Idle expiry is still decided on a fresh row: a cached row that looks idle or expired is read
 * again before the session is refused (sessions.ts).
 */
export const SESSION_CACHE_MS = 2_000;
const MAX_ENTRIES = 10_000;

export interface CachedSessionRow {
  acct_id: string;
  kind: 'user' | 'admin';
  current_hosp_code: string | null;
  idle_seconds: number;
  last_seen_ms: number | string;
  expires_ms: number | string;
  revoked: boolean;
  acct_type: string | null;
  acct_state: string | null;
}

const entries = new Map<string, { row: CachedSessionRow; readAt: number }>();
/** Counts the emptyings: a row read before one (a revoke while the read was in flight) is not kept. */
let generation = 0;
/** False while changes made by other processes could go unnoticed (the listener is down). */
let enabled = true;

/** Turns the cache on or off; turning it either way empties it (what was read before may be stale). */
export function setSessionCacheEnabled(on: boolean): void {
  enabled = on;
  forgetAllSessions();
}

export function cacheGeneration(): number {
  return generation;
}

export function cachedSession(tokenHash: string, now = Date.now()): CachedSessionRow | undefined {
  if (!enabled) return undefined;
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  if (now - entry.readAt < SESSION_CACHE_MS) return entry.row;
  entries.delete(tokenHash);
  return undefined;
}

/** Keeps a row read when the cache was at `readGeneration`, unless a write emptied it since. */
export function cacheSession(tokenHash: string, row: CachedSessionRow, readGeneration: number, now = Date.now()): void {
  entries.delete(tokenHash);
  if (!enabled || readGeneration !== generation) return;
  // Oldest first out (a Map iterates in insertion order): the cache never outgrows MAX_ENTRIES.
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(tokenHash, { row, readAt: now });
}

export function forgetSession(tokenHash: string): void {
  entries.delete(tokenHash);
}

export function forgetAllSessions(): void {
  generation += 1;
  entries.clear();
}

const WATCHED_TABLES = new Set(['session', 'acct']);
const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const WATCHED_IN_RAW_SQL = /\b(session|acct)\b/i;

/** Does the node name a watched table anywhere (its target, a join, a sub-query)? */
function namesWatchedTable(node: unknown, depth = 0): boolean {
  if (depth > 40 || typeof node !== 'object' || node === null) return false;
  const candidate = node as { kind?: string; table?: { identifier?: { name?: string } } };
  if (candidate.kind === 'TableNode' && WATCHED_TABLES.has(candidate.table?.identifier?.name ?? '')) return true;
  for (const value of Object.values(node)) {
    if (Array.isArray(value) ? value.some((item) => namesWatchedTable(item, depth + 1)) : namesWatchedTable(value, depth + 1)) return true;
  }
  return false;
}

/** An update that sets the last-seen time and nothing else (touchSession's): it changes no decision. */
function onlyTouches(node: OperationNode): boolean {
  const updates = (node as { updates?: readonly { column?: { column?: { name?: string } } }[] }).updates;
  return node.kind === 'UpdateQueryNode' && !!updates?.length && updates.every((update) => update.column?.column?.name === 'last_seen_ms');
}

/** A write that may change a session or an account: any insert, update, delete or merge naming them, or raw SQL mentioning them. */
export function mayChangeSessions(node: OperationNode): boolean {
  if (node.kind === 'RawNode')
    return WATCHED_IN_RAW_SQL.test((node as unknown as { sqlFragments: readonly string[] }).sqlFragments.join(' '));
  return WRITES.has(node.kind) && !onlyTouches(node) && namesWatchedTable(node);
}

/**
 * Empties the session cache around every statement that may change a session or an account:
 * before it runs, and again after (a request that read the old row meanwhile must not keep it).
 */
export class SessionCacheInvalidation implements KyselyPlugin {
  private readonly pending = new WeakSet<object>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (mayChangeSessions(args.node)) {
      forgetAllSessions();
      this.pending.add(args.queryId);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.pending.has(args.queryId)) forgetAllSessions();
    return args.result;
  }
}
