import type { EquipmentState, ItemReminders, KeyStatistics, MyPendingCounts, RepairStatusCounts } from '../api/dashboard-types';
import { AWAITING_SCRAP_STATE, ABOUT_TO_EXPIRE_FLAG, openWorkHref, overdueWorkHref, targets } from './target-links';

/**
 * Where each dashboard figure leads (seed 000 section 2.5, docs/dashboard-api.md). The views only
 * follow a link when its count is greater than zero (hrefWhenPositive).
 */

export type PendingKey = keyof MyPendingCounts;

/** "My pending tasks": the user's own open work of each kind. */
export function pendingHref(key: PendingKey, hospCode: string, me: string): string {
  switch (key) {
    case 'waitMtc':
      return openWorkHref('mtc', hospCode, me);
    case 'waiDailyPatrol':
      return openWorkHref('dailyPatrol', hospCode, me);
    case 'waitPatrol':
      return openWorkHref('patrol', hospCode, me);
    case 'waitMaintain':
      return openWorkHref('maintain', hospCode, me);
    case 'waitQuality':
      return openWorkHref('quality', hospCode, me);
    case 'waitMetering':
      return openWorkHref('metering', hospCode, me);
    case 'waitScrapEqp':
      return targets.eqpIndex(hospCode, { firstEngineerId: me, state: AWAITING_SCRAP_STATE });
    case 'waitMajorPatrol':
      return openWorkHref('majorPatrol', hospCode, me);
  }
}

export type ReminderKey = Exclude<keyof ItemReminders, 'total'>;

/**
 * "My item reminders". New requests open the unclaimed repair orders and overdue tasks open the
 * overdue lists; long-waiting and long-running repairs have no list filter for their age, so they
 * have no link (a list of all unfinished orders would not match the count).
 */
export function reminderHref(key: ReminderKey, hospCode: string, me: string): string | null {
  switch (key) {
    case 'newMtcTotal':
      return targets.mtcRecord(hospCode, { actionState: '01', notFinish: true });
    case 'longWaitTotal':
    case 'longMtcTotal':
      return null;
    case 'dailyPatrolDelayTotal':
      return overdueWorkHref('dailyPatrol', hospCode, me);
    case 'partrolDelayTotal':
      return overdueWorkHref('patrol', hospCode, me);
    case 'maintainDelayTotal':
      return overdueWorkHref('maintain', hospCode, me);
    case 'qualityDelayTotal':
      return overdueWorkHref('quality', hospCode, me);
    case 'meteringDelayTotal':
      return overdueWorkHref('metering', hospCode, me);
  }
}

/** "My key statistics". */
export function keyStatisticHref(key: keyof KeyStatistics, hospCode: string, me: string): string {
  switch (key) {
    case 'eqpTotal':
      return targets.eqpIndex(hospCode, { firstEngineerId: me });
    case 'waitCheckTotal':
      return targets.mtcRecord(hospCode, { currentEgnId: me, notFinish: true, actionState: '07' });
    case 'weeklyMaintenance':
      return targets.mtcRecord(hospCode, { currentEgnId: me, weekFinishEqp: true });
    case 'monthMaintenance':
      return targets.mtcRecord(hospCode, { currentEgnId: me, monthFinishEqp: true });
    case 'weeklyMaintain':
      return targets.mtcRecord(hospCode, { maintainPersonId: me, weekFinishMaintain: true });
    case 'monthMaintain':
      return targets.mtcRecord(hospCode, { maintainPersonId: me, monthFinishMaintain: true });
  }
}

/** Repair status counts, in action-state order 01..08 (seed 000 section 4). */
export const REPAIR_STATUS_ACTION_STATES: Record<keyof RepairStatusCounts, string> = {
  tobeApply: '01',
  waitMtc: '02',
  mtcingCount: '03',
  waitAccCount: '04',
  accArriveCount: '05',
  extraMtcCount: '06',
  tobeCheckCount: '07',
  otherCount: '08',
};

export function repairStatusHref(key: keyof RepairStatusCounts, hospCode: string): string {
  return targets.mtcRecord(hospCode, { actionState: REPAIR_STATUS_ACTION_STATES[key], notFinish: true });
}

/** One repair order of the carousel. */
export function repairOrderHref(hospCode: string, id: string): string {
  return targets.mtcRecord(hospCode, { id });
}

/** Equipment state ring: only the awaiting-scrap group has a list of its own (state 04). */
export function equipmentStateHref(key: keyof EquipmentState, hospCode: string): string | null {
  if (key === 'waitScrapCount') return targets.eqpIndex(hospCode, { state: AWAITING_SCRAP_STATE });
  if (key === 'allCount') return targets.eqpIndex(hospCode);
  return null;
}

export type WarrantyKey = 'insured' | 'outOfWarranty' | 'aboutToExpire';

/** This month's insured, out-of-warranty, and going out of warranty in the next three months. */
export function warrantyHref(key: WarrantyKey, hospCode: string, month: string): string {
  switch (key) {
    case 'insured':
      return targets.insuredEquipmentRecord(hospCode, month);
    case 'outOfWarranty':
      return targets.guarEquipmentRecord(hospCode, month);
    case 'aboutToExpire':
      return targets.eqpIndex(hospCode, { time: month, aboutGuar: ABOUT_TO_EXPIRE_FLAG });
  }
}

/** The two search boxes of role 01 (Enter opens the list); an empty search opens nothing. */
export function repairSearchHref(hospCode: string, seqNo: string): string | null {
  const value = seqNo.trim();
  return value ? targets.mtcRecord(hospCode, { seqNo: value }) : null;
}

export function equipmentSearchHref(hospCode: string, eqpName: string): string | null {
  const value = eqpName.trim();
  return value ? targets.eqpIndex(hospCode, { eqpName: value }) : null;
}
