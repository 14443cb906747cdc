import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { bucketCounts, overdueKind, todayRange, waitedMinutes, waitedParts } from './repair-wait';

const now = dayjs('2026-11-24 12:00:00').valueOf();

describe('repair waits', () => {
  it('counts whole minutes since the report, never below zero', () => {
    expect(waitedMinutes('2026-11-24 10:30:30', now)).toBe(89);
    expect(waitedMinutes('2026-11-21 12:00:00', now)).toBe(72 * 60);
    expect(waitedMinutes('2026-11-25 00:00:00', now)).toBe(0);
    expect(waitedMinutes('not a time', now)).toBe(0);
  });

  it('splits minutes into days, hours and minutes', () => {
    expect(waitedParts(3 * 1440 + 4 * 60 + 5)).toEqual({ days: 3, hours: 4, minutes: 5 });
    expect(waitedParts(59)).toEqual({ days: 0, hours: 0, minutes: 59 });
  });

  it('flags waiting orders after 72 hours and repairs after 7 days, by state', () => {
    expect(overdueKind('01', 72 * 60)).toBeNull();
    expect(overdueKind('01', 72 * 60 + 1)).toBe('longWait');
    expect(overdueKind('02', 100 * 60)).toBe('longWait');
    expect(overdueKind('03', 100 * 60)).toBeNull();
    expect(overdueKind('06', 168 * 60 + 1)).toBe('longRepair');
    expect(overdueKind('07', 1000 * 60)).toBeNull();
    expect(overdueKind('08', 1000 * 60)).toBeNull();
  });

  it('sorts waits into four buckets', () => {
    expect(bucketCounts([0, 1439, 1440, 3 * 1440 - 1, 3 * 1440, 7 * 1440, 30 * 1440])).toEqual([
      { bucket: 'underDay', value: 2 },
      { bucket: 'oneToThree', value: 2 },
      { bucket: 'threeToSeven', value: 1 },
      { bucket: 'overSeven', value: 2 },
    ]);
  });

  it('gives today as a date-time range', () => {
    expect(todayRange(now)).toEqual(['2026-11-24 00:00:00', '2026-11-24 23:59:59']);
  });
});
