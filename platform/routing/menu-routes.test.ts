import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../contracts/session';
import { adminRoutes, ADMIN_PAGE_PATHS } from './admin-routes';
import {
  DEFAULT_AUTH,
  findPage,
  menuHref,
  pageRoutes,
  permittedRoutes,
  routeAccess,
  routesFromMenus,
  shownRoutes,
  type ShellRoute,
} from './menu-routes';

let nextId = 0;
function menu(menuName: string, authId: string | null, extra: Partial<MenuNode> = {}): MenuNode {
  nextId += 1;
  return {
    id: String(nextId),
    menuName,
    icon: null,
    sort: nextId,
    path: `/${menuName}`,
    component: null,
    parentId: '0'.repeat(24),
    hospCode: '10001',
    authId,
    hidden: false,
    affix: false,
    children: [],
    ...extra,
  };
}

const titles = (routes: ShellRoute[]): unknown[] =>
  routes.map((r) => (r.children.length ? [r.meta.title, titles(r.children)] : r.meta.title));

describe('menus become routes', () => {
  it('keeps the menu fields as route meta, ordered by sort', () => {
    const routes = routesFromMenus([menu('b', 'x:b', { sort: 2, affix: true, icon: 'home' }), menu('a', null, { sort: 1 })]);
    expect(titles(routes)).toEqual(['a', 'b']);
    expect(routes[1]).toEqual({
      path: '/b',
      meta: { title: 'b', icon: 'home', noCache: false, affix: true, authId: 'x:b' },
      hidden: false,
      children: [],
    });
  });

  it('titles a route with the menu English name in English, its Chinese name otherwise or when it has none', () => {
    const menus = [menu('设备台账', null, { menuNameEn: 'Equipment ledger' }), menu('自定义', null, { menuNameEn: null })];
    expect(titles(routesFromMenus(menus, 'en'))).toEqual(['Equipment ledger', '自定义']);
    expect(titles(routesFromMenus(menus, 'zh'))).toEqual(['设备台账', '自定义']);
  });

  it('shows a route only with a held authId, no authId or defaultAuth; a super admin holds all', () => {
    const routes = routesFromMenus([
      menu('home', 'home:dashboard'),
      menu('free', null),
      menu('always', DEFAULT_AUTH),
      menu('secret', 'x:secret'),
    ]);
    expect(titles(permittedRoutes(routes, new Set(['home:dashboard'])))).toEqual(['home', 'free', 'always']);
    expect(titles(permittedRoutes(routes, 'all'))).toEqual(['home', 'free', 'always', 'secret']);
  });

  it('drops groups left empty, and hidden routes from what is shown (they stay routes)', () => {
    const group = menu('eqp', null, { children: [menu('list', 'eqp:list', { sort: 200 }), menu('mtc', 'eqp:mtc', { sort: 100 })] });
    const empty = menu('task', null, { children: [menu('patrol', 'task:patrol')] });
    const ghost = menu('ghost', null, { hidden: true });
    const permitted = permittedRoutes(routesFromMenus([empty, group, ghost]), new Set(['eqp:list', 'eqp:mtc']));
    expect(titles(permitted)).toEqual([['eqp', ['mtc', 'list']], 'ghost']);
    expect(titles(shownRoutes(permitted))).toEqual([['eqp', ['mtc', 'list']]]);
  });

  it('finds a page with the groups above it, ignoring a trailing slash', () => {
    const routes = routesFromMenus([menu('eqp', null, { children: [menu('list', 'eqp:list', { path: '/eqp/index' })] })]);
    const trail = findPage(routes, '/eqp/index/');
    expect(trail?.route.meta.title).toBe('list');
    expect(trail?.ancestors.map((r) => r.meta.title)).toEqual(['eqp']);
    expect(findPage(routes, '/eqp')).toBeNull();
    expect(pageRoutes(routes).map((t) => t.route.path)).toEqual(['/eqp/index']);
  });

  it('judges access: allowed, forbidden (authId of the page or of a group missing) or absent', () => {
    const routes = routesFromMenus([
      menu('sys', 'sys', { children: [menu('dic', 'sys:dic', { path: '/admin/system-param/dic' })] }),
      menu('list', 'eqp:list', { path: '/eqp/index' }),
    ]);
    expect(routeAccess(routes, '/eqp/index', new Set(['eqp:list']))).toBe('allowed');
    expect(routeAccess(routes, '/admin/system-param/dic', new Set(['sys:dic']))).toBe('forbidden');
    expect(routeAccess(routes, '/admin/system-param/dic', new Set(['sys', 'sys:dic']))).toBe('allowed');
    expect(routeAccess(routes, '/nowhere', 'all')).toBe('absent');
  });

  it('links carry hosp_code', () => {
    expect(menuHref('/eqp/index', '10001')).toBe('/eqp/index?hosp_code=10001');
    expect(menuHref('/x?a=1', '10002')).toBe('/x?a=1&hosp_code=10002');
    expect(menuHref('/admin/dashboard', null)).toBe('/admin/dashboard');
  });
});

describe('admin routes', () => {
  it('hold every admin route of seed 000 section 2.3', () => {
    const seed = [
      'dashboard',
      'news-manage',
      'system-param/dic',
      'operate-log',
      'hospital/hosp',
      'hospital/hosp-menu',
      'hospital/hosp-role',
      'hospital/hosp-permission',
      'sub-manage/sub-items',
      'sub-manage/comp-sub',
      'industry-knowledge-manage/laws-manage',
      'industry-knowledge-manage/operation-doc-mng',
      'industry-knowledge-manage/adverse-event-manage',
      'industry-knowledge-manage/registrationinfo-manage',
      'model-manage',
      'company-manage',
      'param-manage',
      'sql-manage',
      'wx-msg-push',
      'hosp-feedback',
      'project-update-log-admin',
      'app-project-update-log-admin',
      'knowledge-permission',
      'app-hosp-info',
      'app-role',
      'hosp-secret-key-config',
    ];
    for (const path of seed) expect(ADMIN_PAGE_PATHS.has(`/admin/${path}`)).toBe(true);
  });

  it('translate titles through the given function and fix the dashboard as a tab', () => {
    const routes = adminRoutes((key) => `t:${key}`);
    expect(routes[0]).toMatchObject({ path: '/admin/dashboard', meta: { title: 't:adminDashboard', affix: true } });
    expect(findPage(routes, '/admin/hospital/hosp-dept')?.ancestors.map((r) => r.meta.title)).toEqual(['t:hospital']);
  });
});
