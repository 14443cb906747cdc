import type { MenuNode } from '../../api/session-types';

/**
 * Seed 000 section 6: a menu is shown when it is not hidden and has no authId or one the user
 * holds. A group (no page of its own) whose children are all filtered out disappears too.
 */
export function visibleMenus(menus: MenuNode[], authIds: ReadonlySet<string>): MenuNode[] {
  return [...menus]
    .sort((a, b) => a.sort - b.sort)
    .flatMap((menu) => {
      if (menu.hidden || (menu.authId !== null && !authIds.has(menu.authId))) return [];
      const children = visibleMenus(menu.children, authIds);
      const isGroup = menu.children.length > 0;
      if (isGroup && children.length === 0) return [];
      return [{ ...menu, children }];
    });
}

/** Menu links keep the hospital context in the URL, as every page takes hosp_code. */
export function menuHref(path: string, hospCode: string): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${new URLSearchParams({ hosp_code: hospCode })}`;
}
