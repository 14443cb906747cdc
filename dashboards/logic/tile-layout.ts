import { RUNNING_STATUS_TALL_ABOVE } from './dashboard-constants';

/** The tallest a tag list's body grows (px) once it lists more tags than it shows whole. */
export const TAG_LIST_MAX_HEIGHT = 440;

/**
 * Body height limit of the three tag tiles (share, running status, usage), which list the same
 * tags side by side. Up to eight tags (seed 000 section 9) each is as tall as its content, so
 * nothing is cut; above eight the tiles grow to one taller height and the lists scroll by themselves.
 */
export function tagListMaxHeight(tagCount: number): number | undefined {
  return tagCount > RUNNING_STATUS_TALL_ABOVE ? TAG_LIST_MAX_HEIGHT : undefined;
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
