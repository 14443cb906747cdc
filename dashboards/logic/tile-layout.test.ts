import { describe, expect, it } from 'vitest';
import { TAG_LIST_MAX_HEIGHT, nextScrollTop, tagListMaxHeight } from './tile-layout';

describe('tag tile height', () => {
  it('fits its content up to 8 tags and is capped at the tall height above', () => {
    expect(tagListMaxHeight(0)).toBeUndefined();
    expect(tagListMaxHeight(8)).toBeUndefined();
    expect(tagListMaxHeight(9)).toBe(TAG_LIST_MAX_HEIGHT);
    expect(TAG_LIST_MAX_HEIGHT).toBe(440);
  });
});

describe('auto-scrolling list', () => {
  it('moves 60 px per second', () => {
    expect(nextScrollTop(0, 1000, 60, 500)).toBe(60);
    expect(nextScrollTop(100, 500, 60, 500)).toBe(130);
  });

  it('stops at the bottom, then starts again at the top', () => {
    expect(nextScrollTop(480, 1000, 60, 500)).toBe(500);
    expect(nextScrollTop(500, 16, 60, 500)).toBe(0);
  });

  it('does not move a list that fits', () => {
    expect(nextScrollTop(0, 1000, 60, 0)).toBe(0);
    expect(nextScrollTop(20, 1000, 60, -5)).toBe(0);
  });
});
