import type { G2Spec } from '@antv/g2';
import { COCKPIT_G2_THEME, COCKPIT_LEGEND, COCKPIT_PALETTE } from '../../frame/cockpit-theme';
import type { NamedValue } from './spec-parts';

/** A ring of shares with G2's legend beside it (ChartPanel); an empty ring is left to the panel's 暂无数据. */
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

export interface RingItem {
  key: string;
  label: string;
  value: number;
  colour: string;
}

/**
 * RingPanel's ring: each part in its own meaning's colour, the whole written in its hole and the
 * parts listed beside it (so no G2 legend); all zero draws one dim ring instead of nothing.
 */
export function centredRingSpec(items: readonly RingItem[]): G2Spec {
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
