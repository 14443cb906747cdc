import { atom, type WritableAtom } from 'jotai';
import { readStoredLanguage, type Language } from '../i18n/language';
import { StorageNames, isBoolean, readStored, writeStored } from './storage';

/** UI state (seed 000 section 3): sidebar, device, language, size, theme colour. */
export const languageAtom = atom<Language>(readStoredLanguage());

/**
 * An atom that starts from browser storage and writes every change back, so the setting survives
 * a reload. Global settings only: per-account values are kept by their own controllers.
 */
function persistedAtom<T>(name: string, fallback: T, isValid: (value: unknown) => value is T): WritableAtom<T, [T], void> {
  const base = atom<T>(readStored(name, fallback, { isValid }));
  return atom(
    (get) => get(base),
    (_get, set, next: T) => {
      set(base, next);
      writeStored(name, next);
    },
  );
}

/** Desktop sidebar: open (210 px, titles) or collapsed (icons only). Remembered. */
export const sidebarOpenedAtom = persistedAtom(StorageNames.sidebarOpened, true, isBoolean);

/** Seed 000 section 9: under 992 px wide the console behaves as on a mobile device. */
export const MOBILE_BREAKPOINT_PX = 992;
export type Device = 'desktop' | 'mobile';
export const deviceOf = (viewportWidth: number): Device => (viewportWidth < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop');
export const deviceAtom = atom<Device>(typeof window === 'undefined' ? 'desktop' : deviceOf(window.innerWidth));

/** On a mobile device the sidebar is a drawer over the page, closed until asked for; not remembered. */
export const mobileSidebarOpenAtom = atom(false);

/** Seed 000 section 2.4: Default, Medium, Small, Mini; default medium (section 9). */
export const COMPONENT_SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type ComponentSize = (typeof COMPONENT_SIZES)[number];
export const DEFAULT_COMPONENT_SIZE: ComponentSize = 'medium';
export const isComponentSize = (value: unknown): value is ComponentSize => COMPONENT_SIZES.includes(value as ComponentSize);
export const componentSizeAtom = persistedAtom<ComponentSize>(StorageNames.size, DEFAULT_COMPONENT_SIZE, isComponentSize);

/** Seed 000 section 9: default theme colour #409EFF. */
export const DEFAULT_THEME_COLOR = '#409EFF';
export const isHexColor = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);
export const themeColorAtom = persistedAtom<string>(StorageNames.themeColor, DEFAULT_THEME_COLOR, isHexColor);
