import { describe, expect, it } from 'vitest';
import { accessiblePalette, contrast } from './accessible-palette';
import { DEFAULT_PALETTE, THEME_PRESETS, paletteOf } from './theme-color';

const rgb = (shade: string) => shade.split(',').map(Number) as [number, number, number];
const WHITE: [number, number, number] = [255, 255, 255];
const FILL_2: [number, number, number] = [242, 243, 245];

describe('accessible palette', () => {
  it('darkens the default #409EFF (2.8:1 on white) to a blue that reads at 4.5:1 or more', () => {
    expect(contrast(rgb(DEFAULT_PALETTE[5]!), WHITE)).toBeLessThan(3);
    const palette = accessiblePalette(DEFAULT_PALETTE);
    expect(palette[5]).toBe('0,99,201');
    for (const shade of palette.slice(4, 7)) {
      expect(contrast(rgb(shade), WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(rgb(shade), FILL_2)).toBeGreaterThanOrEqual(4.5);
    }
    // The light tints (backgrounds) and the darkest shades are Arco's own.
    expect(palette.slice(0, 4)).toEqual(DEFAULT_PALETTE.slice(0, 4));
    expect(palette.slice(7)).toEqual(DEFAULT_PALETTE.slice(7));
  });

  it('keeps hover lighter and pressed darker than the colour, for every preset', async () => {
    for (const preset of THEME_PRESETS) {
      const palette = accessiblePalette(await paletteOf(preset));
      const [hover, base, pressed] = palette.slice(4, 7).map((shade) => contrast(rgb(shade), WHITE));
      expect(hover).toBeGreaterThanOrEqual(4.5);
      expect(base).toBeGreaterThan(hover!);
      expect(pressed).toBeGreaterThan(base!);
    }
  });

  it('leaves a dark enough colour exactly as chosen', async () => {
    const palette = await paletteOf('#304156');
    expect(accessiblePalette(palette)[5]).toBe(palette[5]);
  });
});
