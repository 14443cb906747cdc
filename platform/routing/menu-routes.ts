import type { MenuNode } from '../../contracts/session';
import type { Language } from '../i18n/language';
import { HOSP_CODE_PARAM } from './route-paths';

/** A route carrying this authId is shown to everyone (seed 000 section 6: "defaultAuth"). */
export const DEFAULT_AUTH = 'defaultAuth';

/** Seed 000 section 3, Route meta. */
export interface RouteMeta {
  title: string;
  icon: string | null;
  noCache: boolean;
  affix: boolean;
  authId: string | null;
}

/** One route of the shell: a page (no children) or a group of routes (sidebar submenu). */
export interface ShellRoute {
  path: string;
  meta: RouteMeta;
  hidden: boolean;
  children: ShellRoute[];
}

/** The auth ids a user holds; a super admin holds every id. */
export type HeldAuth = ReadonlySet<string> | 'all';

export function holdsAuth(authId: string | null, held: HeldAuth): boolean {
  return authId === null || authId === '' || authId === DEFAULT_AUTH || held === 'all' || held.has(authId);
}

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** A menu's name in the console's language: its English name in English when it has one. */
export function menuNameIn(menu: Pick<MenuNode, 'menuName' | 'menuNameEn'>, language: Language): string {
  return language === 'en' && menu.menuNameEn ? menu.menuNameEn : menu.menuName;
}

/**
 * The server's menus (POST /api/auth) become routes, ordered by their sort number. The title is the
 * menu's name in `language`, so sidebar, tabs, breadcrumb and route search all follow the switch.
 */
export function routesFromMenus(menus: MenuNode[], language: Language = 'zh'): ShellRoute[] {
  return [...menus]
    .sort((a, b) => a.sort - b.sort)
    .map((menu) => ({
      path: menu.path,
      meta: { title: menuNameIn(menu, language), icon: menu.icon, noCache: false, affix: menu.affix, authId: menu.authId },
      hidden: menu.hidden,
      children: routesFromMenus(menu.children, language),
    }));
}

/** Keeps only what the user may see: seed 000 section 6. A group left without pages goes too. */
export function permittedRoutes(routes: ShellRoute[], held: HeldAuth): ShellRoute[] {
  return routes.flatMap((route) => {
    if (!holdsAuth(route.meta.authId, held)) return [];
    if (route.children.length === 0) return [route];
    const children = permittedRoutes(route.children, held);
    return children.length > 0 ? [{ ...route, children }] : [];
  });
}

/** What the sidebar and the route search list: permitted routes that are not hidden. */
export function shownRoutes(routes: ShellRoute[]): ShellRoute[] {
  return routes.flatMap((route) => {
    if (route.hidden) return [];
    if (route.children.length === 0) return [route];
    const children = shownRoutes(route.children);
    return children.length > 0 ? [{ ...route, children }] : [];
  });
}

/** A page and the groups above it, outermost first (the breadcrumb). */
export interface RouteTrail {
  route: ShellRoute;
  ancestors: ShellRoute[];
}

export function pageRoutes(routes: ShellRoute[], ancestors: ShellRoute[] = []): RouteTrail[] {
  return routes.flatMap((route) =>
    route.children.length === 0 ? [{ route, ancestors }] : pageRoutes(route.children, [...ancestors, route]),
  );
}

export function findPage(routes: ShellRoute[], pathname: string): RouteTrail | null {
  const wanted = normalizePath(pathname);
  return pageRoutes(routes).find((trail) => normalizePath(trail.route.path) === wanted) ?? null;
}

export type RouteAccess = 'allowed' | 'forbidden' | 'absent';

/**
 * Whether a user may open a path, judged on all of the hospital's routes: absent (not a page of
 * theirs: 404), forbidden (a page whose authId, or a group's, they lack: 401) or allowed.
 */
export function routeAccess(routes: ShellRoute[], pathname: string, held: HeldAuth): RouteAccess {
  const trail = findPage(routes, pathname);
  if (!trail) return 'absent';
  const guarded = [...trail.ancestors, trail.route];
  return guarded.every((route) => holdsAuth(route.meta.authId, held)) ? 'allowed' : 'forbidden';
}

/** Hospital pages keep the hospital in the URL, as every page takes hosp_code. */
export function menuHref(path: string, hospCode: string | null): string {
  if (!hospCode) return path;
  const [pathname = path, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(HOSP_CODE_PARAM, hospCode);
  return `${pathname}?${params}`;
}
