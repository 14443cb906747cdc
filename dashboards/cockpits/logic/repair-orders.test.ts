import { describe, expect, it } from 'vitest';
import type { RepairListItem } from '../../../contracts/dashboard';
import { longestWaiting, stateCounts, unfinishedTotal } from './repair-orders';

const counts = {
  tobeApply: 1,
  waitMtc: 2,
  mtcingCount: 3,
  waitAccCount: 4,
  accArriveCount: 5,
  extraMtcCount: 6,
  tobeCheckCount: 7,
  otherCount: 8,
};
const order = (id: string, actionState: string) => ({ id, actionState }) as RepairListItem;

describe('repair orders', () => {
  it('lists the eight states in order with their counts', () => {
    expect(stateCounts(counts)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((value) => ({ state: `0${value}`, value })));
    expect(unfinishedTotal(counts)).toBe(36);
  });

  it('counts a missing or textual count as what it says', () => {
    expect(stateCounts({ ...counts, tobeApply: '12' as unknown as number, waitMtc: undefined as unknown as number })[0]).toEqual({
      state: '01',
      value: 12,
    });
    expect(unfinishedTotal({ ...counts, waitMtc: undefined as unknown as number })).toBe(34);
  });

  it('keeps the waiting orders, oldest report first, up to the limit', () => {
    const newestFirst = [order('a', '03'), order('b', '01'), order('c', '02'), order('d', '07'), order('e', '01')];
    expect(longestWaiting(newestFirst, 10).map((item) => item.id)).toEqual(['e', 'c', 'b']);
    expect(longestWaiting(newestFirst, 2).map((item) => item.id)).toEqual(['e', 'c']);
    expect(newestFirst.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('orders by report time when the server gives it', () => {
    const at = (id: string, applyTime: string) => ({ id, actionState: '02', applyTime }) as RepairListItem;
    const list = [at('late', '2026-11-20 08:00:00'), at('early', '2026-11-02 09:30:00'), at('middle', '2026-11-11 17:05:00')];
    expect(longestWaiting(list, 10).map((item) => item.id)).toEqual(['early', 'middle', 'late']);
  });
});
