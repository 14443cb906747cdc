import type { G2Spec } from '@antv/g2';

/** A fill gauge (G2 liquid) for one rate (fraction 0..1), its text a whole percentage. */
export function liquidSpec(rate: number, colour: string): G2Spec {
  const percent = Math.min(Math.max(rate, 0), 1);
  return {
    type: 'liquid',
    data: percent,
    style: {
      fill: colour,
      outlineBorder: 2,
      outlineDistance: 3,
      outlineStroke: colour,
      waveLength: 60,
      backgroundFill: '#F2F3F5',
      contentText: `${Math.round(percent * 100)}%`,
      contentFontSize: 16,
      contentFill: '#1D2129',
    },
  } as G2Spec;
}
