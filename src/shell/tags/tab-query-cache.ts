import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * A tab's cache is the server data its page fetched (React Query entries). While a page is on
 * screen, every query it starts observing is noted under the page's path, so that refreshing the
 * tab can drop exactly those entries and the page fetches them afresh. Queries of the shell
 * itself carry `meta: { shell: true }` and are never attributed to a page.
 */
const queriesByPage = new Map<string, Set<string>>();

export function useTabQueryCache(pagePath: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!pagePath) return undefined;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'observerAdded' || event.query.meta?.shell === true) return;
      const hashes = queriesByPage.get(pagePath) ?? new Set<string>();
      hashes.add(event.query.queryHash);
      queriesByPage.set(pagePath, hashes);
    });
  }, [queryClient, pagePath]);
}

export function dropTabCache(queryClient: QueryClient, pagePath: string): void {
  const hashes = queriesByPage.get(pagePath);
  if (!hashes) return;
  const cache = queryClient.getQueryCache();
  for (const hash of hashes) {
    const query = cache.get(hash);
    if (query) cache.remove(query);
  }
  queriesByPage.delete(pagePath);
}

/** Switching hospital or logging out forgets every page's cache. */
export function forgetTabCaches(): void {
  queriesByPage.clear();
}
