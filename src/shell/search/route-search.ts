import Fuse, { type IFuseOptions } from 'fuse.js';
import { pageRoutes, type ShellRoute } from '../../router/menu-routes';

/** Seed 000 section 9: threshold 0.4, max pattern 32 characters, title weight 0.7, path weight 0.3. */
export const MAX_PATTERN_LENGTH = 32;

export interface SearchEntry {
  /** Titles from the outermost group to the page. */
  title: string[];
  path: string;
}

export const ROUTE_SEARCH_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** Every page the search may offer: pass routes already permitted and not hidden. */
export function searchEntries(routes: ShellRoute[]): SearchEntry[] {
  return pageRoutes(routes).map(({ route, ancestors }) => ({
    title: [...ancestors, route].map((item) => item.meta.title),
    path: route.path,
  }));
}

/**
 * A fuzzy search over the entries. Fuse 7 dropped its maxPatternLength option, so the 32
 * character limit is applied to the query here.
 */
export function createRouteSearch(entries: SearchEntry[]): (query: string) => SearchEntry[] {
  const fuse = new Fuse(entries, ROUTE_SEARCH_OPTIONS);
  return (query) => {
    const pattern = query.trim().slice(0, MAX_PATTERN_LENGTH);
    return pattern ? fuse.search(pattern).map((result) => result.item) : [];
  };
}
