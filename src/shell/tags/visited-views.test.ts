import { describe, expect, it } from 'vitest';
import type { ShellRoute } from '../../../platform/routing/menu-routes';
import type { VisitedView } from '../../../platform/state/tags-atoms';
import {
  addView,
  affixViews,
  closeAllViews,
  closeOtherViews,
  closeView,
  isVisitedViewList,
  lastViewPath,
  restoreViews,
  viewOf,
} from './visited-views';

const route = (path: string, title: string, affix = false, children: ShellRoute[] = []): ShellRoute => ({
  path,
  meta: { title, icon: null, noCache: false, affix, authId: null },
  hidden: false,
  children,
});

const routes = [
  route('/home/dashboard', '首页', true),
  route('/eqp', '设备管理', false, [route('/eqp/index', '设备台账'), route('/mtc-record', '维修记录')]),
];
const hrefOf = (path: string) => `${path}?hosp_code=10001`;
const view = (path: string, title: string, search = '?hosp_code=10001', affix = false): VisitedView =>
  viewOf({ route: route(path, title, affix), ancestors: [] }, { pathname: path, search });

const home = view('/home/dashboard', '首页', '?hosp_code=10001', true);
const eqp = view('/eqp/index', '设备台账');
const mtc = view('/mtc-record', '维修记录');
const paths = (views: VisitedView[]) => views.map((v) => v.path);

describe('visited views (seed 000 sections 2.4 and 4)', () => {
  it('makes a view of a route and a location: path, fullPath, query, name, title, meta', () => {
    expect(view('/eqp/index', '设备台账', '?hosp_code=10001&page=2')).toEqual({
      path: '/eqp/index',
      fullPath: '/eqp/index?hosp_code=10001&page=2',
      query: { hosp_code: '10001', page: '2' },
      name: '/eqp/index',
      title: '设备台账',
      meta: { affix: false, noCache: false },
    });
  });

  it('opens fixed tabs first, then the stored ones that are still routes', () => {
    const affix = affixViews(routes, hrefOf);
    expect(affix).toEqual([home]);
    const gone = view('/gone', '旧页面');
    expect(paths(restoreViews([eqp, gone, home, eqp], affix, (path) => path !== '/gone'))).toEqual(['/home/dashboard', '/eqp/index']);
  });

  it('adds a new view at the end and updates an existing one whose full path changed', () => {
    const views = addView(addView([home], eqp), mtc);
    expect(paths(views)).toEqual(['/home/dashboard', '/eqp/index', '/mtc-record']);
    expect(addView(views, eqp)).toBe(views);
    const updated = addView(views, view('/eqp/index', '设备台账', '?hosp_code=10001&page=2'));
    expect(paths(updated)).toEqual(paths(views));
    expect(updated[1]?.fullPath).toBe('/eqp/index?hosp_code=10001&page=2');
  });

  it('never closes a fixed tab; close others keeps fixed ones and the chosen; close all keeps fixed ones', () => {
    const views = [home, eqp, mtc];
    expect(closeView(views, home)).toBe(views);
    expect(paths(closeView(views, eqp))).toEqual(['/home/dashboard', '/mtc-record']);
    expect(paths(closeOtherViews(views, mtc))).toEqual(['/home/dashboard', '/mtc-record']);
    expect(paths(closeAllViews(views))).toEqual(['/home/dashboard']);
  });

  it('goes to the last remaining tab, or home when none is left', () => {
    expect(lastViewPath([home, eqp], '/home/dashboard?hosp_code=10001')).toBe('/eqp/index?hosp_code=10001');
    expect(lastViewPath([], '/home/dashboard?hosp_code=10001')).toBe('/home/dashboard?hosp_code=10001');
  });

  it('recognises stored lists and rejects anything else', () => {
    expect(isVisitedViewList([home, eqp])).toBe(true);
    expect(isVisitedViewList([{ path: '/x' }])).toBe(false);
    expect(isVisitedViewList('nope')).toBe(false);
  });
});
