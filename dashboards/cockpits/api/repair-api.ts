import { http } from '../../../platform/api/http';
import type {
  EquipmentState,
  MyPendingCounts,
  PagedList,
  RepairListItem,
  RepairStatusCounts,
  TeamSummary,
} from '../../../contracts/dashboard';
import type { TeamTaskType } from '../../logic/target-links';
import type { MonthlyRepairWork, MonthlyTransfers } from '../../../contracts/data-analysis';

/** Silent like the home panels: a failed panel says so itself, the rest of the wall keeps working. */
const SILENT = { silent: true } as const;

/** The repair lists' largest page (docs/dashboard-api.md: limit 1–200). */
export const REPAIR_LIST_LIMIT = 200;

/**
 * /repaire-cockpit. A display key (wall screen without a session) reaches only these six calls of
 * its hospital, so this cockpit uses nothing else.
 */
export const repairCockpitApi = {
  statusCounts: (hospCode: string) => http.post<RepairStatusCounts>('/db/workbench/eqp-mtc-status-count-query', { hospCode }, SILENT),
  /** The carousel: unfinished orders, newest report first. */
  repairList: (hospCode: string) =>
    http.post<RepairListItem[]>('/db/workbench/mtc-eqp-list-query', { hospCode, limit: REPAIR_LIST_LIMIT }, SILENT),
  equipmentState: (hospCode: string) => http.post<EquipmentState>('/db/workbench/eqp-status-rate-query', { hospCode }, SILENT),
  /** The same unfinished orders for the waiting list (the oldest reports are at its end). */
  notDone: (hospCode: string) => http.post<RepairListItem[]>('/api/eqp-not-done', { hospCode, limit: REPAIR_LIST_LIMIT }, SILENT),
  repairTeam: (hospCode: string) => http.post<TeamSummary>('/api/dashboard/mtc-sum', { hospCode }, SILENT),
  /** Without `mine`: the whole hospital's open work per kind. */
  hospitalPending: (hospCode: string) => http.post<MyPendingCounts>('/api/dashboard/engineer-sum', { hospCode }, SILENT),
};

/** Every team summary call by task type (docs/dashboard-api.md, team summary per task type). */
export const TEAM_SUMMARY_PATHS: Record<TeamTaskType, string> = {
  mtc: '/api/dashboard/mtc-sum',
  dailyPatrol: '/api/dashboard/daily-partrol-sum',
  patrol: '/api/dashboard/partrol-sum',
  deptPatrol: '/api/dashboard/dept-patrol-sum',
  maintain: '/api/dashboard/maintain-sum',
  quality: '/api/dashboard/quality-sum',
  metering: '/api/dashboard/metering-sum',
  majorPatrol: '/api/dashboard/major-patrol-sum',
};

/** /repaire-team-cockpit (a session's cockpit). */
export const repairTeamApi = {
  teamSummary: (hospCode: string, type: TeamTaskType) => http.post<TeamSummary>(TEAM_SUMMARY_PATHS[type], { hospCode }, SILENT),
  /** The server's default range: the twelve months ending with the current one. */
  monthlyWork: (hospCode: string) => http.post<MonthlyRepairWork[]>('/api/data-analysis/monthly-eng-rep-work', { hospCode }, SILENT),
  monthlyTransfers: (hospCode: string) =>
    http.post<MonthlyTransfers[]>('/api/data-analysis/monthly-eng-rep-job-transfer', { hospCode }, SILENT),
};

/** A repair record as the engine's list answers it (schemas/hosp-mtc-record.json), the fields the monitor shows. */
export interface RepairRecord {
  id: string;
  seqNo: string;
  actionState: string;
  applyTime: string;
  faultDesc: string | null;
  currentEgnName: string | null;
  eqpIdDesc: string | null;
  deptIdDesc: string | null;
}

/** The monitor's list: the open orders, the longest waiting first (the engine's page limit). */
export const MONITOR_LIST_SIZE = 200;

const recordQuery = (hospCode: string, conditions: Record<string, unknown>, pageSize: number) =>
  http.post<PagedList<RepairRecord>>(
    '/db/hosp-mtc-record/query',
    { hospCode, ...conditions, pagedQueryInfo: { index: 1, pageSize, sortField: 'applyTime', sortOrder: 'asc' } },
    SILENT,
  );

/** /mtc-monitor-cockpit: the repair records list with its link parameters (longWait, longMtc). */
export const mtcMonitorApi = {
  openOrders: (hospCode: string) => recordQuery(hospCode, { notFinish: 'true' }, MONITOR_LIST_SIZE),
  /** Reported today, whatever became of them since (only the total is shown). */
  todayOrders: (hospCode: string, range: [string, string]) => recordQuery(hospCode, { applyTime: range }, 1),
  longWait: (hospCode: string) => recordQuery(hospCode, { longWait: 'true' }, 1),
  longRepair: (hospCode: string) => recordQuery(hospCode, { longMtc: 'true' }, 1),
  statusCounts: repairCockpitApi.statusCounts,
};
