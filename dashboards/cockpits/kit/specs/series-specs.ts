import type { G2Spec } from '@antv/g2';
import { COCKPIT_AXIS, COCKPIT_G2_THEME, COCKPIT_PALETTE } from '../../frame/cockpit-theme';
import { LABEL_STYLE, TOP_LEGEND, paletteColour, type SeriesPoint } from './spec-parts';

export interface SeriesOptions {
  /** Every x value in order (months with no data included). */
  xDomain: readonly string[];
  /** Series in legend and stacking order. */
  seriesOrder: readonly string[];
  format?: (value: number) => string;
  /** One colour per series when they carry meaning (normal, faulty, …); the palette otherwise. */
  colours?: readonly string[];
}

const tooltipOf = (format: (value: number) => string) => ({
  items: [(datum: SeriesPoint) => ({ name: datum.series, value: format(datum.value) })],
});

/** Stacked bars per x (month), one colour per series, with a legend on top. */
export function stackedSpec(
  points: readonly SeriesPoint[],
  { xDomain, seriesOrder, format = String, colours = COCKPIT_PALETTE }: SeriesOptions,
): G2Spec {
  return {
    type: 'interval',
    theme: COCKPIT_G2_THEME,
    data: points,
    encode: { x: 'x', y: 'value', color: 'series' },
    transform: [{ type: 'stackY' }],
    scale: { x: { domain: [...xDomain], padding: 0.4 }, color: { domain: [...seriesOrder], range: [...colours] } },
    axis: { x: { ...COCKPIT_AXIS, labelAutoRotate: false }, y: { ...COCKPIT_AXIS } },
    legend: TOP_LEGEND,
    tooltip: tooltipOf(format),
    style: { maxWidth: 36 },
  } as G2Spec;
}

/** Side-by-side bars per x (e.g. planned and done per task kind), each with its number on top. */
export function groupedSpec(points: readonly SeriesPoint[], { xDomain, seriesOrder, format = String }: SeriesOptions): G2Spec {
  return {
    type: 'interval',
    theme: COCKPIT_G2_THEME,
    data: points,
    encode: { x: 'x', y: 'value', color: 'series' },
    transform: [{ type: 'dodgeX' }],
    scale: { x: { domain: [...xDomain], padding: 0.3 }, color: { domain: [...seriesOrder], range: COCKPIT_PALETTE } },
    axis: { x: { ...COCKPIT_AXIS, labelAutoRotate: false }, y: { ...COCKPIT_AXIS } },
    legend: TOP_LEGEND,
    labels: [
      {
        text: (datum: SeriesPoint) => format(datum.value),
        position: 'top',
        dy: -2,
        style: { ...LABEL_STYLE, fontSize: 12, textBaseline: 'bottom' },
      },
    ],
    tooltip: tooltipOf(format),
    style: { maxWidth: 22 },
  } as G2Spec;
}

export interface SeriesDef {
  key: string;
  label: string;
  colour?: string;
}

/** A row of SeriesTablePanel: one category with a value per series key. */
export interface SeriesCategory {
  key: string;
  label: string;
  values: Readonly<Record<string, number>>;
}

/**
 * SeriesTablePanel's chart: several series per category, stacked (parts of one whole: open repairs
 * and tasks) or side by side (figures to compare: planned, done, overdue), with a legend on top.
 */
export function seriesSpec(
  categories: readonly SeriesCategory[],
  series: readonly SeriesDef[],
  { stacked = false, horizontal = false }: { stacked?: boolean; horizontal?: boolean } = {},
): G2Spec {
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
      color: { domain: series.map((item) => item.label), range: series.map((item, index) => item.colour ?? paletteColour(index)) },
    },
    axis: {
      x: { ...COCKPIT_AXIS, labelAutoRotate: false, labelAutoHide: true, labelAutoEllipsis: true },
      y: { ...COCKPIT_AXIS },
    },
    legend: TOP_LEGEND,
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
