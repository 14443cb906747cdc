import { http } from '../../platform/api/http';
import type { TeamTaskType } from '../logic/target-links';
import type { PickedMonthRange } from '../logic/month-range';
import type {
  CompanySummary,
  DashboardSessionInfo,
  DeptBootRateAnswer,
  EquipmentState,
  ItemReminders,
  KeyStatistics,
  LargeEquipmentItem,
  MonthBootRate,
  MyPendingCounts,
  PagedList,
  PreventiveTaskItem,
  RepairListItem,
  RepairStatusCounts,
  RunningStatusItem,
  SumSummary,
  TagShareItem,
  TeamSummary,
  TopSummary,
  UsageRateItem,
} from '../../contracts/dashboard';

/**
 * Panel calls are silent: a panel whose call fails stays at its defaults and the rest of the page
 * keeps working (seed 000 section 4), instead of a toast per failed panel.
 */
const SILENT = { silent: true } as const;

/** `acctCheck: '02'`: the warranty summaries count equipment checked into the asset ledger. */
export const ACCT_CHECKED = '02';

/** The team summary of every task type together, rather than one. */
export type TeamScope = TeamTaskType | 'all';

const TEAM_SUMMARY_PATHS: Record<TeamTaskType, string> = {
  mtc: '/api/dashboard/mtc-sum',
  dailyPatrol: '/api/dashboard/daily-partrol-sum',
  patrol: '/api/dashboard/partrol-sum',
  deptPatrol: '/api/dashboard/dept-patrol-sum',
  maintain: '/api/dashboard/maintain-sum',
  quality: '/api/dashboard/quality-sum',
  metering: '/api/dashboard/metering-sum',
  majorPatrol: '/api/dashboard/major-patrol-sum',
};

/** Large-equipment panel: the ten most expensive. */
export const LARGE_EQUIPMENT_PAGE = { index: 1, pageSize: 10 } as const;

/** Typed dashboard calls (docs/dashboard-api.md); views and hooks use these, never axios. */
export const dashboardApi = {
  /** Not silent: without it the page cannot pick a dashboard, so the user should see why. */
  sessionInfo: (hospCode: string) => http.post<DashboardSessionInfo>('/api/dashboard/session-info', { hospCode }),

  companySummary: (hospCode: string) => http.post<CompanySummary>('/api/dashboard/company-sum-info', { hospCode }, SILENT),
  myPending: (hospCode: string) => http.post<MyPendingCounts>('/api/dashboard/engineer-sum', { hospCode, mine: true }, SILENT),
  itemReminders: (hospCode: string) => http.post<ItemReminders>('/api/dashboard/item-remind-count', { hospCode, mine: true }, SILENT),
  keyStatistics: (hospCode: string) => http.post<KeyStatistics>('/api/finish-work-record', { hospCode, myMaintain: true }, SILENT),
  teamSummary: (hospCode: string, scope: TeamScope) =>
    scope === 'all'
      ? http.post<TeamSummary>(`/api/dashboard/sub-group-sum-info?${new URLSearchParams({ hospCode })}`, {}, SILENT)
      : http.post<TeamSummary>(TEAM_SUMMARY_PATHS[scope], { hospCode }, SILENT),

  topSummary: (hospCode: string) => http.post<TopSummary>('/db/workbench/eqp-count-price-uery', { hospCode }, SILENT),
  insuredSum: (hospCode: string, time: string) =>
    http.post<SumSummary>('/db/hosp-eqp-maintenance/insured-info', { hospCode, time, acctCheck: ACCT_CHECKED }, SILENT),
  outOfWarrantySum: (hospCode: string, time: string) =>
    http.post<SumSummary>('/db/hosp-eqp-maintenance/guar-info', { hospCode, time, acctCheck: ACCT_CHECKED }, SILENT),
  aboutToExpireSum: (hospCode: string, time: string) =>
    http.post<SumSummary>('/db/hosp-eqp-maintenance/about-guar-info', { hospCode, time, acctCheck: ACCT_CHECKED }, SILENT),
  tagShare: (hospCode: string) => http.post<TagShareItem[]>('/db/workbench/eqp-tag-count-rate-query', { hospCode }, SILENT),
  runningStatus: (hospCode: string) => http.post<RunningStatusItem[]>('/db/workbench/eqp-mtc-and-normal-count-query', { hospCode }, SILENT),
  usageRate: (hospCode: string) => http.post<UsageRateItem[]>('/db/workbench/eqp-tag-use-rate-query', { hospCode }, SILENT),
  repairStatus: (hospCode: string) => http.post<RepairStatusCounts>('/db/workbench/eqp-mtc-status-count-query', { hospCode }, SILENT),
  repairList: (hospCode: string) => http.post<RepairListItem[]>('/db/workbench/mtc-eqp-list-query', { hospCode }, SILENT),
  deptBootRate: (hospCode: string, reqDate: PickedMonthRange) =>
    http.post<DeptBootRateAnswer>('/api/dashboard/eqp-boot-rate', { hospCode, reqDate }, SILENT),
  monthBootRate: (hospCode: string, reqDate: PickedMonthRange) =>
    http.post<MonthBootRate[]>('/db/workbench/eqp-group-mouth-query', { hospCode, reqDate }, SILENT),
  equipmentState: (hospCode: string) => http.post<EquipmentState>('/db/workbench/eqp-status-rate-query', { hospCode }, SILENT),
  preventiveTasks: (hospCode: string) => http.post<PreventiveTaskItem[]>('/db/workbench/work-count-query', { hospCode }, SILENT),
  largeEquipment: (hospCode: string) =>
    http.post<PagedList<LargeEquipmentItem>>('/api/large-eqp-query', { hospCode, pagedQueryInfo: LARGE_EQUIPMENT_PAGE }, SILENT),
};
