import type { G2Spec } from '@antv/g2';
import { COCKPIT_AXIS, COCKPIT_G2_THEME, COCKPIT_LEGEND, COCKPIT_PALETTE, COCKPIT_TEXT } from '../../frame/cockpit-theme';

/**
 * G2 specs of the repair, patrol and maintenance cockpits on the dark wall theme. Every mark also
 * carries its number as a label, and the panels write the numbers as text beside the chart.
 */

export interface BarItem {
  key: string;
  label: string;
  value: number;
  /** A colour of its own (e.g. an action state's); the palette's first otherwise. */
  colour?: string;
}

const LABEL_STYLE = { fill: COCKPIT_TEXT, fontSize: 13 } as const;

/** One bar per item in the given order; horizontal for long names (engineers, buckets). */
export function barsSpec(items: readonly BarItem[], valueName: string, horizontal = false): G2Spec {
  const colours = items.map((item, index) => item.colour ?? COCKPIT_PALETTE[index % COCKPIT_PALETTE.length]!);
  return {
    type: 'interval',
    theme: COCKPIT_G2_THEME,
    data: items,
    encode: { x: 'label', y: 'value', color: 'key' },
    coordinate: horizontal ? { transform: [{ type: 'transpose' }] } : undefined,
    scale: {
      x: { padding: 0.3 },
      y: { nice: true, domainMin: 0 },
      color: { type: 'ordinal', domain: items.map((item) => item.key), range: colours },
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

export interface SeriesDef {
  key: string;
  label: string;
  colour?: string;
}

interface SeriesPoint {
  x: string;
  series: string;
  value: number;
}

/**
 * Several series per category, stacked (parts of one whole: open repairs and tasks) or side by
 * side (figures to compare: planned, done, overdue), with a legend on top.
 */
export function seriesSpec(
  categories: readonly { key: string; label: string; values: Readonly<Record<string, number>> }[],
  series: readonly SeriesDef[],
  { stacked = false, horizontal = false }: { stacked?: boolean; horizontal?: boolean } = {},
): G2Spec {
  const labels = series.map((item) => item.label);
  const points: SeriesPoint[] = categories.flatMap((category) =>
    series.map((item) => ({ x: category.label, series: item.label, value: category.values[item.key] ?? 0 })),
  );
  return {
    type: 'interval',
    theme: COCKPIT_G2_THEME,
    data: points,
    encode: { x: 'x', y: 'value', color: 'series', ...(stacked ? {} : { series: 'series' }) },
    transform: stacked ? [{ type: 'stackY' }] : [],
    coordinate: horizontal ? { transform: [{ type: 'transpose' }] } : undefined,
    scale: {
      x: { domain: categories.map((category) => category.label), padding: 0.3 },
      y: { nice: true, domainMin: 0 },
      color: { domain: labels, range: series.map((item, index) => item.colour ?? COCKPIT_PALETTE[index % COCKPIT_PALETTE.length]!) },
    },
    axis: {
      x: { ...COCKPIT_AXIS, labelAutoRotate: false, labelAutoHide: true, labelAutoEllipsis: true },
      y: { ...COCKPIT_AXIS },
    },
    legend: { color: { position: 'top', layout: { justifyContent: 'center' }, ...COCKPIT_LEGEND } },
    // Side by side, each bar carries its number; stacked parts would crowd, the table beside has them.
    labels: stacked
      ? []
      : [
          {
            text: 'value',
            position: horizontal ? 'right' : 'top',
            dy: horizontal ? 0 : -2,
            style: { ...LABEL_STYLE, textBaseline: 'bottom' },
          },
        ],
    style: { maxWidth: 28, radius: 2 },
  } as G2Spec;
}

export interface RingItem {
  key: string;
  label: string;
  value: number;
  colour: string;
}

/** A ring of counts on the dark wall; all zero draws one dim ring instead of nothing. */
export function darkRingSpec(items: readonly RingItem[]): G2Spec {
  const shown = items.filter((item) => item.value > 0);
  const data = shown.length > 0 ? shown : [{ key: 'empty', label: '', value: 1, colour: 'rgba(120, 170, 255, 0.18)' }];
  return {
    type: 'interval',
    theme: COCKPIT_G2_THEME,
    data,
    encode: { y: 'value', color: 'key' },
    scale: { color: { type: 'ordinal', domain: data.map((item) => item.key), range: data.map((item) => item.colour) } },
    transform: [{ type: 'stackY' }],
    coordinate: { type: 'theta', innerRadius: 0.66, outerRadius: 0.92 },
    legend: false,
    axis: false,
    tooltip: shown.length > 0 ? { items: [(item: RingItem) => ({ name: item.label, value: item.value, color: item.colour })] } : false,
    style: { stroke: '#0a1b3a', lineWidth: 2 },
  } as G2Spec;
}

/** Bars of one measure and a line of another over the same months (finished repairs and hours). */
export function barLineSpec(points: readonly { month: string; bar: number; line: number }[], names: { bar: string; line: string }): G2Spec {
  const [barColour, lineColour] = [COCKPIT_PALETTE[0]!, COCKPIT_PALETTE[2]!];
  return {
    type: 'view',
    theme: COCKPIT_G2_THEME,
    data: points,
    axis: { x: { ...COCKPIT_AXIS, labelAutoRotate: false } },
    children: [
      {
        type: 'interval',
        encode: { x: 'month', y: 'bar', color: () => names.bar },
        scale: {
          y: { nice: true, domainMin: 0, independent: true },
          color: { domain: [names.bar, names.line], range: [barColour, lineColour] },
        },
        axis: { y: { ...COCKPIT_AXIS, position: 'left' } },
        labels: [{ text: 'bar', position: 'top', dy: -2, style: { ...LABEL_STYLE, textBaseline: 'bottom' } }],
        style: { maxWidth: 28, radius: 2 },
        legend: { color: { position: 'top', layout: { justifyContent: 'center' }, ...COCKPIT_LEGEND } },
      },
      {
        type: 'line',
        encode: { x: 'month', y: 'line', color: () => names.line, shape: 'smooth' },
        scale: { y: { nice: true, domainMin: 0, independent: true } },
        axis: { y: { ...COCKPIT_AXIS, position: 'right', grid: false } },
        style: { lineWidth: 2 },
      },
    ],
  } as G2Spec;
}
