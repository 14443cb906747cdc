/** Seed 000 section 9: recent tags up to 7, kept per account and hospital (section 2.4). */
export const RECENT_VIEWS_LIMIT = 7;

export interface RecentView {
  path: string;
  fullPath: string;
  title: string;
}

/** The page just opened goes first; an older visit of the same page is dropped. */
export function pushRecentView(list: RecentView[], entry: RecentView): RecentView[] {
  return [entry, ...list.filter((item) => item.path !== entry.path)].slice(0, RECENT_VIEWS_LIMIT);
}

export function isRecentViewList(value: unknown): value is RecentView[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.path === 'string' &&
        typeof item.fullPath === 'string' &&
        typeof item.title === 'string',
    )
  );
}
