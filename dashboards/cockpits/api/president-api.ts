import { http } from '../../../platform/api/http';
import type {
  EquipmentState,
  LargeEquipmentItem,
  MonthBootRate,
  PagedList,
  PreventiveTaskItem,
  SumSummary,
  TagShareItem,
  TeamSummary,
  TopSummary,
} from '../../../contracts/dashboard';
import type { PickedMonthRange } from '../../logic/month-range';
import type { MaintenanceOverview, RepairCover } from '../../../contracts/maintenance';

/** The calls of /president-cockpit (all existing dashboard calls; docs/dashboard-api.md). */
const SILENT = { silent: true } as const;

/** The large-equipment list of the leadership screen. */
export const PRESIDENT_LARGE_PAGE = { index: 1, pageSize: 8 } as const;

export const presidentApi = {
  topSummary: (hospCode: string) => http.post<TopSummary>('/db/workbench/eqp-count-price-uery', { hospCode }, SILENT),
  assetDistribution: (hospCode: string) => http.post<TagShareItem[]>('/api/eqp-asset-distribution-pc', { hospCode }, SILENT),
  equipmentState: (hospCode: string) => http.post<EquipmentState>('/db/workbench/eqp-status-rate-query', { hospCode }, SILENT),
  repairSummary: (hospCode: string) => http.post<TeamSummary>('/api/dashboard/mtc-sum', { hospCode }, SILENT),
  preventiveTasks: (hospCode: string) => http.post<PreventiveTaskItem[]>('/db/workbench/work-count-query', { hospCode }, SILENT),
  maintenanceOverview: (hospCode: string) =>
    http.post<MaintenanceOverview>(`/db/hosp-eqp-maintenance/info?${new URLSearchParams({ hospCode })}`, {}, SILENT),
  /** All equipment, checked into the ledger or not: the leadership sees the whole exposure. */
  aboutToExpire: (hospCode: string, time: string) =>
    http.post<SumSummary>('/db/hosp-eqp-maintenance/about-guar-info', { hospCode, time }, SILENT),
  repairCover: (hospCode: string, time: string) =>
    http.post<RepairCover>('/db/hosp-eqp-maintenance/hosp-eqp-mtc-guar', { hospCode, time }, SILENT),
  monthBootRate: (hospCode: string, reqDate: PickedMonthRange) =>
    http.post<MonthBootRate[]>('/db/workbench/eqp-group-mouth-query', { hospCode, reqDate }, SILENT),
  largeEquipment: (hospCode: string) =>
    http.post<PagedList<LargeEquipmentItem>>('/api/large-eqp-query', { hospCode, pagedQueryInfo: PRESIDENT_LARGE_PAGE }, SILENT),
};
