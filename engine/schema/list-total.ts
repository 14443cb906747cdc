/**
 * A list query counts its rows exactly up to this many; above it the answer's `total` is the
 * planner's estimate and `totalEstimated: true` says so (the pager then reads 共 10,000+ 条).
 * Shared by both engine halves: the server decides with it, the client names it.
 */
export const EXACT_TOTAL_BOUND = 10_000;
