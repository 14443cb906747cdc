import { describe, expect, it } from 'vitest';
import { EXACT_TOTAL_BOUND } from '../schema/list-total';
import { decideTotal, plannedRows } from './list-total';

describe('decideTotal', () => {
  it('is exact up to the bound, the bound itself included', () => {
    expect(decideTotal(0, undefined)).toEqual({ total: 0, estimated: false });
    expect(decideTotal(EXACT_TOTAL_BOUND, 5)).toEqual({ total: EXACT_TOTAL_BOUND, estimated: false });
  });

  it("is the planner's estimate above the bound", () => {
    expect(decideTotal(EXACT_TOTAL_BOUND + 1, 1_000_213.4)).toEqual({ total: 1_000_213, estimated: true });
  });

  it('never estimates fewer rows than the capped count has seen', () => {
    expect(decideTotal(EXACT_TOTAL_BOUND + 1, 120)).toEqual({ total: EXACT_TOTAL_BOUND + 1, estimated: true });
    expect(decideTotal(EXACT_TOTAL_BOUND + 1, undefined)).toEqual({ total: EXACT_TOTAL_BOUND + 1, estimated: true });
  });

  it('takes another bound', () => {
    expect(decideTotal(11, 40, 10)).toEqual({ total: 40, estimated: true });
    expect(decideTotal(10, 40, 10)).toEqual({ total: 10, estimated: false });
  });
});

describe('plannedRows', () => {
  const plan = [{ Plan: { 'Node Type': 'Seq Scan', 'Plan Rows': 998_000 } }];

  it('reads Plan Rows from EXPLAIN (FORMAT JSON), parsed or as text', () => {
    expect(plannedRows(plan)).toBe(998_000);
    expect(plannedRows(JSON.stringify(plan))).toBe(998_000);
  });

  it('is undefined for anything else', () => {
    expect(plannedRows(undefined)).toBeUndefined();
    expect(plannedRows([{ Plan: {} }])).toBeUndefined();
  });
});
