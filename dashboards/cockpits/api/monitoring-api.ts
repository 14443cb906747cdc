import { http } from '../../../platform/api/http';
import type {
  CompanySummary,
  DeptBootRateAnswer,
  EquipmentState,
  LargeEquipmentItem,
  MonthBootRate,
  PagedList,
  RepairListItem,
  RepairStatusCounts,
  RunningStatusItem,
  TeamSummary,
  UsageRateItem,
} from '../../../contracts/dashboard';
import type { MaintenancePage } from '../../../contracts/maintenance';
import type { PickedMonthRange } from '../../logic/month-range';
import { ENV_STATE_PAGE_SIZE } from '../logic/env-equipment';

/**
 * The calls of the three monitoring screens (monitoring centre, equipment running, medical
 * environment): existing dashboard calls only (docs/dashboard-api.md, docs/cockpits.md).
 */
const SILENT = { silent: true } as const;

/** Repairs in progress shown on the monitoring centre. */
export const MONITORING_REPAIR_LIMIT = 20;
export const MONITORING_LARGE_PAGE = { index: 1, pageSize: 8 } as const;

export const monitoringApi = {
  companySummary: (hospCode: string) => http.post<CompanySummary>('/api/dashboard/company-sum-info', { hospCode }, SILENT),
  equipmentState: (hospCode: string) => http.post<EquipmentState>('/db/workbench/eqp-status-rate-query', { hospCode }, SILENT),
  runningStatus: (hospCode: string) => http.post<RunningStatusItem[]>('/db/workbench/eqp-mtc-and-normal-count-query', { hospCode }, SILENT),
  runningRate: (hospCode: string) => http.post<RunningStatusItem[]>('/api/eqp-running-rate', { hospCode }, SILENT),
  repairStatus: (hospCode: string) => http.post<RepairStatusCounts>('/db/workbench/eqp-mtc-status-count-query', { hospCode }, SILENT),
  repairList: (hospCode: string) =>
    http.post<RepairListItem[]>('/db/workbench/mtc-eqp-list-query', { hospCode, limit: MONITORING_REPAIR_LIMIT }, SILENT),
  repairTeam: (hospCode: string) => http.post<TeamSummary>('/api/dashboard/mtc-sum', { hospCode }, SILENT),
  usageRate: (hospCode: string) => http.post<UsageRateItem[]>('/db/workbench/eqp-tag-use-rate-query', { hospCode }, SILENT),
  monthBootRate: (hospCode: string, reqDate: PickedMonthRange) =>
    http.post<MonthBootRate[]>('/db/workbench/eqp-group-mouth-query', { hospCode, reqDate }, SILENT),
  deptBootRate: (hospCode: string, reqDate: PickedMonthRange) =>
    http.post<DeptBootRateAnswer>('/api/dashboard/eqp-boot-rate', { hospCode, reqDate }, SILENT),
  largeEquipment: (hospCode: string) =>
    http.post<PagedList<LargeEquipmentItem>>('/api/large-eqp-query', { hospCode, pagedQueryInfo: MONITORING_LARGE_PAGE }, SILENT),
  /** Equipment whose name contains `nameContains`: the first page (for the states) and the total. */
  equipmentNamed: (hospCode: string, nameContains: string) =>
    http.post<MaintenancePage>(
      '/db/hosp-eqp-maintenance/hosp-eqp-maintenance-paged-query',
      { hospCode, eqpName: nameContains, pagedQueryInfo: { index: 1, pageSize: ENV_STATE_PAGE_SIZE } },
      SILENT,
    ),
};
