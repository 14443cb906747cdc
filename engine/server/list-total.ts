import { CompiledQuery, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { EXACT_TOTAL_BOUND } from '../schema/list-total';

/** What a paged answer says about its row count: exact, or estimated above the bound. */
export interface ListTotal {
  total: number;
  estimated: boolean;
}

/**
 * The total from a count capped at bound + 1: exact when it stayed within the bound, else the
 * planner's estimate, never below the bound + 1 the count has already seen.
 */
export function decideTotal(boundedCount: number, estimate: number | undefined, bound = EXACT_TOTAL_BOUND): ListTotal {
  if (boundedCount <= bound) return { total: boundedCount, estimated: false };
  const planned = estimate !== undefined && Number.isFinite(estimate) ? Math.round(estimate) : 0;
  return { total: Math.max(bound + 1, planned), estimated: true };
}

/** The `Plan Rows` of an EXPLAIN (FORMAT JSON) answer (json, or its text where a driver leaves it so). */
export function plannedRows(explained: unknown): number | undefined {
  const parsed = typeof explained === 'string' ? (JSON.parse(explained) as unknown) : explained;
  const plan = Array.isArray(parsed) ? (parsed[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined)?.Plan : undefined;
  return typeof plan?.['Plan Rows'] === 'number' ? plan['Plan Rows'] : undefined;
}

/**
 * `SELECT count(*) FROM (<matching> LIMIT bound + 1)`: at most bound + 1 rows are read, so counting
 * a million costs what counting ten thousand does. `matching` is a `SELECT 1 FROM … WHERE …`; the
 * outer query (built on `db.withSchema(schema)`) is what qualifies its tables.
 */
export function boundedCount(db: Kysely<any>, matching: SelectQueryBuilder<any, any, any>, bound = EXACT_TOTAL_BOUND) {
  return db.selectFrom(matching.limit(bound + 1).as('bounded')).select(sql<number>`count(*)::int`.as('total'));
}

// Estimates of the last few seconds, by statement and values: an estimate is no better fresher,
// and planning it is a round trip on every page of a large list.
const ESTIMATE_TTL_MS = 10_000;
const ESTIMATES_KEPT = 500;
const estimates = new Map<string, { rows: number | undefined; at: number }>();

/** The planner's row estimate for `matching` (EXPLAIN, nothing run), kept for a few seconds. */
export async function estimateRows(db: Kysely<any>, matching: SelectQueryBuilder<any, any, any>): Promise<number | undefined> {
  const compiled = matching.compile();
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const now = Date.now();
  const kept = estimates.get(key);
  if (kept && now - kept.at < ESTIMATE_TTL_MS) return kept.rows;
  const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]));
  const planned = plannedRows(rows[0]?.['QUERY PLAN']);
  if (estimates.size >= ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value!);
  estimates.set(key, { rows: planned, at: now });
  return planned;
}

/** Exact up to the bound, else estimated: the count on its own (a page read with it carries it instead). */
export async function countRows(
  db: Kysely<any>,
  schema: string,
  matching: SelectQueryBuilder<any, any, any>,
  bound = EXACT_TOTAL_BOUND,
): Promise<ListTotal> {
  const counted = await boundedCount(db.withSchema(schema), matching, bound).executeTakeFirstOrThrow();
  return totalFrom(db, Number(counted.total), matching, bound);
}

/** The answer's total once the capped count is known: the estimate is asked for only above the bound. */
export async function totalFrom(
  db: Kysely<any>,
  boundedTotal: number,
  matching: SelectQueryBuilder<any, any, any>,
  bound = EXACT_TOTAL_BOUND,
): Promise<ListTotal> {
  return decideTotal(boundedTotal, boundedTotal > bound ? await estimateRows(db, matching) : undefined, bound);
}
