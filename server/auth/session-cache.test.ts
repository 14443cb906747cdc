import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, DummyDriver, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cacheGeneration,
  cacheSession,
  cachedSession,
  forgetAllSessions,
  mayChangeSessions,
  SESSION_CACHE_MS,
  setSessionCacheEnabled,
  type CachedSessionRow,
} from './session-cache.js';

// Builds queries only: the nodes the invalidation plugin sees, without a database.
const db = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const row: CachedSessionRow = {
  acct_id: 'a1',
  kind: 'user',
  current_hosp_code: null,
  idle_seconds: 180,
  last_seen_ms: 0,
  expires_ms: 0,
  revoked: false,
  acct_type: '01',
  acct_state: '01',
};

describe('session cache', () => {
  afterEach(() => setSessionCacheEnabled(true));

  it('answers a cached row for SESSION_CACHE_MS, then reads again', () => {
    cacheSession('t1', row, cacheGeneration(), 1_000);
    expect(cachedSession('t1', 1_000 + SESSION_CACHE_MS - 1)).toBe(row);
    expect(cachedSession('t1', 1_000 + SESSION_CACHE_MS)).toBeUndefined();
    expect(cachedSession('t1', 1_000)).toBeUndefined();
  });

  it('does not keep a row whose read was overtaken by a write (a revoke while it was in flight)', () => {
    const before = cacheGeneration();
    forgetAllSessions();
    cacheSession('t1', row, before, 1_000);
    expect(cachedSession('t1', 1_000)).toBeUndefined();
    cacheSession('t1', row, cacheGeneration(), 1_000);
    expect(cachedSession('t1', 1_000)).toBe(row);
  });

  it('keeps nothing while switched off (the cross-process listener is down), and starts empty when on again', () => {
    cacheSession('t1', row, cacheGeneration(), 1_000);
    setSessionCacheEnabled(false);
    expect(cachedSession('t1', 1_000)).toBeUndefined();
    cacheSession('t1', row, cacheGeneration(), 1_000);
    expect(cachedSession('t1', 1_000)).toBeUndefined();
    setSessionCacheEnabled(true);
    expect(cachedSession('t1', 1_000)).toBeUndefined();
    cacheSession('t1', row, cacheGeneration(), 1_000);
    expect(cachedSession('t1', 1_000)).toBe(row);
  });

  it('is emptied by writes to sessions and accounts, not by reads, other tables or the last-seen touch', () => {
    const changes = (query: { toOperationNode(): unknown }) => mayChangeSessions(query.toOperationNode() as never);
    expect(changes(db.updateTable('platform.session').set({ revoked: true }).where('token_hash', '=', 'x'))).toBe(true);
    expect(changes(db.updateTable('platform.acct').set({ state: '02' }).where('id', '=', 'a1'))).toBe(true);
    expect(changes(db.withSchema('platform').updateTable('acct').set({ type: '02' }))).toBe(true);
    expect(changes(db.deleteFrom('platform.session').where('expires_ms', '<', 1))).toBe(true);
    expect(changes(db.insertInto('platform.session').values({ token_hash: 'x' }))).toBe(true);
    expect(changes(sql`UPDATE platform.acct SET state = '02'`)).toBe(true);
    expect(changes(db.selectFrom('platform.session').selectAll())).toBe(false);
    expect(changes(db.updateTable('platform.dic').set({ val: '1' }))).toBe(false);
    expect(changes(db.updateTable('platform.session').set({ last_seen_ms: 5 }).where('token_hash', '=', 'x'))).toBe(false);
    expect(changes(db.updateTable('platform.session').set({ last_seen_ms: 5, revoked: true }))).toBe(true);
  });
});
