/**
 * Wire shapes of the dashboard calls (seed 000 section 3, docs/dashboard-api.md). Names are kept as
 * the server spells them (`waiDailyPatrol`, `partrolDelayTotal`, `mouth`). Money is in yuan and
 * rates are fractions 0..1; the console formats them.
 */

/** POST /api/dashboard/session-info */
export interface DashboardSessionInfo {
  acctRoleType: string | null;
  id: string;
}

export type RoleType = '01' | '02' | '03';

/** company-sum-info (role 01 header). */
export interface CompanySummary {
  eqpCount: number;
  netEqpCount: number;
  totalPrice: number;
}

/** eqp-count-price-uery (roles 02 and 03 header). */
export interface TopSummary {
  eqpCount: number;
  totalPrice: number;
}

export interface MyPendingCounts {
  waitMtc: number;
  waiDailyPatrol: number;
  waitPatrol: number;
  waitMaintain: number;
  waitQuality: number;
  waitMetering: number;
  waitScrapEqp: number;
  waitMajorPatrol: number;
}

export interface ItemReminders {
  newMtcTotal: number;
  longWaitTotal: number;
  longMtcTotal: number;
  dailyPatrolDelayTotal: number;
  partrolDelayTotal: number;
  maintainDelayTotal: number;
  qualityDelayTotal: number;
  meteringDelayTotal: number;
  total: number;
}

export interface KeyStatistics {
  eqpTotal: number;
  waitCheckTotal: number;
  weeklyMaintenance: number;
  weeklyMaintain: number;
  monthMaintenance: number;
  monthMaintain: number;
}

export interface TeamMember {
  engineerId: string;
  engineerName: string;
  jobCount: number;
}

export interface TeamSummary {
  toBeCompleted: number;
  total: number;
  dataList: TeamMember[];
}

export interface EquipmentState {
  normalCount: number;
  waitMtcCount: number;
  mtcingCount: number;
  waitScrapCount: number;
  allCount: number;
}

export interface TagShareItem {
  tagName: string;
  tagCode: string;
  eqpCount: number;
  tagRate: number;
}

export interface RunningStatusItem {
  tagName: string;
  tagCode: string;
  eqpCount: number;
  normalCount: number;
  mtcCount: number;
}

export interface RepairStatusCounts {
  tobeApply: number;
  waitMtc: number;
  mtcingCount: number;
  waitAccCount: number;
  accArriveCount: number;
  extraMtcCount: number;
  tobeCheckCount: number;
  otherCount: number;
}

export interface RepairListItem {
  id: string;
  actionState: string;
  actionStateDesc: string;
  deptId: string | null;
  deptName: string | null;
  eqpName: string;
  eqpBrand: string | null;
  eqpModel: string | null;
  factSerialNo: string | null;
  hospCode: string;
  currentEgnName: string | null;
  currentEgnPhone: string | null;
  /** When the order was reported ('YYYY-MM-DD HH:mm:ss'); ours, for the wall screens' waiting times. */
  applyTime: string | null;
}

/** `tagCode` is ours (the seed's item has none): the counts open the tag's equipment list. */
export interface UsageRateItem {
  tagName: string;
  tagCode: string;
  eqpCount: number;
  usingCount: number;
  useRate: number;
}

export interface DeptBootRate {
  deptName: string;
  eqpBootRate: number;
}

/** POST /api/dashboard/eqp-boot-rate's answer (the seed's wrapper kept). */
export interface DeptBootRateAnswer {
  resList: DeptBootRate[];
}

export interface MonthBootRate {
  mouth: string;
  eqpBootRate: number;
}

export interface PreventiveTaskCounts {
  dailyPatrolCount: number;
  patrolDetailCount: number;
  maintainCount: number;
  qualityCount: number;
  majorPatrolCount: number;
  meteringCount: number;
}

export interface PreventiveTaskItem {
  taskDesc: string;
  taskCountInfo: PreventiveTaskCounts;
}

/** insured-info, guar-info, about-guar-info */
export interface SumSummary {
  sum: number;
}

export interface LargeEquipmentItem {
  id: string;
  eqpName: string;
  eqpBrand: string | null;
  eqpModel: string | null;
  factSerialNo: string | null;
  hospEqpId: string | null;
  deptId: string | null;
  deptName: string | null;
  tagCode: string | null;
  tagName: string | null;
  price: number;
  state: string;
  stateDesc: string;
  useState: boolean;
  netFlag: boolean;
}

export interface PagedList<T> {
  list: T[];
  total: number;
}
