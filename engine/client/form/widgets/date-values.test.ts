import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatPicked, formatPickedRange, parseStored, parseStoredRange } from './date-values';

describe('date values', () => {
  it("formats picked moments in the seeds' wire formats", () => {
    const moment = dayjs('2026-03-15T08:30:05');
    expect(formatPicked(moment, DATE_FORMAT)).toBe('2026-03-15');
    expect(formatPicked(moment, DATE_TIME_FORMAT)).toBe('2026-03-15 08:30:05');
    expect(formatPicked(undefined, DATE_FORMAT)).toBeUndefined();
  });

  it('gives a range only when both ends are set', () => {
    const from = dayjs('2026-03-05T08:00:00');
    const to = dayjs('2026-03-20T18:00:00');
    expect(formatPickedRange([from, to], DATE_TIME_FORMAT)).toEqual(['2026-03-05 08:00:00', '2026-03-20 18:00:00']);
    expect(formatPickedRange([from], DATE_TIME_FORMAT)).toBeUndefined();
    expect(formatPickedRange(undefined, DATE_TIME_FORMAT)).toBeUndefined();
  });

  it('reads stored strings back, and nothing from values that are not dates', () => {
    expect(parseStored('2026-03-15 08:30:05', DATE_TIME_FORMAT)?.format(DATE_TIME_FORMAT)).toBe('2026-03-15 08:30:05');
    expect(parseStored('', DATE_FORMAT)).toBeUndefined();
    expect(parseStored('not a date', DATE_FORMAT)).toBeUndefined();
    expect(parseStored(20260315, DATE_FORMAT)).toBeUndefined();
    expect(parseStoredRange(['2026-03-05 08:00:00', '2026-03-20 18:00:00'], DATE_TIME_FORMAT)).toHaveLength(2);
    expect(parseStoredRange(['2026-03-05 08:00:00'], DATE_TIME_FORMAT)).toBeUndefined();
  });
});
