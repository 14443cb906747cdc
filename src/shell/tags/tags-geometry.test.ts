import { describe, expect, it } from 'vitest';
import { contextMenuLeft, scrollLeftToShow, wheelScrollStep } from './tags-geometry';

describe('tag bar geometry (seed 000 section 9)', () => {
  it('puts the context menu 15 px right of the pointer, but never closer than 105 px to the right edge', () => {
    expect(contextMenuLeft(300, 200, 800)).toBe(115);
    expect(contextMenuLeft(990, 200, 800)).toBe(695);
  });

  it('scrolls by a quarter of the wheel delta', () => {
    expect(wheelScrollStep(0, 200)).toBe(50);
    expect(wheelScrollStep(-120, 10)).toBe(-30);
  });

  it('scrolls just enough to show a tab with 4 px to spare', () => {
    expect(scrollLeftToShow(100, 80, 0, 500)).toBe(0);
    expect(scrollLeftToShow(600, 80, 0, 500)).toBe(184);
    expect(scrollLeftToShow(50, 80, 200, 500)).toBe(46);
  });
});
