import { DEFAULT_THEME_COLOR } from '../../../platform/state/ui-atoms';
import { accessiblePalette } from './accessible-palette';

/** Seed 000 section 9: the default #409EFF and 10 presets to choose from. */
export const THEME_PRESETS = [
  '#409EFF',
  '#1890FF',
  '#304156',
  '#212121',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
  '#FA8C16',
  '#722ED1',
] as const;

/**
 * Arco's palette for #409EFF (`generate(color, {list: true})` as "r,g,b"), precomputed so the
 * login page needs no colour library; theme-color.test.ts checks it against the library.
 */
export const DEFAULT_PALETTE: readonly string[] = [
  '232,247,255',
  '198,234,255',
  '165,219,255',
  '131,201,255',
  '98,182,255',
  '64,158,255',
  '40,119,210',
  '21,84,166',
  '8,53,121',
  '0,28,77',
];

/** The 10 shades Arco derives from a primary colour, as the "r,g,b" its CSS variables hold. */
export async function paletteOf(hex: string): Promise<readonly string[]> {
  if (hex.toUpperCase() === DEFAULT_THEME_COLOR) return DEFAULT_PALETTE;
  const { generate, getRgbStr } = await import('@arco-design/color');
  return generate(hex, { list: true }).map((shade) => getRgbStr(shade));
}

/**
 * Arco colours every primary element from `--primary-1..10`, which its stylesheet points at the
 * arcoblue palette on <body>; setting both there recolours every component at once.
 */
export function applyPalette(palette: readonly string[], target: HTMLElement = document.body): void {
  palette.forEach((rgb, index) => {
    target.style.setProperty(`--arcoblue-${index + 1}`, rgb);
    target.style.setProperty(`--primary-${index + 1}`, rgb);
  });
}

/** The chosen colour's palette, its text-carrying shades darkened where too light to read (accessible-palette.ts). */
export async function applyThemeColor(hex: string): Promise<void> {
  applyPalette(accessiblePalette(await paletteOf(hex)));
}
