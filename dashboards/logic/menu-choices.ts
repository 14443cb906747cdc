import type { MenuNode } from '../../contracts/session';
import type { Language } from '../../platform/i18n/language';
import { menuNameIn } from '../../platform/routing/menu-routes';

/** A page the user may pin as a shortcut: a leaf of their permitted menu tree. */
export interface MenuChoice {
  path: string;
  name: string;
}

/** Paths that are never offered: the dashboard itself. */
const NOT_OFFERED: ReadonlySet<string> = new Set(['/home/dashboard']);

/** A menu with this authId is shown to everyone (seed 000 section 6, "defaultAuth"). */
const DEFAULT_AUTH = 'defaultAuth';

function permitted(authId: string | null, authIds: ReadonlySet<string>): boolean {
  return authId === null || authId === '' || authId === DEFAULT_AUTH || authIds.has(authId);
}

/**
 * The pages of /api/auth's menuList the user may open: leaves that are not hidden and whose authId
 * (if any) the user holds, in menu order. Groups only contribute their children.
 */
export function menuChoices(menus: readonly MenuNode[], authIds: ReadonlySet<string>, language: Language = 'zh'): MenuChoice[] {
  return [...menus]
    .sort((a, b) => a.sort - b.sort)
    .flatMap((menu): MenuChoice[] => {
      if (menu.hidden || !permitted(menu.authId, authIds)) return [];
      if (menu.children.length > 0) return menuChoices(menu.children, authIds, language);
      if (!menu.path || NOT_OFFERED.has(menu.path)) return [];
      return [{ path: menu.path, name: menuNameIn(menu, language) }];
    });
}

/** The stored shortcuts that are still among the user's pages, with their current names. */
export function resolveShortcuts(paths: readonly string[], choices: readonly MenuChoice[]): MenuChoice[] {
  const byPath = new Map(choices.map((choice) => [choice.path, choice]));
  return paths.flatMap((path) => {
    const choice = byPath.get(path);
    return choice ? [choice] : [];
  });
}

/** Seven colours, one per shortcut position, so each tile keeps its colour when others are removed after it. */
export const SHORTCUT_COLOURS = ['#165DFF', '#00B42A', '#FF7D00', '#F53F3F', '#722ED1', '#0FC6C2', '#F7BA1E'] as const;

export function shortcutColour(index: number): string {
  return SHORTCUT_COLOURS[index % SHORTCUT_COLOURS.length] ?? SHORTCUT_COLOURS[0];
}
