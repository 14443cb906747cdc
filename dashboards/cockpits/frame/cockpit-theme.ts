/**
 * Colours of the dark wall screens, shared by every cockpit's G2 specs so the charts read alike:
 * pass `theme: COCKPIT_G2_THEME` and axis/legend label colours from COCKPIT_TEXT.
 */
export const COCKPIT_PALETTE = [
  '#3c9cff',
  '#36cfc9',
  '#ffc53d',
  '#ff7a45',
  '#9254de',
  '#73d13d',
  '#f759ab',
  '#40a9ff',
  '#ffd666',
  '#5cdbd3',
];
export const COCKPIT_TEXT = 'rgba(214, 232, 255, 0.88)';
export const COCKPIT_GRID = 'rgba(120, 170, 255, 0.18)';

export const COCKPIT_G2_THEME = {
  type: 'dark',
  view: { viewFill: 'transparent' },
  category10: COCKPIT_PALETTE,
  category20: COCKPIT_PALETTE,
} as const;

/** Axis settings for a dark background (labels, grid, no title): spread into a spec's `axis.x` / `axis.y`. */
export const COCKPIT_AXIS = {
  title: false,
  labelFill: COCKPIT_TEXT,
  labelFontSize: 14,
  gridStroke: COCKPIT_GRID,
  lineStroke: COCKPIT_GRID,
  tickStroke: COCKPIT_GRID,
} as const;

export const COCKPIT_LEGEND = { itemLabelFill: COCKPIT_TEXT, itemLabelFontSize: 14 } as const;

/** The wall's ground colour (the darkest stop of the frame's gradient), also the PDF pages' background. */
export const COCKPIT_BACKGROUND = '#050f26';
