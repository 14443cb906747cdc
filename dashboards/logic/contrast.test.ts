import { describe, expect, it } from 'vitest';
import { contrastRatio, mostReadableOn, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('measures WCAG contrast', () => {
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#FFFFFF', '#165DFF')).toBeCloseTo(5.19, 2);
    expect(contrastRatio('#1D2129', '#165DFF')).toBeCloseTo(3.11, 2);
  });

  it('picks the candidate that reads best', () => {
    expect(mostReadableOn('#165DFF', ['#1D2129', '#FFFFFF'])).toBe('#FFFFFF');
    expect(mostReadableOn('#F2F3F5', ['#1D2129', '#FFFFFF'])).toBe('#1D2129');
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => relativeLuminance('blue')).toThrow('not a #rrggbb colour: blue');
  });
});
