import type { G2Spec } from '@antv/g2';
import { COCKPIT_AXIS, COCKPIT_G2_THEME, COCKPIT_PALETTE } from '../../frame/cockpit-theme';
import { LABEL_STYLE, labelWidth, paletteColour, percentText, type NamedValue } from './spec-parts';

export interface BarOptions {
  /** Names on the left, bars to the right: for long names (departments, tags) and rankings. */
  horizontal?: boolean;
  /** The label on each bar and in the tooltip. */
  format?: (value: number) => string;
  /** The tooltip's name of the value (e.g. 设备数量). */
  valueName: string;
  colour?: string;
  /** Rates: a fixed 0..1 axis in percent. */
  rate?: boolean;
}

/** One bar per name in the given order, all in one colour (the analysis walls' rankings and rates). */
export function barSpec(
  data: readonly NamedValue[],
  { horizontal = false, format = String, valueName, colour = COCKPIT_PALETTE[0], rate = false }: BarOptions,
): G2Spec {
  const text = (datum: NamedValue) => datum.text ?? format(datum.value);
  // Room right of the longest bar for its label, which G2 would otherwise clip at the plot's edge.
  const labelRoom = horizontal ? Math.max(24, ...data.map((datum) => labelWidth(text(datum)))) + 12 : undefined;
  return {
    type: 'interval',
    theme: COCKPIT_G2_THEME,
    data,
    paddingRight: labelRoom,
    encode: { x: 'name', y: 'value' },
    coordinate: horizontal ? { transform: [{ type: 'transpose' }] } : undefined,
    scale: { x: { padding: 0.35 }, y: rate ? { domain: [0, 1], nice: false } : { nice: true } },
    axis: {
      x: horizontal
        ? { ...COCKPIT_AXIS, labelFontSize: 13, labelAutoHide: false, labelAutoEllipsis: true }
        : { ...COCKPIT_AXIS, labelFontSize: 13, labelAutoRotate: false, labelAutoHide: true, labelAutoEllipsis: true },
      y: horizontal ? false : { ...COCKPIT_AXIS, labelFormatter: rate ? percentText : undefined },
    },
    legend: false,
    labels: [
      {
        text,
        position: horizontal ? 'right' : 'top',
        dx: horizontal ? 4 : 0,
        dy: horizontal ? 0 : -2,
        style: { ...LABEL_STYLE, textAlign: horizontal ? 'left' : 'center', textBaseline: horizontal ? 'middle' : 'bottom' },
      },
    ],
    tooltip: {
      title: (datum: NamedValue) => datum.name,
      items: [(datum: NamedValue) => ({ name: valueName, value: format(datum.value) })],
    },
    style: { fill: colour, maxWidth: horizontal ? 16 : 28, radius: 2 },
  } as G2Spec;
}

export interface BarItem {
  key: string;
  label: string;
  value: number;
  /** A colour of its own (e.g. an action state's); the palette's colour by position otherwise. */
  colour?: string;
}

/**
 * One bar per item, each in its own colour (action states, wait buckets): the colour ties a bar to
 * its line in the number list of CountBarsPanel, so it is encoded per key rather than one fill.
 */
export function barsSpec(items: readonly BarItem[], valueName: string, horizontal = false): G2Spec {
  return {
    type: 'interval',
    theme: COCKPIT_G2_THEME,
    data: items,
    encode: { x: 'label', y: 'value', color: 'key' },
    coordinate: horizontal ? { transform: [{ type: 'transpose' }] } : undefined,
    scale: {
      x: { padding: 0.3 },
      y: { nice: true, domainMin: 0 },
      color: {
        type: 'ordinal',
        domain: items.map((item) => item.key),
        range: items.map((item, index) => item.colour ?? paletteColour(index)),
      },
    },
    axis: {
      x: { ...COCKPIT_AXIS, labelAutoRotate: false, labelAutoHide: true, labelAutoEllipsis: true },
      y: horizontal ? false : { ...COCKPIT_AXIS },
    },
    legend: false,
    labels: [
      {
        text: 'value',
        position: horizontal ? 'right' : 'top',
        dx: horizontal ? 4 : 0,
        dy: horizontal ? 0 : -2,
        style: { ...LABEL_STYLE, textAlign: horizontal ? 'left' : 'center', textBaseline: horizontal ? 'middle' : 'bottom' },
      },
    ],
    tooltip: { title: (item: BarItem) => item.label, items: [(item: BarItem) => ({ name: valueName, value: item.value })] },
    style: { maxWidth: horizontal ? 18 : 36, radius: 2 },
  } as G2Spec;
}
