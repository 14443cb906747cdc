import { sql } from 'kysely';
import type { Db } from '../db/database.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** How often (at most) old windows are deleted, by whichever process counts a hit then. */
const PURGE_EVERY_MS = 60_000;
/** Windows older than this count for nothing any more (the longest window used is one minute). */
const KEEP_MS = 3600_000;

/**
 * A store for @fastify/rate-limit kept in platform.rate_limit, so that every server process on the
 * database counts the same hits per client address (several instances, WORKERS: docs/scale-out.md);
 * in memory, N processes would allow an address N times the budget. One statement per hit: the
 * upsert starts a new window when the old one is over, else counts one more. Fixed windows, as
 * the library's own store. One key space per address for the whole app (today the login limiter
 * is its only user).
 */
export function databaseRateLimitStore(db: Db) {
  let lastPurge = 0;
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      const purge = now - lastPurge > PURGE_EVERY_MS;
      if (purge) lastPurge = now;
      void (async () => {
        if (purge)
          await db
            .deleteFrom('platform.rate_limit')
            .where('window_start_ms', '<', now - KEEP_MS)
            .execute();
        const { rows } = await sql<{ hits: number; window_start_ms: number | string }>`
          insert into platform.rate_limit as r (key, window_start_ms, hits) values (${key}, ${now}, 1)
          on conflict (key) do update set
            hits = case when r.window_start_ms + ${timeWindow} <= ${now} then 1 else r.hits + 1 end,
            window_start_ms = case when r.window_start_ms + ${timeWindow} <= ${now} then ${now} else r.window_start_ms end
          returning hits, window_start_ms`.execute(db);
        const row = rows[0]!;
        return { current: row.hits, ttl: timeWindow - (now - Number(row.window_start_ms)) };
      })().then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
