import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { lastMonths, monthsOf } from './cockpit-months';

describe('lastMonths', () => {
  it('ends with the current month and spans six months', () => {
    expect(lastMonths(dayjs('2026-11-24'))).toEqual(['2026-06', '2026-11']);
  });

  it('crosses a year boundary', () => {
    expect(lastMonths(dayjs('2026-02-01'))).toEqual(['2025-09', '2026-02']);
    expect(lastMonths(dayjs('2026-02-01'), 1)).toEqual(['2026-02', '2026-02']);
  });
});

describe('monthsOf', () => {
  it('lists every month of the range in order', () => {
    expect(monthsOf(['2025-11', '2026-02'], (month) => dayjs(month))).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
