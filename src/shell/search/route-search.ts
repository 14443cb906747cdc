import Fuse, { type IFuseOptions } from 'fuse.js';
import { pageRoutes, type ShellRoute } from '../../../platform/routing/menu-routes';
import { pinyinMatchPosition, pinyinQuery } from './pinyin-match';

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

/** A pinyin hit on a group's title ranks below one on the page's own title. */
const GROUP_TITLE_PENALTY = 0.2;

/** How well pinyin matches an entry, on Fuse's scale (0 best); null when no title matches. */
function pinyinScore(entry: SearchEntry, pinyin: string): number | null {
  const own = entry.title.length - 1;
  const scores = entry.title.flatMap((title, index) => {
    const position = pinyinMatchPosition(title, pinyin);
    return position === null ? [] : [position * 0.1 + (index === own ? 0 : GROUP_TITLE_PENALTY)];
  });
  return scores.length > 0 ? Math.min(...scores) : null;
}

/**
 * A fuzzy search over the entries' titles and paths, and over the pinyin of Chinese titles (full
 * or initials: baoyang and by find 保养), best first. Fuse 7 dropped its maxPatternLength option,
 * so the 32 character limit is applied to the query here.
 */
export function createRouteSearch(entries: SearchEntry[]): (query: string) => SearchEntry[] {
  const fuse = new Fuse(entries, { ...ROUTE_SEARCH_OPTIONS, includeScore: true });
  return (query) => {
    const pattern = query.trim().slice(0, MAX_PATTERN_LENGTH);
    if (!pattern) return [];
    const scores = new Map<SearchEntry, number>();
    for (const result of fuse.search(pattern)) scores.set(result.item, result.score ?? 0);
    const pinyin = pinyinQuery(pattern);
    if (pinyin) {
      for (const entry of entries) {
        const score = pinyinScore(entry, pinyin);
        if (score !== null) scores.set(entry, Math.min(score, scores.get(entry) ?? Infinity));
      }
    }
    // Map order is Fuse's order, then the pinyin-only hits; the sort is stable, so ties keep it.
    return [...scores].sort((a, b) => a[1] - b[1]).map(([entry]) => entry);
  };
}
