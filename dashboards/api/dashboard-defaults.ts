import type {
  CompanySummary,
  EquipmentState,
  ItemReminders,
  KeyStatistics,
  MyPendingCounts,
  RepairStatusCounts,
  SumSummary,
  TeamSummary,
  TopSummary,
} from '../../contracts/dashboard';

/** What each panel shows when its call fails (seed 000 section 4); before the first answer it shows a skeleton instead. */
export const emptyCompanySummary: CompanySummary = { eqpCount: 0, netEqpCount: 0, totalPrice: 0 };
export const emptyTopSummary: TopSummary = { eqpCount: 0, totalPrice: 0 };
export const emptyPending: MyPendingCounts = {
  waitMtc: 0,
  waiDailyPatrol: 0,
  waitPatrol: 0,
  waitMaintain: 0,
  waitQuality: 0,
  waitMetering: 0,
  waitScrapEqp: 0,
  waitMajorPatrol: 0,
};
export const emptyReminders: ItemReminders = {
  newMtcTotal: 0,
  longWaitTotal: 0,
  longMtcTotal: 0,
  dailyPatrolDelayTotal: 0,
  partrolDelayTotal: 0,
  maintainDelayTotal: 0,
  qualityDelayTotal: 0,
  meteringDelayTotal: 0,
  total: 0,
};
export const emptyKeyStatistics: KeyStatistics = {
  eqpTotal: 0,
  waitCheckTotal: 0,
  weeklyMaintenance: 0,
  weeklyMaintain: 0,
  monthMaintenance: 0,
  monthMaintain: 0,
};
export const emptyTeamSummary: TeamSummary = { toBeCompleted: 0, total: 0, dataList: [] };
export const emptyEquipmentState: EquipmentState = { normalCount: 0, waitMtcCount: 0, mtcingCount: 0, waitScrapCount: 0, allCount: 0 };
export const emptyRepairStatus: RepairStatusCounts = {
  tobeApply: 0,
  waitMtc: 0,
  mtcingCount: 0,
  waitAccCount: 0,
  accArriveCount: 0,
  extraMtcCount: 0,
  tobeCheckCount: 0,
  otherCount: 0,
};
export const emptySum: SumSummary = { sum: 0 };
