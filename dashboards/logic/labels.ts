import { AXIS_LABEL_ELLIPSIS, AXIS_LABEL_MAX_CHARS } from './dashboard-constants';

/**
 * Cuts a long axis label to `max` characters plus an ellipsis. Counts code points, not UTF-16
 * units, so a label with rare CJK characters or emoji is never split inside a character.
 */
export function cutLabel(label: string, max: number = AXIS_LABEL_MAX_CHARS): string {
  const characters = Array.from(label);
  return characters.length > max ? characters.slice(0, max).join('') + AXIS_LABEL_ELLIPSIS : label;
}
