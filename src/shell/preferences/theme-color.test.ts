// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { generate, getRgbStr } from '@arco-design/color';
import { DEFAULT_THEME_COLOR } from '../../../platform/state/ui-atoms';
import { DEFAULT_PALETTE, THEME_PRESETS, applyPalette, paletteOf } from './theme-color';

describe('theme colour', () => {
  it('has the default #409EFF first among 10 presets', () => {
    expect(THEME_PRESETS).toHaveLength(10);
    expect(THEME_PRESETS[0]).toBe(DEFAULT_THEME_COLOR);
    expect(new Set(THEME_PRESETS).size).toBe(10);
  });

  it('precomputes exactly the palette Arco generates for the default', () => {
    expect(DEFAULT_PALETTE).toEqual(generate(DEFAULT_THEME_COLOR, { list: true }).map((c) => getRgbStr(c)));
  });

  it('generates another colour with the library; shade 6 is the colour itself', async () => {
    const palette = await paletteOf('#11A983');
    expect(palette).toHaveLength(10);
    expect(palette[5]).toBe('17,169,131');
  });

  it('sets the arcoblue and primary variables 1 to 10', () => {
    const target = document.createElement('div');
    applyPalette(DEFAULT_PALETTE, target);
    expect(target.style.getPropertyValue('--primary-6')).toBe('64,158,255');
    expect(target.style.getPropertyValue('--arcoblue-1')).toBe('232,247,255');
    expect(target.style.getPropertyValue('--arcoblue-10')).toBe('0,28,77');
  });
});
