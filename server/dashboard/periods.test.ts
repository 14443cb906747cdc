import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { followingThreeMonths, monthRange, monthSpan, periodsAt } from './periods';

const TOO_LONG = '设备开机率最多选择六个月内的区间';

describe('periodsAt', () => {
  it('starts the week on Monday and the month on its first day', () => {
    // 2026-11-18 is a Wednesday.
    expect(periodsAt(dayjs('2026-11-18T10:30:05'))).toEqual({
      now: '2026-11-18 10:30:05',
      today: '2026-11-18',
      weekStart: '2026-11-16 00:00:00',
      monthStart: '2026-11-01 00:00:00',
      nextMonthStart: '2026-12-01 00:00:00',
    });
  });

  it('treats Sunday as the last day of the week', () => {
    expect(periodsAt(dayjs('2026-11-22T23:00:00')).weekStart).toBe('2026-11-16 00:00:00');
    expect(periodsAt(dayjs('2026-11-23T00:00:00')).weekStart).toBe('2026-11-23 00:00:00');
  });
});

describe('month spans', () => {
  it('reads yyyy-MM and yyyy-MM-dd as that month', () => {
    expect(monthSpan('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(monthSpan('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
  });

  it('gives the three months after the month of time', () => {
    expect(followingThreeMonths('2026-11')).toEqual({ from: '2026-12-01', to: '2027-03-01' });
  });

  it('refuses days that do not exist', () => {
    expect(() => monthSpan('2026-02-31')).toThrow('参数 time 格式不正确');
    expect(() => monthSpan('2026-13')).toThrow('参数 time 格式不正确');
  });
});

describe('monthRange', () => {
  it('lists every month of the range, both ends included', () => {
    expect(monthRange(['2026-06', '2026-11-05'], 6, TOO_LONG)).toEqual({
      from: '2026-06-01',
      to: '2026-12-01',
      months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
    });
  });

  it('refuses more than the maximum with the given message, and a reversed range', () => {
    expect(() => monthRange(['2026-05', '2026-11'], 6, TOO_LONG)).toThrow(TOO_LONG);
    expect(() => monthRange(['2025-12', '2026-06'], 6, TOO_LONG)).toThrow(TOO_LONG);
    expect(() => monthRange(['2026-11', '2026-10'], 6, TOO_LONG)).toThrow('开始月份不能晚于结束月份');
  });
});
