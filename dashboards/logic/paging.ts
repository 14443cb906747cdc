/** Paging shared by the rotating boot-rate chart and the repair carousel. */

export function pageCount(itemCount: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(itemCount / pageSize) : 0;
}

/** The items of page `page` (0-based); an out-of-range page gives an empty list. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  if (page < 0 || pageSize <= 0) return [];
  return items.slice(page * pageSize, (page + 1) * pageSize);
}

/** All pages in order; the last one may be short. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: pageCount(items.length, size) }, (_, page) => pageOf(items, page, size));
}

/** The next page of a rotation: wraps after the last page and stays at 0 when there is one page or none. */
export function nextPage(current: number, count: number): number {
  if (count <= 1) return 0;
  return (current + 1) % count;
}
