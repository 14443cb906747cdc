import type { G2Spec } from '@antv/g2';
import { mostReadableOn } from '../logic/contrast';

const DARK_TEXT = '#1D2129';
const LIGHT_TEXT = '#FFFFFF';
const EMPTY_FILL = '#F2F3F5';

/**
 * A fill gauge (G2 liquid) for one rate (fraction 0..1), its text a whole percentage. The text sits
 * in the middle: from half full it is under water, below that on the empty background, so its
 * colour is whichever reads best there; a halo of the other colour keeps it readable while the
 * wave crosses it near half full.
 */
export function liquidSpec(rate: number, colour: string): G2Spec {
  const percent = Math.min(Math.max(rate, 0), 1);
  const behindText = percent >= 0.5 ? colour : EMPTY_FILL;
  const text = mostReadableOn(behindText, [DARK_TEXT, LIGHT_TEXT]);
  return {
    type: 'liquid',
    data: percent,
    style: {
      fill: colour,
      outlineBorder: 2,
      outlineDistance: 3,
      outlineStroke: colour,
      waveLength: 60,
      backgroundFill: EMPTY_FILL,
      contentText: `${Math.round(percent * 100)}%`,
      contentFontSize: 14,
      contentFontWeight: 600,
      contentFill: text,
      contentStroke: text === LIGHT_TEXT ? colour : LIGHT_TEXT,
      contentLineWidth: 3,
    },
  } as G2Spec;
}
