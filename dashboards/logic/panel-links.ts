import type {
  EquipmentState,
  ItemReminders,
  KeyStatistics,
  MyPendingCounts,
  PreventiveTaskCounts,
  RepairStatusCounts,
} from '../../contracts/dashboard';
import { targetHref } from './target-href';
import {
  AWAITING_SCRAP_STATE,
  ABOUT_TO_EXPIRE_FLAG,
  OVERDUE_TASK_STATUS,
  openWorkHref,
  overdueWorkHref,
  targets,
  type EqpIndexQuery,
  type EquipmentStateCode,
  type TeamTaskType,
} from './target-links';

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
 * "My item reminders", each counting the user's own orders and tasks. An unclaimed order is the
 * first engineer's of its equipment, a claimed one its current engineer's (responsibleEgnId);
 * long waits and long repairs are open orders older than the dashboard's limits.
 */
export function reminderHref(key: ReminderKey, hospCode: string, me: string): string | null {
  switch (key) {
    case 'newMtcTotal':
      return targets.mtcRecord(hospCode, { actionState: '01', notFinish: true, responsibleEgnId: me });
    case 'longWaitTotal':
      return targets.mtcRecord(hospCode, { responsibleEgnId: me, longWait: true });
    case 'longMtcTotal':
      return targets.mtcRecord(hospCode, { currentEgnId: me, longMtc: true });
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
    // Maintenance (保养) counts tasks, not repair orders: the seed names these parameters for /mtc-record,
    // whose repair orders cannot show them, so they open the maintenance task list.
    case 'weeklyMaintain':
      return targets.maintainDetail(hospCode, { maintainPersonId: me, weekFinishMaintain: true });
    case 'monthMaintain':
      return targets.maintainDetail(hospCode, { maintainPersonId: me, monthFinishMaintain: true });
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

/** Equipment state ring: each group is the equipment in one state (seed 000 section 4), the total all of it. */
export const EQUIPMENT_STATES: Record<Exclude<keyof EquipmentState, 'allCount'>, EquipmentStateCode> = {
  normalCount: '01',
  waitMtcCount: '02',
  mtcingCount: '03',
  waitScrapCount: AWAITING_SCRAP_STATE,
};

export function equipmentStateHref(key: keyof EquipmentState, hospCode: string): string | null {
  return key === 'allCount' ? targets.eqpIndex(hospCode) : targets.eqpIndex(hospCode, { state: EQUIPMENT_STATES[key] });
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

/** The task list of each column of the preventive task panel (roles 02 and 03). */
const PREVENTIVE_ROUTES: Record<keyof PreventiveTaskCounts, string> = {
  dailyPatrolCount: '/daily-patrol-detail',
  patrolDetailCount: '/patrol-detail',
  maintainCount: '/maintain-detail',
  qualityCount: '/quality-detail',
  majorPatrolCount: '/eqpLevelOne/major-patrol/major-patrol-detail',
  meteringCount: '/metering-plan',
};

/** The rows of the preventive task panel, as the server names them (docs/dashboard-api.md). */
export type PreventiveRow = '本月计划' | '本月已完成' | '待执行' | '已超期';

const PREVENTIVE_QUERIES: Record<PreventiveRow, Record<string, string | boolean>> = {
  本月计划: { dueMonth: true },
  本月已完成: { finishMonth: true },
  待执行: { taskStatus: '02' },
  已超期: { taskStatus: OVERDUE_TASK_STATUS },
};

/** One figure of the preventive task panel: that task type's list, due or finished this month, to do or overdue. */
export function preventiveTaskHref(key: keyof PreventiveTaskCounts, row: string, hospCode: string): string | null {
  const query = PREVENTIVE_QUERIES[row as PreventiveRow];
  return query ? targetHref(PREVENTIVE_ROUTES[key], hospCode, query) : null;
}

/** The part of a tag's equipment a figure counts: normal (01) or repairing (02, 03) in running status, in use in usage rate. */
export type TagGroup = 'normal' | 'repairing' | 'inUse';

const TAG_GROUP_QUERIES: Record<TagGroup, EqpIndexQuery> = {
  normal: { state: '01' },
  repairing: { stateList: ['02', '03'] },
  inUse: { inUse: true },
};

/** Equipment of one tag (tag share, usage rate's total), or one group of it (running status, usage rate). */
export function tagEquipmentHref(hospCode: string, tagCode: string, group?: TagGroup): string {
  return targets.eqpIndex(hospCode, { tagCode, ...(group ? TAG_GROUP_QUERIES[group] : {}) });
}

/**
 * The team workbench's 待完成: the whole hospital's open work of the chosen kind. "All tasks" spans
 * eight lists, so that view has no link (nor do its per-engineer counts).
 */
export function teamOpenWorkHref(scope: TeamTaskType | 'all', hospCode: string): string | null {
  return scope === 'all' ? null : openWorkHref(scope, hospCode);
}

/** The equipment totals of the role 01 header: all equipment, or the networked ones. */
export function equipmentTotalHref(hospCode: string, which: 'all' | 'networked'): string {
  return targets.eqpIndex(hospCode, which === 'networked' ? { networked: true } : {});
}
