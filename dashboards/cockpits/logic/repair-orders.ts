import type { RepairListItem, RepairStatusCounts } from '../../../contracts/dashboard';
import { toNumber } from '../../logic/format';

/** Repair action states 01..08 and the field of eqp-mtc-status-count-query that counts each. */
export const REPAIR_STATE_FIELDS: readonly (readonly [string, keyof RepairStatusCounts])[] = [
  ['01', 'tobeApply'],
  ['02', 'waitMtc'],
  ['03', 'mtcingCount'],
  ['04', 'waitAccCount'],
  ['05', 'accArriveCount'],
  ['06', 'extraMtcCount'],
  ['07', 'tobeCheckCount'],
  ['08', 'otherCount'],
];

/** States in which an order still waits for an engineer to start: to be claimed, claimed and awaiting repair. */
export const WAITING_STATES: readonly string[] = ['01', '02'];

export interface StateCount {
  /** The action state code, 01..08. */
  state: string;
  value: number;
}

/** The eight counts in state order (the server's object has no order a chart could rely on). */
export function stateCounts(counts: RepairStatusCounts): StateCount[] {
  return REPAIR_STATE_FIELDS.map(([state, field]) => ({ state, value: toNumber(counts[field]) }));
}

/** All unfinished orders: the eight states together. */
export function unfinishedTotal(counts: RepairStatusCounts): number {
  return stateCounts(counts).reduce((sum, item) => sum + item.value, 0);
}

/**
 * The orders still waiting for work to start, the longest waiting first: by report time when the
 * server gives it, else by the list's own order (newest report first) reversed.
 */
export function longestWaiting(items: readonly RepairListItem[], limit: number): RepairListItem[] {
  const waiting = items.filter((item) => WAITING_STATES.includes(item.actionState)).reverse();
  // A stable sort: items without a report time keep the reversed list order among themselves.
  return waiting.sort((a, b) => (a.applyTime && b.applyTime ? a.applyTime.localeCompare(b.applyTime) : 0)).slice(0, limit);
}
