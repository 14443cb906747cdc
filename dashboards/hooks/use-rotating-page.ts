import { useEffect, useState } from 'react';
import { nextPage } from '../logic/paging';

/**
 * The page a rotating view shows: turns every `intervalMs` through `count` pages and wraps. Goes
 * back to the first page when the number of pages changes (new data), and never ticks for one page.
 */
export function useRotatingPage(count: number, intervalMs: number, enabled = true): [number, (page: number) => void] {
  const [page, setPage] = useState(0);
  useEffect(() => {
    setPage(0);
    if (!enabled || count <= 1) return undefined;
    const timer = window.setInterval(() => setPage((current) => nextPage(current, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, enabled]);
  return [Math.min(page, Math.max(count - 1, 0)), setPage];
}
