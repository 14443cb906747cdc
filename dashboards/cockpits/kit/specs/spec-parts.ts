import { COCKPIT_LEGEND, COCKPIT_PALETTE, COCKPIT_TEXT } from '../../frame/cockpit-theme';

/** The numbers written on the marks: every chart also says its values in text, so nothing is colour-only. */
export const LABEL_STYLE = { fill: COCKPIT_TEXT, fontSize: 13 } as const;

/** The legend of a chart with several series: centred above the plot. */
export const TOP_LEGEND = { color: { position: 'top', layout: { justifyContent: 'center' }, ...COCKPIT_LEGEND } } as const;

/** The palette's colour for the index-th item, starting over after the last. */
export const paletteColour = (index: number): string => COCKPIT_PALETTE[index % COCKPIT_PALETTE.length]!;

export const percentText = (rate: number) => `${Math.round(rate * 100)}%`;

/** The drawn width of a label at 13 px: wide (CJK) characters about 13 px, others about 7.5 px. */
export function labelWidth(text: string): number {
  let width = 0;
  for (const char of text) width += char.charCodeAt(0) > 0x2e7f ? 13 : 7.5;
  return Math.ceil(width);
}

/** One value of a named category (a tag, a department, a month). */
export interface NamedValue {
  name: string;
  value: number;
  /** The label on the mark when it says more than the value (e.g. orders and hours). */
  text?: string;
}

/** One value of one series at one x (a month, a kind). */
export interface SeriesPoint {
  x: string;
  series: string;
  value: number;
}
