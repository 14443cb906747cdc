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
 * a million costs what counting ten thousand does. `matching` is a `SELECT 1 FROM … WHERE …` over
 * schema-qualified tables.
 */
export function boundedCount(db: Kysely<any>, matching: SelectQueryBuilder<any, any, any>, bound = EXACT_TOTAL_BOUND) {
  return db.selectFrom(matching.limit(bound + 1).as('bounded')).select(sql<number>`count(*)::int`.as('total'));
}

// Counts of large lists from the last few seconds, by statement and values. Only counts above the
// bound are kept: an exact total up to 10,000 is counted on every call and is never stale. Above
// it the answer is an estimate anyway, and recounting 10,001 rows, or planning the estimate again,
// on every page of a million-row list is what made 32 callers queue. An engine write forgets them.
const REMEMBERED_MS = 10_000;
const REMEMBERED_KEPT = 500;
const estimates = new Map<string, { rows: number | undefined; at: number }>();
// The tables ("schema.table") with a remembered large count: a query of any other table, nearly
// every one, then need not compile its count statement only to find nothing remembered.
const largeTables = new Set<string>();
const exactTotals = new Map<string, { total: Promise<number>; at: number }>();

/** What identifies a count: its statement and values. */
function countKey(matching: SelectQueryBuilder<any, any, any>): { key: string; sql: string; parameters: readonly unknown[] } {
  const compiled = matching.compile();
  return { key: `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`, sql: compiled.sql, parameters: compiled.parameters };
}

function remember<T>(kept: Map<string, T>, key: string, value: T): void {
  if (kept.size >= REMEMBERED_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
}

/** Forgets every remembered count: a write may have changed any list. */
export function forgetListTotals(): void {
  estimates.clear();
  largeTables.clear();
  exactTotals.clear();
}

/** The planner's row estimate for `matching` over `table` (EXPLAIN, nothing run), kept for a few seconds. */
export async function estimateRows(
  db: Kysely<any>,
  matching: SelectQueryBuilder<any, any, any>,
  table: string,
): Promise<number | undefined> {
  const { key, sql: text, parameters } = countKey(matching);
  const now = Date.now();
  const kept = estimates.get(key);
  if (kept && now - kept.at < REMEMBERED_MS) return kept.rows;
  const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${text}`, [...parameters]));
  const planned = plannedRows(rows[0]?.['QUERY PLAN']);
  remember(estimates, key, { rows: planned, at: now });
  largeTables.add(table);
  return planned;
}

/**
 * The estimated total of a list seen above the bound in the last few seconds: its page can then be
 * read without counting again. Undefined for any list not known to be large.
 */
export function rememberedLargeTotal(
  table: string,
  matching: () => SelectQueryBuilder<any, any, any>,
  bound = EXACT_TOTAL_BOUND,
): ListTotal | undefined {
  if (!largeTables.has(table)) return undefined;
  const kept = estimates.get(countKey(matching()).key);
  return kept && Date.now() - kept.at < REMEMBERED_MS ? decideTotal(bound + 1, kept.rows, bound) : undefined;
}

/**
 * The exact row count, for placing a deep page. Callers asking the same count at the same moment
 * share one statement, and it is kept for a few seconds: a million rows take a while to count.
 */
export function exactTotal(db: Kysely<any>, matching: SelectQueryBuilder<any, any, any>): Promise<number> {
  const { key } = countKey(matching);
  const now = Date.now();
  const kept = exactTotals.get(key);
  if (kept && now - kept.at < REMEMBERED_MS) return kept.total;
  const total = db
    .selectFrom(matching.as('matching'))
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.total));
  // A failed count is not remembered: the next caller asks again.
  total.catch(() => exactTotals.delete(key));
  remember(exactTotals, key, { total, at: now });
  return total;
}

/** Exact up to the bound, else estimated: the count on its own (a page read with it carries it instead). */
export async function countRows(db: Kysely<any>, matching: SelectQueryBuilder<any, any, any>, table: string): Promise<ListTotal> {
  const counted = await boundedCount(db, matching).executeTakeFirstOrThrow();
  return totalFrom(db, Number(counted.total), matching, table);
}

/** The answer's total once the capped count is known: the estimate is asked for only above the bound. */
export async function totalFrom(
  db: Kysely<any>,
  boundedTotal: number,
  matching: SelectQueryBuilder<any, any, any>,
  table: string,
): Promise<ListTotal> {
  return decideTotal(boundedTotal, boundedTotal > EXACT_TOTAL_BOUND ? await estimateRows(db, matching, table) : undefined);
}
