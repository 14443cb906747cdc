import { atom } from 'jotai';

/** Seed 000 section 3, Visited view: one open tab. `name` is the route's path, its identity. */
export interface VisitedView {
  path: string;
  fullPath: string;
  query: Record<string, string>;
  name: string;
  title: string;
  meta: { affix: boolean; noCache: boolean };
}

/**
 * The open tabs and the storage scope they belong to (account and hospital, as
 * `storageKey` spells it); null until the shell has loaded them for the current scope.
 */
export interface VisitedViewsState {
  scopeKey: string | null;
  views: VisitedView[];
}

export const visitedViewsAtom = atom<VisitedViewsState>({ scopeKey: null, views: [] });
