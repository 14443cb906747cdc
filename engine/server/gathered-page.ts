import { sql, type Kysely, type QueryCreator, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { EXACT_TOTAL_BOUND } from '../schema/list-total';
import type { PageWindow } from './deep-page';

/**
 * A narrowed list's page, read out of its matching rows gathered first. Asked for "the first 10 in
 * the list's order that match", the planner may walk the order's index and test each row, betting
 * that matches come early; a filter whose rows sit in the middle of the order (type BENCH_T498 on a
 * million dictionary rows, type ascending) then tests half the table: 200 ms alone, seconds at 32
 * callers. Which plan wins depends on where the rows fall, which no statistic says. Gathered first,
 * the matching rows come by the filter's own index (1,000 rows of a trigram match: 2 ms), capped
 * at the count's bound, and the page is sorted out of them: a bounded cost wherever they fall. The
 * count is the number gathered, so page and total stay one statement.
 * Above the bound the gathered rows are only some of the matches: the caller then reads the page
 * the usual way (read-ops.ts), and remembers the list as large.
 */
const GATHERED = '__matching';

/** A query creator whose statement first gathers up to bound + 1 matching ids (and the sort's value). */
export function gatherMatches(
  db: Kysely<any>,
  matching: SelectQueryBuilder<any, any, any>,
  sortColumn: string | undefined,
): QueryCreator<any> {
  const id = sql.ref('t.id').as('id');
  const gathered = matching.select(sortColumn ? [id, sql.ref(`t.${sortColumn}`).as('sort_value')] : [id]).limit(EXACT_TOTAL_BOUND + 1);
  // MATERIALIZED: inlined, the planner would be back to walking the order's index.
  return db.with(
    (cte) => cte(GATHERED).materialized(),
    () => gathered,
  );
}

/** The ids of the page's window among the gathered rows, in the list's order (then id descending, as every list). */
export function gatheredPageIds(sort: { order: 'asc' | 'desc' } | undefined, window: PageWindow): RawBuilder<unknown> {
  const bySort = sort ? sql`m.sort_value ${sql.raw(sort.order)}, ` : sql``;
  return sql`(select m.id from ${sql.table(GATHERED)} m order by ${bySort}m.id desc limit ${window.limit} offset ${window.offset})`;
}

/** How many rows were gathered: the exact total when at most the bound. */
export function gatheredCount(): RawBuilder<number> {
  return sql<number>`(select count(*)::int from ${sql.table(GATHERED)})`;
}
