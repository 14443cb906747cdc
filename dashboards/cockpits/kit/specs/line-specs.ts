import type { G2Spec } from '@antv/g2';
import { COCKPIT_AXIS, COCKPIT_G2_THEME, COCKPIT_PALETTE } from '../../frame/cockpit-theme';
import { LABEL_STYLE, TOP_LEGEND, percentText, type NamedValue } from './spec-parts';

/** A rate over months: a line with a point and its percentage at each month. */
export function rateLineSpec(data: readonly NamedValue[], valueName: string, colour: string = COCKPIT_PALETTE[1]!): G2Spec {
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
        legend: TOP_LEGEND,
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
