import dayjs from 'dayjs';
import type { PreventiveTaskCounts, PreventiveTaskItem, TeamSummary } from '../../../contracts/dashboard';
import { toNumber } from '../../logic/format';

/** The four patrol kinds of the patrol workbench, in the console's order. */
export const PATROL_KINDS = ['dailyPatrol', 'patrol', 'deptPatrol', 'majorPatrol'] as const;
export type PatrolKind = (typeof PATROL_KINDS)[number];

/** The four figures per kind: due this month, completed this month, to do (02), overdue (03). */
export const PATROL_FIGURES = ['planned', 'done', 'todo', 'overdue'] as const;
export type PatrolFigure = (typeof PATROL_FIGURES)[number];
export type KindCounts = Record<PatrolFigure, number>;

/** work-count-query's items, by their fixed taskDesc (docs/dashboard-api.md). */
const FIGURE_OF_DESC: Record<string, PatrolFigure> = { 本月计划: 'planned', 本月已完成: 'done', 待执行: 'todo', 已超期: 'overdue' };

/** work-count-query's field per kind; department patrols are not among its six types. */
const WORK_COUNT_FIELD: Partial<Record<PatrolKind, keyof PreventiveTaskCounts>> = {
  dailyPatrol: 'dailyPatrolCount',
  patrol: 'patrolDetailCount',
  majorPatrol: 'majorPatrolCount',
};

const zeroCounts = (): KindCounts => ({ planned: 0, done: 0, todo: 0, overdue: 0 });

/**
 * The four figures of every kind: daily, regular and major-equipment patrols from work-count-query,
 * department patrols from their own task list's counts (`deptPatrol`).
 */
export function kindCounts(work: readonly PreventiveTaskItem[], deptPatrol: KindCounts): Record<PatrolKind, KindCounts> {
  const result = Object.fromEntries(PATROL_KINDS.map((kind) => [kind, zeroCounts()])) as Record<PatrolKind, KindCounts>;
  for (const item of work) {
    const figure = FIGURE_OF_DESC[item.taskDesc];
    if (!figure) continue;
    for (const kind of PATROL_KINDS) {
      const field = WORK_COUNT_FIELD[kind];
      if (field) result[kind][figure] = toNumber(item.taskCountInfo?.[field]);
    }
  }
  result.deptPatrol = { ...deptPatrol };
  return result;
}

export interface PatrolPerson {
  personId: string;
  personName: string;
  counts: Record<PatrolKind, number>;
  total: number;
}

/** Open patrol tasks per person across the four kinds' team summaries, the busiest first. */
export function patrolPeople(summaries: Partial<Record<PatrolKind, TeamSummary>>): PatrolPerson[] {
  const people = new Map<string, PatrolPerson>();
  for (const kind of PATROL_KINDS) {
    for (const member of summaries[kind]?.dataList ?? []) {
      let person = people.get(member.engineerId);
      if (!person) {
        person = {
          personId: member.engineerId,
          personName: member.engineerName,
          counts: { dailyPatrol: 0, patrol: 0, deptPatrol: 0, majorPatrol: 0 },
          total: 0,
        };
        people.set(member.engineerId, person);
      }
      const jobs = toNumber(member.jobCount);
      person.counts[kind] += jobs;
      person.total += jobs;
    }
  }
  return [...people.values()].sort((a, b) => b.total - a.total || a.personName.localeCompare(b.personName, 'zh-CN'));
}

/** An overdue task as the engine's task lists answer it (the fields the workbench shows). */
export interface PatrolTaskRow {
  id: string;
  dueDate: string;
  eqpIdDesc?: string | null;
  deptIdDesc?: string | null;
  personName?: string | null;
  personIdDesc?: string | null;
}

export interface OverdueTask extends PatrolTaskRow {
  kind: PatrolKind;
  /** Whole days since the due date. */
  daysOverdue: number;
}

/** The overdue tasks of every kind in one list, the longest overdue first, at most `limit`. */
export function mergeOverdue(lists: Partial<Record<PatrolKind, readonly PatrolTaskRow[]>>, today: string, limit: number): OverdueTask[] {
  const day = dayjs(today);
  const merged = PATROL_KINDS.flatMap((kind) =>
    (lists[kind] ?? []).map((row) => ({ ...row, kind, daysOverdue: Math.max(0, day.diff(dayjs(row.dueDate), 'day')) })),
  );
  return merged
    .sort(
      (a, b) =>
        a.dueDate.localeCompare(b.dueDate) || PATROL_KINDS.indexOf(a.kind) - PATROL_KINDS.indexOf(b.kind) || a.id.localeCompare(b.id),
    )
    .slice(0, limit);
}
