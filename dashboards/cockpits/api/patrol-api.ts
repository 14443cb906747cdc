import { http } from '../../../platform/api/http';
import type { PagedList, PreventiveTaskItem, TeamSummary } from '../../../contracts/dashboard';
import type { KindCounts, PatrolKind, PatrolTaskRow } from '../logic/patrol-summary';
import { TEAM_SUMMARY_PATHS } from './repair-api';

const SILENT = { silent: true } as const;

/** The engine's task lists of each patrol kind (schemas/task-*.json). */
export const PATROL_LIST_ENDPOINTS: Record<PatrolKind, string> = {
  dailyPatrol: '/db/hosp-task-daily-patrol/query',
  patrol: '/db/hosp-task-patrol/query',
  deptPatrol: '/db/hosp-task-dept-patrol/query',
  majorPatrol: '/db/hosp-task-major-patrol/query',
};

/** Overdue tasks fetched per kind for the merged list (the longest overdue of each). */
export const OVERDUE_PER_KIND = 30;

const taskQuery = (hospCode: string, kind: PatrolKind, conditions: Record<string, unknown>, pageSize: number) =>
  http.post<PagedList<PatrolTaskRow>>(
    PATROL_LIST_ENDPOINTS[kind],
    { hospCode, ...conditions, pagedQueryInfo: { index: 1, pageSize, sortField: 'dueDate', sortOrder: 'asc' } },
    SILENT,
  );

const totalOf = async (request: Promise<PagedList<unknown>>) => (await request).total;

/** /inspection-workbench. */
export const patrolApi = {
  teamSummary: (hospCode: string, kind: PatrolKind) => http.post<TeamSummary>(TEAM_SUMMARY_PATHS[kind], { hospCode }, SILENT),
  preventiveTasks: (hospCode: string) => http.post<PreventiveTaskItem[]>('/db/workbench/work-count-query', { hospCode }, SILENT),
  /**
   * Department patrols are not in work-count-query: the same four figures as the totals of their
   * list with the list's own parameters (dueMonth, finishMonth, taskStatus), which mean the same.
   */
  deptPatrolCounts: async (hospCode: string): Promise<KindCounts> => {
    const [planned, done, todo, overdue] = await Promise.all([
      totalOf(taskQuery(hospCode, 'deptPatrol', { dueMonth: 'true' }, 1)),
      totalOf(taskQuery(hospCode, 'deptPatrol', { finishMonth: 'true' }, 1)),
      totalOf(taskQuery(hospCode, 'deptPatrol', { taskStatus: '02' }, 1)),
      totalOf(taskQuery(hospCode, 'deptPatrol', { taskStatus: '03' }, 1)),
    ]);
    return { planned, done, todo, overdue };
  },
  overdueTasks: async (hospCode: string, kind: PatrolKind) =>
    (await taskQuery(hospCode, kind, { taskStatus: '03' }, OVERDUE_PER_KIND)).list,
};
