import type { G2Spec } from '@antv/g2';
import type { BootRateBar } from '../logic/boot-rate';

/**
 * The boot-rate bars: each bar runs from the axis minimum (`base`) to its drawn height, the axis
 * shows the cut labels, the text on the bar and the tooltip show the real whole percentage.
 */
export function bootRateSpec(bars: readonly BootRateBar[], yMin: number, rateName: string): G2Spec {
  const axisLabels = new Map(bars.map((bar) => [bar.label, bar.axisLabel]));
  return {
    type: 'interval',
    data: bars,
    encode: { x: 'label', y: 'drawn', y1: 'base' },
    scale: { y: { domainMin: yMin, domainMax: 100, nice: false } },
    axis: {
      x: { title: false, labelFormatter: (label: string) => axisLabels.get(label) ?? label, labelAutoRotate: false },
      y: { title: false, labelFormatter: (value: number) => `${Math.round(value)}%` },
    },
    legend: false,
    // 'top' anchors inside the bar's top edge; a bottom baseline lifts the text above the bar.
    labels: [
      {
        text: (bar: BootRateBar) => `${bar.percent}%`,
        position: 'top',
        style: { textBaseline: 'bottom', dy: -4, fill: '#4E5969', fontSize: 12 },
      },
    ],
    tooltip: { title: (bar: BootRateBar) => bar.label, items: [(bar: BootRateBar) => ({ name: rateName, value: `${bar.percent}%` })] },
    style: { fill: '#165DFF', maxWidth: 36, radiusTopLeft: 4, radiusTopRight: 4 },
  } as G2Spec;
}
