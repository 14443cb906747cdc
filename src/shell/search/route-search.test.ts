import { describe, expect, it } from 'vitest';
import type { ShellRoute } from '../../router/menu-routes';
import { MAX_PATTERN_LENGTH, ROUTE_SEARCH_OPTIONS, createRouteSearch, searchEntries } from './route-search';

const route = (path: string, title: string, children: ShellRoute[] = []): ShellRoute => ({
  path,
  meta: { title, icon: null, noCache: false, affix: false, authId: null },
  hidden: false,
  children,
});

const routes = [
  route('/home/dashboard', '首页'),
  route('/eqp', '设备管理', [route('/eqp/index', '设备台账'), route('/mtc-record', '维修记录')]),
  route('/admin/system-param', 'System settings', [route('/admin/system-param/dic', 'Dictionary')]),
];

describe('route search', () => {
  it('uses the options of seed 000 section 9', () => {
    expect(ROUTE_SEARCH_OPTIONS.threshold).toBe(0.4);
    expect(ROUTE_SEARCH_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
    expect(MAX_PATTERN_LENGTH).toBe(32);
  });

  it('lists pages with the titles of their groups', () => {
    expect(searchEntries(routes)).toContainEqual({ title: ['设备管理', '设备台账'], path: '/eqp/index' });
  });

  it('finds a page by a misspelt title, and by its path', () => {
    const search = createRouteSearch(searchEntries(routes));
    expect(search('设备台帐')[0]?.path).toBe('/eqp/index');
    expect(search('Dictionery')[0]?.path).toBe('/admin/system-param/dic');
    expect(search('mtc-record')[0]?.path).toBe('/mtc-record');
    expect(search('   ')).toEqual([]);
  });

  it('cuts a query at 32 characters', () => {
    const search = createRouteSearch(searchEntries(routes));
    expect(search(`Dictionary${'x'.repeat(40)}`)).toEqual(search(`Dictionary${'x'.repeat(22)}`));
  });
});
