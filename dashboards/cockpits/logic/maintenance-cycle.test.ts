import { describe, expect, it } from 'vitest';
import { cellTone, completionRate, monthTotals, planTotals, yearTotals } from './maintenance-cycle';

const table = {
  year: 2026,
  months: ['2026-01', '2026-02'],
  plans: [
    {
      planId: 'a',
      planName: 'A',
      taskType: 'maintain',
      cycleDays: 90,
      cells: [
        { month: '2026-01', done: 3, due: 0, overdue: 1 },
        { month: '2026-02', done: 0, due: 2, overdue: 0 },
      ],
    },
    {
      planId: 'b',
      planName: 'B',
      taskType: 'quality',
      cycleDays: 180,
      cells: [
        { month: '2026-01', done: 1, due: 0, overdue: 0 },
        { month: '2026-02', done: 0, due: 0, overdue: 0 },
      ],
    },
  ],
};

describe('maintenance cycle table', () => {
  it('tones a cell by its most urgent count', () => {
    expect(cellTone({ done: 3, due: 2, overdue: 1 })).toBe('overdue');
    expect(cellTone({ done: 3, due: 2, overdue: 0 })).toBe('due');
    expect(cellTone({ done: 3, due: 0, overdue: 0 })).toBe('done');
    expect(cellTone({ done: 0, due: 0, overdue: 0 })).toBe('empty');
  });

  it('totals a plan, each month and the year', () => {
    expect(planTotals(table.plans[0]!)).toEqual({ done: 3, due: 2, overdue: 1 });
    expect(monthTotals(table)).toEqual([
      { month: '2026-01', done: 4, due: 0, overdue: 1 },
      { month: '2026-02', done: 0, due: 2, overdue: 0 },
    ]);
    expect(yearTotals(table)).toEqual({ done: 4, due: 2, overdue: 1 });
  });

  it('rates completion over everything due, 0 for an empty year', () => {
    expect(completionRate({ done: 4, due: 2, overdue: 2 })).toBe(0.5);
    expect(completionRate({ done: 0, due: 0, overdue: 0 })).toBe(0);
  });
});
