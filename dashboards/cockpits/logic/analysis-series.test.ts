import { describe, expect, it } from 'vitest';
import { monthlySeries, nameOr, seriesOrder, sumOf, totalsByName } from './analysis-series';

const rows = [
  { mouth: '2026-06', name: '外科', count: 9 },
  { mouth: '2026-06', name: '内科', count: 5 },
  { mouth: '2026-06', name: '院办', count: 1 },
  { mouth: '2026-07', name: '内科', count: 8 },
  { mouth: '2026-07', name: '财务科', count: 2 },
];
const name = (row: (typeof rows)[number]) => row.name;
const count = (row: (typeof rows)[number]) => row.count;

describe('sumOf', () => {
  it('adds a field over the rows', () => {
    expect(sumOf(rows, count)).toBe(25);
    expect(sumOf([], count)).toBe(0);
  });
});

describe('totalsByName', () => {
  it('sums per name over the months, largest first, ties by name', () => {
    expect(totalsByName(rows, name, count)).toEqual([
      { name: '内科', value: 13 },
      { name: '外科', value: 9 },
      { name: '财务科', value: 2 },
      { name: '院办', value: 1 },
    ]);
  });
});

describe('monthlySeries', () => {
  it('keeps the largest names and folds the rest into one series per month', () => {
    const points = monthlySeries(rows, name, count, 2, '其他');
    expect(points).toEqual([
      { mouth: '2026-06', series: '外科', value: 9 },
      { mouth: '2026-06', series: '内科', value: 5 },
      { mouth: '2026-06', series: '其他', value: 1 },
      { mouth: '2026-07', series: '内科', value: 8 },
      { mouth: '2026-07', series: '其他', value: 2 },
    ]);
    expect(sumOf(points, (point) => point.value)).toBe(sumOf(rows, count));
    expect(seriesOrder(points, '其他')).toEqual(['内科', '外科', '其他']);
  });
});

describe('nameOr', () => {
  it('replaces a missing name', () => {
    expect(nameOr(null, '未分配科室')).toBe('未分配科室');
    expect(nameOr(' ', '未分配科室')).toBe('未分配科室');
    expect(nameOr('外科', '未分配科室')).toBe('外科');
  });
});
