import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../api/session-types';
import { menuHref, visibleMenus } from './visible-menus';

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

const names = (menus: MenuNode[]): unknown[] => menus.map((m) => (m.children.length ? [m.menuName, names(m.children)] : m.menuName));

describe('visibleMenus', () => {
  it('keeps menus without authId or with a held one, drops hidden and unheld ones', () => {
    const menus = [menu('home', 'home:dashboard'), menu('free', null), menu('secret', 'x:secret'), menu('ghost', null, { hidden: true })];
    expect(names(visibleMenus(menus, new Set(['home:dashboard'])))).toEqual(['home', 'free']);
  });

  it('sorts by sort and drops groups left empty', () => {
    const group = menu('eqp', null, { children: [menu('list', 'eqp:list', { sort: 2 }), menu('mtc', 'eqp:mtc', { sort: 1 })] });
    const empty = menu('task', null, { children: [menu('patrol', 'task:patrol')] });
    expect(names(visibleMenus([empty, group], new Set(['eqp:list', 'eqp:mtc'])))).toEqual([['eqp', ['mtc', 'list']]]);
  });

  it('links carry hosp_code', () => {
    expect(menuHref('/eqp/index', '10001')).toBe('/eqp/index?hosp_code=10001');
    expect(menuHref('/x?a=1', '10002')).toBe('/x?a=1&hosp_code=10002');
  });
});
