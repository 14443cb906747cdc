import { pageRoutes, type RouteTrail, type ShellRoute } from '../../../platform/routing/menu-routes';
import type { VisitedView } from '../../../platform/state/tags-atoms';

/** The open-tab rules of seed 000 sections 2.4 and 4, as pure functions of the tab list. */

export function viewOf(trail: RouteTrail, location: { pathname: string; search: string }): VisitedView {
  const { route } = trail;
  return {
    path: route.path,
    fullPath: `${location.pathname}${location.search}`,
    query: Object.fromEntries(new URLSearchParams(location.search)),
    name: route.path,
    title: route.meta.title,
    meta: { affix: route.meta.affix, noCache: route.meta.noCache },
  };
}

/** Fixed tabs: every page route marked affix, opened at the start. */
export function affixViews(routes: ShellRoute[], hrefOf: (path: string) => string): VisitedView[] {
  return pageRoutes(routes)
    .filter(({ route }) => route.meta.affix)
    .map((trail) => {
      const [pathname = '', query = ''] = hrefOf(trail.route.path).split('?');
      return viewOf(trail, { pathname, search: query ? `?${query}` : '' });
    });
}

/** Fixed tabs first (always present), then the stored ones that are still routes of the user. */
export function restoreViews(stored: VisitedView[], affix: VisitedView[], isRoute: (path: string) => boolean): VisitedView[] {
  const affixPaths = new Set(affix.map((view) => view.path));
  const seen = new Set<string>();
  const rest = stored.filter((view) => {
    if (affixPaths.has(view.path) || seen.has(view.path) || !isRoute(view.path)) return false;
    seen.add(view.path);
    return true;
  });
  const fixed = affix
    .map((view) => stored.find((old) => old.path === view.path) ?? view)
    .map((view) => ({ ...view, meta: { ...view.meta, affix: true } }));
  return [...fixed, ...rest];
}

/** A route change: a new tab at the end, or the existing tab updated when its full path differs. */
export function addView(views: VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex((existing) => existing.path === view.path);
  if (index === -1) return [...views, view];
  const existing = views[index]!;
  if (existing.fullPath === view.fullPath && existing.title === view.title) return views;
  const updated = { ...existing, fullPath: view.fullPath, query: view.query, title: view.title };
  return views.map((candidate, i) => (i === index ? updated : candidate));
}

/** Closing a fixed tab does nothing: they cannot be closed. */
export function closeView(views: VisitedView[], view: VisitedView): VisitedView[] {
  if (view.meta.affix) return views;
  return views.filter((existing) => existing.path !== view.path);
}

export function closeOtherViews(views: VisitedView[], keep: VisitedView): VisitedView[] {
  return views.filter((existing) => existing.meta.affix || existing.path === keep.path);
}

export function closeAllViews(views: VisitedView[]): VisitedView[] {
  return views.filter((existing) => existing.meta.affix);
}

/** Where to go when the page on screen lost its tab: the last remaining tab, or home. */
export function lastViewPath(views: VisitedView[], homePath: string): string {
  return views[views.length - 1]?.fullPath ?? homePath;
}

export function isVisitedViewList(value: unknown): value is VisitedView[] {
  return (
    Array.isArray(value) &&
    value.every(
      (view) =>
        typeof view === 'object' &&
        view !== null &&
        typeof view.path === 'string' &&
        typeof view.fullPath === 'string' &&
        typeof view.title === 'string' &&
        typeof view.meta === 'object' &&
        view.meta !== null,
    )
  );
}
