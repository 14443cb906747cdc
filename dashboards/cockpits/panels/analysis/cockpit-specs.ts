import type { G2Spec } from '@antv/g2';
import { COCKPIT_AXIS, COCKPIT_G2_THEME, COCKPIT_LEGEND, COCKPIT_PALETTE, COCKPIT_TEXT } from '../../frame/cockpit-theme';

/**
 * G2 specs of the analysis cockpits, all on the dark wall theme. Each chart's numbers are also
 * written as labels on the marks, and the panels add a text summary, so nothing is colour-only.
 */

export interface NamedValue {
  name: string;
  value: number;
  /** The label on the mark when it says more than the value (e.g. orders and hours). */
  text?: string;
}

export interface SeriesPoint {
  x: string;
  series: string;
  value: number;
}

/** The palette's first two colours, named for the single-series charts. */
const BLUE = '#3c9cff';
const CYAN = '#36cfc9';

/** Series of equipment states: normal blue, faulty orange, the rest (awaiting scrap) yellow. */
export const STATE_COLOURS = [BLUE, '#ff7a45', '#ffc53d'] as const;

const LABEL_STYLE = { fill: COCKPIT_TEXT, fontSize: 13 } as const;

export const percentText = (rate: number) => `${Math.round(rate * 100)}%`;

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

/** The drawn width of a label at 13 px: wide (CJK) characters about 13 px, others about 7.5 px. */
export function labelWidth(text: string): number {
  let width = 0;
  for (const char of text) width += char.charCodeAt(0) > 0x2e7f ? 13 : 7.5;
  return Math.ceil(width);
}

/** One bar per name, in the given order. */
export function barSpec(
  data: readonly NamedValue[],
  { horizontal = false, format = String, valueName, colour = BLUE, rate = false }: BarOptions,
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

export interface SeriesOptions {
  /** Every x value in order (months with no data included). */
  xDomain: readonly string[];
  /** Series in legend and stacking order. */
  seriesOrder: readonly string[];
  format?: (value: number) => string;
  /** One colour per series when they carry meaning (normal, faulty, …); the palette otherwise. */
  colours?: readonly string[];
}

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
    legend: { color: { position: 'top', layout: { justifyContent: 'center' }, ...COCKPIT_LEGEND } },
    tooltip: { items: [(datum: SeriesPoint) => ({ name: datum.series, value: format(datum.value) })] },
    style: { maxWidth: 36 },
  } as G2Spec;
}

/** Side-by-side bars per x (e.g. planned and done per task kind). */
export function groupedSpec(points: readonly SeriesPoint[], { xDomain, seriesOrder, format = String }: SeriesOptions): G2Spec {
  return {
    type: 'interval',
    theme: COCKPIT_G2_THEME,
    data: points,
    encode: { x: 'x', y: 'value', color: 'series' },
    transform: [{ type: 'dodgeX' }],
    scale: { x: { domain: [...xDomain], padding: 0.3 }, color: { domain: [...seriesOrder], range: COCKPIT_PALETTE } },
    axis: { x: { ...COCKPIT_AXIS, labelAutoRotate: false }, y: { ...COCKPIT_AXIS } },
    legend: { color: { position: 'top', layout: { justifyContent: 'center' }, ...COCKPIT_LEGEND } },
    labels: [
      {
        text: (datum: SeriesPoint) => format(datum.value),
        position: 'top',
        dy: -2,
        style: { ...LABEL_STYLE, fontSize: 12, textBaseline: 'bottom' },
      },
    ],
    tooltip: { items: [(datum: SeriesPoint) => ({ name: datum.series, value: format(datum.value) })] },
    style: { maxWidth: 22 },
  } as G2Spec;
}

/** A rate over months: a line with a point and its percentage at each month. */
export function rateLineSpec(data: readonly NamedValue[], valueName: string, colour: string = CYAN): G2Spec {
  const values = data.map((datum) => datum.value);
  const low = values.length > 0 ? Math.max(0, Math.floor(Math.min(...values) * 10) / 10 - 0.1) : 0;
  return {
    type: 'view',
    theme: COCKPIT_G2_THEME,
    data,
    // The last month's axis label and percentage sit at the plot's right edge.
    paddingRight: 32,
    encode: { x: 'name', y: 'value' },
    scale: { y: { domain: [low, 1], nice: false } },
    axis: { x: { ...COCKPIT_AXIS, labelAutoRotate: false }, y: { ...COCKPIT_AXIS, labelFormatter: percentText } },
    legend: false,
    children: [
      {
        type: 'line',
        style: { stroke: colour, lineWidth: 3 },
        tooltip: { items: [(datum: NamedValue) => ({ name: valueName, value: percentText(datum.value) })] },
      },
      {
        type: 'point',
        style: { fill: colour, stroke: '#fff', lineWidth: 1 },
        tooltip: false,
        labels: [
          {
            text: (datum: NamedValue) => percentText(datum.value),
            position: 'top',
            dy: -6,
            style: { ...LABEL_STYLE, textBaseline: 'bottom' },
          },
        ],
      },
    ],
  } as G2Spec;
}

/** A ring of shares with its legend beside it; an empty ring is left to the panel's 暂无数据. */
export function ringSpec(data: readonly NamedValue[], valueName: string, format: (value: number) => string = String): G2Spec {
  return {
    type: 'interval',
    theme: COCKPIT_G2_THEME,
    data,
    encode: { y: 'value', color: 'name' },
    transform: [{ type: 'stackY' }],
    coordinate: { type: 'theta', innerRadius: 0.6, outerRadius: 0.9 },
    scale: { color: { domain: data.map((datum) => datum.name), range: COCKPIT_PALETTE } },
    axis: false,
    legend: { color: { position: 'right', layout: { justifyContent: 'center' }, ...COCKPIT_LEGEND } },
    tooltip: { items: [(datum: NamedValue) => ({ name: `${datum.name} · ${valueName}`, value: format(datum.value) })] },
    style: { stroke: 'rgba(5, 15, 38, 0.9)', lineWidth: 2 },
  } as G2Spec;
}
