import { EXACT_TOTAL_BOUND } from '../schema/list-total';

/**
 * From this offset on a page is placed with the exact count: skipping a million index entries to
 * reach the last page took seconds, while the same page read from the other end skips none.
 */
export const DEEP_PAGE_OFFSET = EXACT_TOTAL_BOUND;

/** Which rows of the ordered list a page reads: `reversed` counts them from the list's end. */
export interface PageWindow {
  reversed: boolean;
  offset: number;
  limit: number;
}

/**
 * Rows [offset, offset + pageSize) of a list of `total` rows, read from whichever end is nearer.
 * Undefined for a page past the end. From the end, the same rows are at positions
 * [total - end, total - offset) of the reversed order, where end is where the page stops.
 */
export function pageWindow(offset: number, pageSize: number, total: number): PageWindow | undefined {
  if (offset >= total) return undefined;
  const end = Math.min(offset + pageSize, total);
  if (offset <= total - end) return { reversed: false, offset, limit: end - offset };
  return { reversed: true, offset: total - end, limit: end - offset };
}
