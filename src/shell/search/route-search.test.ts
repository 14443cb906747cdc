import { describe, expect, it } from 'vitest';
import type { ShellRoute } from '../../../platform/routing/menu-routes';
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
  route('/mtc', '保养管理', [route('/mtc/plan', '保养计划'), route('/mtc/task', '设备保养任务'), route('/mtc/check', '巡检记录')]),
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

  it('finds Chinese titles by their pinyin, whole or by initials, the own title of the page first', () => {
    const search = createRouteSearch(searchEntries(routes));
    const paths = (query: string) => search(query).map((entry) => entry.path);
    expect(paths('baoyang').slice(0, 2)).toEqual(['/mtc/plan', '/mtc/task']);
    expect(paths('by').slice(0, 2)).toEqual(['/mtc/plan', '/mtc/task']);
    expect(paths('baoyang')).toContain('/mtc/check');
    expect(paths('byjh')[0]).toBe('/mtc/plan');
    expect(paths('sbtz')[0]).toBe('/eqp/index');
    expect(paths('shebeitaizhang')[0]).toBe('/eqp/index');
  });

  it('still finds Chinese titles by Chinese, and English ones by English', () => {
    const search = createRouteSearch(searchEntries(routes));
    expect(search('保养计划')[0]?.path).toBe('/mtc/plan');
    expect(search('Dictionary')[0]?.path).toBe('/admin/system-param/dic');
  });
});
