import type { LookupOption } from '../../../schema/lookup-picker';

/**
 * The pages a lookup picker has loaded for one search, as a pure value: what the next page to ask
 * is, whether there is one, and the options to show with the current value's label kept in.
 */
export interface LookupPages {
  /** What the pages were asked for: the field, hospital and keyword; another key starts over. */
  key: string;
  options: LookupOption[];
  total: number;
  /** The last page loaded (0: none yet). */
  page: number;
}

export const emptyPages = (key: string): LookupPages => ({ key, options: [], total: 0, page: 0 });

/** A page arrived: appended (an option already shown is not repeated), unless it belongs to another search. */
export function addPage(pages: LookupPages, key: string, page: number, answer: { list: LookupOption[]; total: number }): LookupPages {
  if (key !== pages.key || page !== pages.page + 1) return pages;
  const known = new Set(pages.options.map((option) => option.value));
  return { key, options: [...pages.options, ...answer.list.filter((option) => !known.has(option.value))], total: answer.total, page };
}

/** More records than those shown match the search. */
export const hasMore = (pages: LookupPages): boolean => pages.page === 0 || pages.options.length < pages.total;

/**
 * The options a picker shows: the loaded ones, and the value's own label when the value is not
 * among them (an edit opens on a record whose label is on another page, or not loaded yet).
 */
export function shownOptions(options: LookupOption[], value: string | undefined, named: Readonly<Record<string, string>>): LookupOption[] {
  if (!value || options.some((option) => option.value === value)) return options;
  const label = named[value];
  return label === undefined ? options : [{ value, label }, ...options];
}
