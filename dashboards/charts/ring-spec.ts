import type { G2Spec } from '@antv/g2';

export interface RingSlice {
  key: string;
  label: string;
  value: number;
  colour: string;
}

/** Colour of the empty ring drawn when every count is zero. */
export const EMPTY_RING_COLOUR = '#E5E6EB';

/**
 * A ring (donut) of counts: a stacked interval in theta coordinates. With nothing to show it draws
 * one grey ring, so the panel keeps its shape instead of going blank.
 */
export function ringSpec(slices: readonly RingSlice[]): G2Spec {
  const shown = slices.filter((slice) => slice.value > 0);
  const empty = shown.length === 0;
  const data = empty ? [{ key: 'empty', label: '', value: 1, colour: EMPTY_RING_COLOUR }] : shown;
  return {
    type: 'interval',
    data,
    encode: { y: 'value', color: 'key' },
    scale: { color: { type: 'ordinal', domain: data.map((slice) => slice.key), range: data.map((slice) => slice.colour) } },
    transform: [{ type: 'stackY' }],
    coordinate: { type: 'theta', innerRadius: 0.68, outerRadius: 0.92 },
    legend: false,
    axis: false,
    tooltip: empty ? false : { items: [(slice: RingSlice) => ({ name: slice.label, value: slice.value, color: slice.colour })] },
    style: { stroke: '#fff', lineWidth: 1 },
  } as G2Spec;
}
