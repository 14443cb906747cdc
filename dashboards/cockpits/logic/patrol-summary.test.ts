import { describe, expect, it } from 'vitest';
import { kindCounts, mergeOverdue, patrolPeople } from './patrol-summary';

const info = (base: number) => ({
  dailyPatrolCount: base + 1,
  patrolDetailCount: base + 2,
  maintainCount: 99,
  qualityCount: 99,
  majorPatrolCount: base + 3,
  meteringCount: 99,
});

describe('patrol summary', () => {
  it('takes daily, regular and major patrols from work-count-query and department patrols from their list', () => {
    const work = [
      { taskDesc: '本月计划', taskCountInfo: info(10) },
      { taskDesc: '本月已完成', taskCountInfo: info(20) },
      { taskDesc: '待执行', taskCountInfo: info(30) },
      { taskDesc: '已超期', taskCountInfo: info(40) },
    ];
    expect(kindCounts(work, { planned: 5, done: 4, todo: 3, overdue: 2 })).toEqual({
      dailyPatrol: { planned: 11, done: 21, todo: 31, overdue: 41 },
      patrol: { planned: 12, done: 22, todo: 32, overdue: 42 },
      deptPatrol: { planned: 5, done: 4, todo: 3, overdue: 2 },
      majorPatrol: { planned: 13, done: 23, todo: 33, overdue: 43 },
    });
  });

  it('gives zeros before work-count-query answers', () => {
    expect(kindCounts([], { planned: 0, done: 0, todo: 0, overdue: 0 }).patrol).toEqual({ planned: 0, done: 0, todo: 0, overdue: 0 });
  });

  it("adds each person's open tasks over the kinds, busiest first", () => {
    const summary = (dataList: { engineerId: string; engineerName: string; jobCount: number }[]) => ({
      toBeCompleted: 0,
      total: 0,
      dataList,
    });
    const people = patrolPeople({
      dailyPatrol: summary([
        { engineerId: 'a', engineerName: '张', jobCount: 2 },
        { engineerId: 'b', engineerName: '李', jobCount: 5 },
      ]),
      majorPatrol: summary([{ engineerId: 'a', engineerName: '张', jobCount: 4 }]),
    });
    expect(people).toEqual([
      { personId: 'a', personName: '张', counts: { dailyPatrol: 2, patrol: 0, deptPatrol: 0, majorPatrol: 4 }, total: 6 },
      { personId: 'b', personName: '李', counts: { dailyPatrol: 5, patrol: 0, deptPatrol: 0, majorPatrol: 0 }, total: 5 },
    ]);
  });

  it('merges the overdue lists, longest overdue first, with days overdue', () => {
    const merged = mergeOverdue(
      {
        patrol: [{ id: 'p1', dueDate: '2026-11-20' }],
        dailyPatrol: [
          { id: 'd1', dueDate: '2026-11-20' },
          { id: 'd2', dueDate: '2026-11-23' },
        ],
        deptPatrol: [{ id: 'x', dueDate: '2026-10-24' }],
      },
      '2026-11-24',
      3,
    );
    expect(merged.map((task) => [task.id, task.kind, task.daysOverdue])).toEqual([
      ['x', 'deptPatrol', 31],
      ['d1', 'dailyPatrol', 4],
      ['p1', 'patrol', 4],
    ]);
  });
});
