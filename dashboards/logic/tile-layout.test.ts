import { describe, expect, it } from 'vitest';
import { RUNNING_STATUS_HEIGHT, RUNNING_STATUS_TALL_HEIGHT, nextScrollTop, runningStatusHeight } from './tile-layout';

describe('running-status tile height', () => {
  it('keeps the normal height up to 8 tags and grows above', () => {
    expect(runningStatusHeight(0)).toBe(RUNNING_STATUS_HEIGHT);
    expect(runningStatusHeight(8)).toBe(RUNNING_STATUS_HEIGHT);
    expect(runningStatusHeight(9)).toBe(RUNNING_STATUS_TALL_HEIGHT);
    expect(RUNNING_STATUS_TALL_HEIGHT).toBeGreaterThan(RUNNING_STATUS_HEIGHT);
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
