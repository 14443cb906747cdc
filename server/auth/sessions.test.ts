import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { forgetAllSessions } from './session-cache.js';
import { touchSession } from './sessions.js';

/**
 * The calls a page sends at once share one read of their session and one last-seen write
 * (sessions.ts), over a driver that records each statement and answers a session row.
 */
const statements: string[] = [];
let releaseReads: () => void = () => undefined;
let readsHeld = Promise.resolve();
const sessionRow = () => ({
  acct_id: 'a1',
  kind: 'user',
  current_hosp_code: null,
  idle_seconds: 1800,
  // Seen a minute ago: past the 30 s touch interval, well within the idle limit.
  last_seen_ms: Date.now() - 60_000,
  expires_ms: Date.now() + 3_600_000,
  revoked: false,
  acct_type: '01',
  acct_state: '01',
});

const connection: DatabaseConnection = {
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    statements.push(query.sql.split(' ')[0]!);
    if (query.sql.startsWith('select')) {
      await readsHeld;
      return { rows: [sessionRow() as R] };
    }
    return { rows: [], numAffectedRows: 1n };
  },
  streamQuery: () => {
    throw new Error('not used');
  },
};
const driver: Driver = {
  init: async () => undefined,
  acquireConnection: async () => connection,
  beginTransaction: async () => undefined,
  commitTransaction: async () => undefined,
  rollbackTransaction: async () => undefined,
  releaseConnection: async () => undefined,
  destroy: async () => undefined,
};
const db = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
}) as unknown as Db;

const holdReads = () => {
  readsHeld = new Promise((resolve) => (releaseReads = resolve));
};

describe('touchSession', () => {
  beforeEach(() => {
    statements.length = 0;
    forgetAllSessions();
    readsHeld = Promise.resolve();
  });

  it('answers ten calls arriving together with one read and one last-seen write', async () => {
    holdReads();
    const calls = Array.from({ length: 10 }, () => touchSession(db, 'token-together'));
    releaseReads();
    const checks = await Promise.all(calls);
    expect(checks.every((check) => check.ok)).toBe(true);
    expect(statements).toEqual(['select', 'update']);
  });

  it('reads again for a call that comes after a write emptied the cache (a revoke while reading)', async () => {
    holdReads();
    const first = touchSession(db, 'token-revoked');
    forgetAllSessions();
    const second = touchSession(db, 'token-revoked');
    releaseReads();
    await Promise.all([first, second]);
    expect(statements.filter((statement) => statement === 'select')).toHaveLength(2);
  });
});
