import type { InitMenu, InitPermission } from '../hospitals/init-data.js';
import { cockpitMenus, cockpitPermissions } from './cockpit-init-data.js';

/**
 * The part of the standard init data no schema states: the folders schema screens sit in, the
 * home and admin dashboards, the cockpits. Every schema screen brings its own menu and permission
 * node (`menu`, `permissionNode` in schemas/*.json); server/seed/schema-init-data.ts puts them in
 * by `order` among these. Orders go in steps of 10, so a new entry fits between two.
 */
export interface OrderedMenu extends Omit<InitMenu, 'children'> {
  order: number;
  children?: OrderedMenu[];
}

export interface OrderedPermission extends Omit<InitPermission, 'children'> {
  order: number;
  children?: OrderedPermission[];
}

export interface OrderedInitTree {
  menus: OrderedMenu[];
  permissions: OrderedPermission[];
}

/** A folder of schema screens: its pages come from the schemas naming it as their parent. */
const folder = (
  menuName: string,
  menuNameEn: string,
  path: string,
  icon: string,
  order: number,
  children: OrderedMenu[] = [],
): OrderedMenu => ({
  menuName,
  menuNameEn,
  path,
  icon,
  order,
  children,
});

/** Gives a fixed list its places (10, 20, ...), children included. */
function inOrder<T extends { children?: T[] }, Ordered>(list: T[]): Ordered[] {
  return list.map(
    (item, index) =>
      ({
        ...item,
        order: (index + 1) * 10,
        ...(item.children ? { children: inOrder<T, Ordered>(item.children) } : {}),
      }) as unknown as Ordered,
  );
}

// Seed 001 section 5: a menu's icon is required on edit, so every baseline menu has one (a page's
// default is the file icon), or an administrator could not rename a menu without choosing one first.
// The English name is what the console shows in English (menus, tabs, breadcrumbs, shortcuts).
const menus: OrderedMenu[] = [
  { menuName: '首页', menuNameEn: 'Home', path: '/home/dashboard', icon: 'home', authId: 'home:dashboard', affix: true, order: 10 },
  folder('设备管理', 'Equipment', '/eqp', 'apps', 20),
  folder('任务管理', 'Tasks', '/task', 'calendar', 30),
  folder('系统管理', 'System', '/admin', 'settings', 40, [
    { menuName: '管理首页', menuNameEn: 'Admin home', path: '/admin/dashboard', icon: 'file', order: 10 },
    folder('系统参数', 'System settings', '/admin/system-param', 'layers', 40),
    folder('医院管理', 'Hospitals', '/admin/hospital', 'layers', 60),
    folder('订阅管理', 'Subscriptions', '/admin/sub-manage', 'layers', 70),
    folder('行业知识管理', 'Industry knowledge', '/admin/industry-knowledge-manage', 'layers', 80),
  ]),
  { ...cockpitMenus, order: 50, children: inOrder<InitMenu, OrderedMenu>(cockpitMenus.children ?? []) },
];

const permissions: OrderedPermission[] = [
  { pmsCode: 'home', pmsName: '首页', order: 10, children: [{ pmsCode: 'home:dashboard', pmsName: '首页看板', order: 10 }] },
  { pmsCode: 'eqp', pmsName: '设备管理', order: 20, children: [] },
  { pmsCode: 'task', pmsName: '任务管理', order: 30, children: [] },
  { pmsCode: 'sys', pmsName: '系统管理', order: 40, children: [] },
  { ...cockpitPermissions, order: 50, children: inOrder<InitPermission, OrderedPermission>(cockpitPermissions.children ?? []) },
];

export const standardInitBase: OrderedInitTree = { menus, permissions };

const allOf = <T extends { children?: T[] }>(nodes: T[]): T[] => nodes.flatMap((node) => [node, ...allOf(node.children ?? [])]);

/** The base's menu paths and permission codes, which no schema may claim and any schema may name as its parent. */
export const standardInitBaseKeys = {
  menuPaths: allOf(menus).map((menu) => menu.path),
  permissionCodes: allOf(permissions).map((node) => node.pmsCode),
};
