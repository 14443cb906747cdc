import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../contracts/session';
import { menuChoices, resolveShortcuts, shortcutColour, SHORTCUT_COLOURS } from './menu-choices';

function menu(menuName: string, path: string, extra: Partial<MenuNode> = {}): MenuNode {
  return {
    id: path,
    menuName,
    icon: null,
    sort: 0,
    path,
    component: null,
    parentId: '0',
    hospCode: '10001',
    authId: null,
    hidden: false,
    affix: false,
    children: [],
    ...extra,
  };
}

const tree: MenuNode[] = [
  menu('首页', '/home/dashboard', { sort: 1, authId: 'home:dashboard' }),
  menu('设备管理', '/eqp', {
    sort: 2,
    children: [
      menu('维修记录', '/mtc-record', { sort: 2, authId: 'eqp:mtc-record' }),
      menu('设备台账', '/eqp/index', { sort: 1, authId: 'eqp:list' }),
      menu('出保设备', '/guar-equipment-record', { sort: 3, authId: 'eqp:guar' }),
      menu('隐藏页', '/hidden', { sort: 4, hidden: true }),
      menu('公共页', '/public', { sort: 5, authId: 'defaultAuth' }),
    ],
  }),
  menu('系统管理', '/admin', { sort: 3, children: [menu('系统字典', '/admin/system-param/dic', { authId: 'sys:dic' })] }),
];

describe('menuChoices', () => {
  it('offers the permitted, visible leaf pages in menu order, not the dashboard itself', () => {
    const choices = menuChoices(tree, new Set(['home:dashboard', 'eqp:list', 'eqp:mtc-record']));
    expect(choices).toEqual([
      { path: '/eqp/index', name: '设备台账' },
      { path: '/mtc-record', name: '维修记录' },
      { path: '/public', name: '公共页' },
    ]);
  });
});

describe('menuChoices in English', () => {
  it('names a page by its English menu name when it has one', () => {
    const english = [menu('设备台账', '/eqp/index', { menuNameEn: 'Equipment ledger' }), menu('自定义', '/custom')];
    expect(menuChoices(english, new Set(), 'en')).toEqual([
      { path: '/eqp/index', name: 'Equipment ledger' },
      { path: '/custom', name: '自定义' },
    ]);
  });
});

describe('resolveShortcuts', () => {
  it('keeps the stored order and drops pages the user can no longer open', () => {
    const choices = menuChoices(tree, new Set(['eqp:list', 'eqp:mtc-record', 'sys:dic']));
    expect(resolveShortcuts(['/admin/system-param/dic', '/guar-equipment-record', '/eqp/index'], choices)).toEqual([
      { path: '/admin/system-param/dic', name: '系统字典' },
      { path: '/eqp/index', name: '设备台账' },
    ]);
  });

  it('gives each of the seven positions its own colour', () => {
    expect(new Set(SHORTCUT_COLOURS).size).toBe(7);
    expect(shortcutColour(0)).toBe(SHORTCUT_COLOURS[0]);
    expect(shortcutColour(6)).toBe(SHORTCUT_COLOURS[6]);
  });
});
