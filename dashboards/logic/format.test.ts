import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent2, formatWanYuan, formatWholePercent, roundTo2, shareOfTotal, toNumber } from './format';

describe('formats', () => {
  it('shows total assets in 万元 with 2 decimals', () => {
    expect(formatWanYuan(123_456_789)).toBe('12,345.68');
    expect(formatWanYuan(0)).toBe('0.00');
    expect(formatWanYuan(50_000)).toBe('5.00');
    expect(formatWanYuan(10_050)).toBe('1.01');
    expect(formatWanYuan('98765.4')).toBe('9.88');
  });

  it('shows rates as whole percentages', () => {
    expect(formatWholePercent(0.8349)).toBe('83%');
    expect(formatWholePercent(0.835)).toBe('84%');
    expect(formatWholePercent(1)).toBe('100%');
    expect(formatWholePercent(0)).toBe('0%');
  });

  it('shows tag share with 2 decimals', () => {
    expect(formatPercent2(0.123456)).toBe('12.35%');
    expect(formatPercent2(1 / 3)).toBe('33.33%');
    expect(formatPercent2(0)).toBe('0.00%');
  });

  it('computes reminder progress as the share of the total with 2 decimals', () => {
    expect(shareOfTotal(1, 3)).toBe(33.33);
    expect(shareOfTotal(2, 3)).toBe(66.67);
    expect(shareOfTotal(5, 5)).toBe(100);
    expect(shareOfTotal(3, 0)).toBe(0);
  });

  it('rounds half up at 2 decimals', () => {
    expect(roundTo2(1.005)).toBe(1.01);
    expect(roundTo2(2.675)).toBe(2.68);
    expect(roundTo2(-1.005)).toBe(-1.01);
  });

  it('treats unusable wire values as 0 and groups counts', () => {
    expect(toNumber(null)).toBe(0);
    expect(toNumber('abc')).toBe(0);
    expect(toNumber('12.5')).toBe(12.5);
    expect(formatCount(12345)).toBe('12,345');
  });
});
