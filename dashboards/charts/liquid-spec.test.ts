import { describe, expect, it } from 'vitest';
import { READABLE_CONTRAST, contrastRatio } from '../logic/contrast';
import { liquidSpec } from './liquid-spec';

interface LiquidStyle {
  fill: string;
  backgroundFill: string;
  contentText: string;
  contentFill: string;
  contentStroke?: string;
}
const styleOf = (rate: number, colour = '#165DFF') => (liquidSpec(rate, colour) as unknown as { style: LiquidStyle }).style;

/** The percentage sits in the middle of the gauge: under water from half full, on the background below. */
describe('liquid gauge text', () => {
  it('is readable on the dark-blue water of a gauge more than half full', () => {
    for (const rate of [0.5, 0.85, 0.94, 1]) {
      const style = styleOf(rate);
      expect(style.contentText).toBe(`${Math.round(rate * 100)}%`);
      expect(contrastRatio(style.contentFill, style.fill), `${rate}`).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    }
  });

  it('is readable on the light background of a gauge less than half full', () => {
    for (const rate of [0, 0.2, 0.49]) {
      const style = styleOf(rate);
      expect(contrastRatio(style.contentFill, style.backgroundFill), `${rate}`).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    }
  });

  it('keeps a halo of the other colour, for the wave crossing the text near half full', () => {
    const style = styleOf(0.5);
    expect(contrastRatio(style.contentFill, style.contentStroke ?? style.contentFill)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
  });
});
