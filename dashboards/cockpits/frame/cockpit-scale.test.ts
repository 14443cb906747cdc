import { describe, expect, it } from 'vitest';
import { cockpitScale } from './cockpit-scale';

describe('cockpitScale', () => {
  it('fills a 16:9 window exactly', () => {
    expect(cockpitScale(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0 });
    expect(cockpitScale(3840, 2160)).toEqual({ scale: 2, left: 0, top: 0 });
  });

  it('letterboxes a taller window at the top and bottom', () => {
    expect(cockpitScale(960, 1080)).toEqual({ scale: 0.5, left: 0, top: 270 });
  });

  it('pillarboxes a wider window at the sides', () => {
    expect(cockpitScale(2920, 1080)).toEqual({ scale: 1, left: 500, top: 0 });
  });

  it('keeps scale 1 for a window not laid out yet', () => {
    expect(cockpitScale(0, 0)).toEqual({ scale: 1, left: 0, top: 0 });
  });
});
