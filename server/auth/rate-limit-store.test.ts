import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../tests/support/scratch-database';
import { migratePlatform } from '../db/migrate';
import { databaseRateLimitStore } from './rate-limit-store';

const scratch = scratchDatabase('rate-limit-store-', async (db) => {
  await migratePlatform(db);
});

function hit(
  store: {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void;
  },
  key: string,
  timeWindow: number,
) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow),
  );
}

describe('the rate limit counted in the database', () => {
  it('counts the hits of one address across server processes, and per address', async () => {
    // Two processes: two stores (as @fastify/rate-limit makes them) on one database.
    const [first, second] = [new (databaseRateLimitStore(scratch.db))().child(), new (databaseRateLimitStore(scratch.db))().child()];
    expect((await hit(first, '10.0.0.1', 60_000)).current).toBe(1);
    expect((await hit(second, '10.0.0.1', 60_000)).current).toBe(2);
    const third = await hit(first, '10.0.0.1', 60_000);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(0);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    expect((await hit(second, '10.0.0.2', 60_000)).current).toBe(1);
  });

  it('starts a new window once the old one is over', async () => {
    const store = new (databaseRateLimitStore(scratch.db))();
    expect((await hit(store, '10.0.0.3', 60_000)).current).toBe(1);
    expect((await hit(store, '10.0.0.3', 60_000)).current).toBe(2);
    // A window of 0 ms is always over: the count starts again.
    expect((await hit(store, '10.0.0.3', 0)).current).toBe(1);
  });
});
