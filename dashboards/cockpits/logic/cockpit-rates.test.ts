import { describe, expect, it } from 'vitest';
import {
  faultCount,
  overallUseRate,
  preventiveCompletion,
  preventiveRows,
  ratio,
  repairCompletion,
  runningRate,
  tagRunningRates,
} from './cockpit-rates';

const counts = (base: number) => ({
  dailyPatrolCount: base,
  patrolDetailCount: base + 1,
  maintainCount: base + 2,
  qualityCount: 0,
  majorPatrolCount: 0,
  meteringCount: base,
});

describe('ratio', () => {
  it('is 0 over nothing', () => {
    expect(ratio(3, 0)).toBe(0);
    expect(ratio(1, 4)).toBe(0.25);
  });
});

describe('equipment state figures', () => {
  const state = { normalCount: 755, waitMtcCount: 9, mtcingCount: 22, waitScrapCount: 14, allCount: 800 };
  it('counts normal equipment among all and faults as awaiting or under repair', () => {
    expect(runningRate(state)).toBe(755 / 800);
    expect(faultCount(state)).toBe(31);
  });
});

describe('repairCompletion', () => {
  it('takes the finished orders as the workload minus the open ones', () => {
    expect(repairCompletion({ total: 62, toBeCompleted: 31 })).toEqual({ done: 31, total: 62, rate: 0.5 });
    expect(repairCompletion({ total: 0, toBeCompleted: 0 })).toEqual({ done: 0, total: 0, rate: 0 });
  });
});

describe('preventive tasks', () => {
  const items = [
    { taskDesc: '本月计划', taskCountInfo: counts(10) },
    { taskDesc: '本月已完成', taskCountInfo: counts(5) },
    { taskDesc: '待执行', taskCountInfo: counts(1) },
    { taskDesc: '已超期', taskCountInfo: counts(2) },
  ];
  it('pairs planned and completed per kind', () => {
    expect(preventiveRows(items)[2]).toEqual({ kind: 'maintainCount', planned: 12, done: 7 });
    expect(preventiveRows([]).every((row) => row.planned === 0 && row.done === 0)).toBe(true);
  });
  it('rates all kinds together', () => {
    expect(preventiveCompletion(items)).toEqual({ done: 23, total: 43, rate: 23 / 43 });
  });
});

describe('tag rates', () => {
  it('rates running and use per tag and overall', () => {
    expect(tagRunningRates([{ tagName: '监护类', tagCode: '05', eqpCount: 4, normalCount: 3, mtcCount: 1 }])).toEqual([
      { tagName: '监护类', rate: 0.75 },
    ]);
    expect(
      overallUseRate([
        { tagName: 'A', tagCode: '1', eqpCount: 10, usingCount: 9, useRate: 0.9 },
        { tagName: 'B', tagCode: '2', eqpCount: 10, usingCount: 7, useRate: 0.7 },
      ]),
    ).toEqual({ done: 16, total: 20, rate: 0.8 });
  });
});
