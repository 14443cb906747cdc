import { RUNNING_STATUS_TALL_ABOVE } from './dashboard-constants';

/** Body heights (px) of the running-status tile: it grows when it lists more than eight tags. */
export const RUNNING_STATUS_HEIGHT = 300;
export const RUNNING_STATUS_TALL_HEIGHT = 440;

export function runningStatusHeight(tagCount: number): number {
  return tagCount > RUNNING_STATUS_TALL_ABOVE ? RUNNING_STATUS_TALL_HEIGHT : RUNNING_STATUS_HEIGHT;
}

/**
 * One step of the auto-scrolling list: move `speed` px per second; after the bottom, start again
 * at the top. Nothing moves when the list fits.
 */
export function nextScrollTop(current: number, elapsedMs: number, speed: number, maxScroll: number): number {
  if (maxScroll <= 0) return 0;
  if (current >= maxScroll) return 0;
  return Math.min(current + (speed * elapsedMs) / 1000, maxScroll);
}
