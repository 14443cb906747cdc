import type {
  EquipmentState,
  PreventiveTaskCounts,
  PreventiveTaskItem,
  RunningStatusItem,
  TeamSummary,
  UsageRateItem,
} from '../../../contracts/dashboard';

/**
 * The leadership figures derived from the dashboard calls (docs/cockpits.md says why each is
 * computed this way). Rates are fractions 0..1 like the wire's; a rate over nothing is 0.
 */
export function ratio(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

/** Running rate: equipment in state 01 (normal) among all equipment. */
export function runningRate(state: EquipmentState): number {
  return ratio(state.normalCount, state.allCount);
}

/** Equipment not running normally: awaiting repair plus under repair (the faults now). */
export function faultCount(state: EquipmentState): number {
  return state.waitMtcCount + state.mtcingCount;
}

export interface Completion {
  done: number;
  total: number;
  rate: number;
}

/**
 * Repair completion this month from the team summary: `total` is the month's workload (open orders
 * plus orders finished this month), `toBeCompleted` the open ones, so the finished ones are the rest.
 */
export function repairCompletion(summary: Pick<TeamSummary, 'total' | 'toBeCompleted'>): Completion {
  const done = Math.max(0, summary.total - summary.toBeCompleted);
  return { done, total: summary.total, rate: ratio(done, summary.total) };
}

/** The preventive task kinds of work-count-query, in the home dashboard's order. */
export const PREVENTIVE_KINDS = [
  'dailyPatrolCount',
  'patrolDetailCount',
  'maintainCount',
  'qualityCount',
  'majorPatrolCount',
  'meteringCount',
] as const satisfies readonly (keyof PreventiveTaskCounts)[];

export type PreventiveKind = (typeof PREVENTIVE_KINDS)[number];

/** work-count-query's item names (the seed's Chinese, as the server sends them). */
export const PLANNED_THIS_MONTH = '本月计划';
export const DONE_THIS_MONTH = '本月已完成';

export interface PreventiveRow {
  kind: PreventiveKind;
  planned: number;
  done: number;
}

function countsOf(items: readonly PreventiveTaskItem[], taskDesc: string): PreventiveTaskCounts | undefined {
  return items.find((item) => item.taskDesc === taskDesc)?.taskCountInfo;
}

/** Planned (due this month) and completed (this month) per kind of preventive task. */
export function preventiveRows(items: readonly PreventiveTaskItem[]): PreventiveRow[] {
  const planned = countsOf(items, PLANNED_THIS_MONTH);
  const done = countsOf(items, DONE_THIS_MONTH);
  return PREVENTIVE_KINDS.map((kind) => ({ kind, planned: planned?.[kind] ?? 0, done: done?.[kind] ?? 0 }));
}

/**
 * Preventive-task completion this month: tasks completed this month over tasks due this month, all
 * kinds together. A task due last month and completed this month counts as done, so the rate may
 * exceed 1 in a catching-up month; it is shown as it is rather than capped.
 */
export function preventiveCompletion(items: readonly PreventiveTaskItem[]): Completion {
  const rows = preventiveRows(items);
  const done = rows.reduce((sum, row) => sum + row.done, 0);
  const total = rows.reduce((sum, row) => sum + row.planned, 0);
  return { done, total, rate: ratio(done, total) };
}

export interface TagRate {
  tagName: string;
  rate: number;
}

/** Per tag, the share of its equipment running normally (state 01). */
export function tagRunningRates(items: readonly RunningStatusItem[]): TagRate[] {
  return items.map((item) => ({ tagName: item.tagName, rate: ratio(item.normalCount, item.eqpCount) }));
}

/** All tags together: equipment in use over all equipment. */
export function overallUseRate(items: readonly UsageRateItem[]): Completion {
  const done = items.reduce((sum, item) => sum + item.usingCount, 0);
  const total = items.reduce((sum, item) => sum + item.eqpCount, 0);
  return { done, total, rate: ratio(done, total) };
}
