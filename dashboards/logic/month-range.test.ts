import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  currentMonth,
  defaultBootRateRange,
  isBootRateRangeAllowed,
  isMonthDisabled,
  latestSelectableDay,
  latestSelectableMonth,
  monthsSpanned,
} from './month-range';

describe('month picker limits', () => {
  it('accepts dates up to 10 days before today', () => {
    const today = dayjs('2026-11-21T15:00:00');
    expect(latestSelectableDay(today).format('YYYY-MM-DD')).toBe('2026-11-11');
    expect(isMonthDisabled(dayjs('2026-11-01'), today)).toBe(false);
    expect(isMonthDisabled(dayjs('2026-12-01'), today)).toBe(true);
    expect(isMonthDisabled(dayjs('2026-10-01'), today)).toBe(false);
  });

  it('refuses the current month while it is not 10 days old', () => {
    const today = dayjs('2026-11-05');
    expect(isMonthDisabled(dayjs('2026-11-01'), today)).toBe(true);
    expect(isMonthDisabled(dayjs('2026-11-20'), today)).toBe(true);
    expect(isMonthDisabled(dayjs('2026-10-31'), today)).toBe(false);
    expect(latestSelectableMonth(today)).toBe('2026-10');
  });

  it('defaults to the latest six selectable months', () => {
    expect(defaultBootRateRange(dayjs('2026-11-21'))).toEqual(['2026-06', '2026-11']);
    expect(defaultBootRateRange(dayjs('2026-11-05'))).toEqual(['2026-05', '2026-10']);
    expect(defaultBootRateRange(dayjs('2027-03-02'))).toEqual(['2026-09', '2027-02']);
  });

  it('counts months with both ends included', () => {
    expect(monthsSpanned(['2026-01', '2026-06'])).toBe(6);
    expect(monthsSpanned(['2026-01', '2026-01'])).toBe(1);
    expect(monthsSpanned(['2025-11', '2026-04'])).toBe(6);
    expect(monthsSpanned(['2025-11', '2026-05'])).toBe(7);
  });

  it('allows at most six months', () => {
    expect(isBootRateRangeAllowed(['2026-01', '2026-06'])).toBe(true);
    expect(isBootRateRangeAllowed(['2026-03', '2026-03'])).toBe(true);
    expect(isBootRateRangeAllowed(['2026-01', '2026-07'])).toBe(false);
    expect(isBootRateRangeAllowed(['2025-01', '2026-01'])).toBe(false);
    expect(isBootRateRangeAllowed(['2026-06', '2026-01'])).toBe(false);
  });

  it('allows a longer range where the caller says so (role 02: 24 months)', () => {
    expect(isBootRateRangeAllowed(['2025-01', '2026-12'], 24)).toBe(true);
    expect(isBootRateRangeAllowed(['2025-01', '2027-01'], 24)).toBe(false);
  });

  it('names the current month for the warranty summaries', () => {
    expect(currentMonth(dayjs('2026-11-21'))).toBe('2026-11');
  });
});
