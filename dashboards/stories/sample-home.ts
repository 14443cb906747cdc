import type { QueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import type { CompanySummary, DashboardSessionInfo, PagedList, LargeEquipmentItem, TopSummary } from '../../contracts/dashboard';
import type { CurrentNews } from '../../contracts/news';
import { dashboardKeys } from '../api/use-panel-query';
import { currentMonth, defaultBootRateRange } from '../logic/month-range';
import { TEAM_TASK_TYPES } from '../logic/target-links';
import {
  SAMPLE_HOSP_CODE,
  SAMPLE_ME,
  sampleDeptBootRate,
  sampleEquipmentState,
  sampleKeyStatistics,
  sampleLargeEquipment,
  sampleMonthBootRate,
  samplePending,
  samplePreventive,
  sampleReminders,
  sampleRepairStatus,
  sampleRepairs,
  sampleRunningStatus,
  sampleTagShare,
  sampleTeam,
  sampleUsageRate,
} from '../panels/sample-data';

/**
 * The home dashboards' answers, put in a story's query cache under the keys their hooks use
 * (dashboards/api/use-panel-query.ts: ['dashboard', hospCode, panel, ...params]).
 */
const key = (panel: string, ...params: readonly unknown[]) => dashboardKeys.panel(SAMPLE_HOSP_CODE, panel, ...params);

export const sampleCompany: CompanySummary = { eqpCount: 2411, netEqpCount: 1876, totalPrice: 356_789_012.34 };
export const sampleTop: TopSummary = { eqpCount: 2411, totalPrice: 356_789_012.34 };
export const sampleLargePage: PagedList<LargeEquipmentItem> = { list: sampleLargeEquipment, total: sampleLargeEquipment.length };

export const sampleNews: CurrentNews[] = [
  {
    id: 'n1',
    title: '平台系统升级维护通知',
    content: '平台将于本周六 22:00 至次日 02:00 进行升级维护。',
    publishTime: '2026-11-20 09:00:00',
    expireTime: null,
    pinned: true,
  },
  {
    id: 'n2',
    title: '关于开展年度医疗设备质控检测的通知',
    content: '请各科室配合完成质控检测。',
    publishTime: '2026-11-18 09:00:00',
    expireTime: '2026-12-31 00:00:00',
    pinned: false,
  },
  {
    id: 'n3',
    title: '新版设备台账导出功能上线',
    content: '设备台账新增按列选择导出。',
    publishTime: '2026-11-10 09:00:00',
    expireTime: null,
    pinned: false,
  },
];

export function seedNews(client: QueryClient): void {
  client.setQueryData(key('news'), sampleNews);
}

/** Role 01's five panel calls; the team workbench has an answer for every scope it offers. */
export function seedEngineerDashboard(client: QueryClient): void {
  client.setQueryData(key('company-sum-info'), sampleCompany);
  client.setQueryData(key('engineer-sum', 'mine'), samplePending);
  client.setQueryData(key('item-remind-count', 'mine'), sampleReminders);
  client.setQueryData(key('finish-work-record', 'mine'), sampleKeyStatistics);
  for (const scope of [...TEAM_TASK_TYPES, 'all'])
    client.setQueryData(key('team-summary', scope), {
      ...sampleTeam,
      dataList: sampleTeam.dataList.slice(0, 1 + (scope.length % sampleTeam.dataList.length)),
    });
}

/** The boot-rate panel's answer for the range it opens on (the latest six settled months before `today`). */
export function seedBootRate(client: QueryClient, roleType: '02' | '03', today: Dayjs): void {
  const range = defaultBootRateRange(today);
  if (roleType === '03') client.setQueryData(key('boot-rate-month', ...range), sampleMonthBootRate);
  else client.setQueryData(key('boot-rate-dept', ...range), sampleDeptBootRate);
}

export function seedLargeEquipment(client: QueryClient): void {
  client.setQueryData(key('large-eqp'), sampleLargePage);
}

/** Roles 02 and 03: every panel of the manager dashboard, as of `today` (the warranty month, the boot-rate range). */
export function seedManagerDashboard(client: QueryClient, roleType: '02' | '03', today: Dayjs): void {
  const month = currentMonth(today);
  client.setQueryData(key('eqp-count-price'), sampleTop);
  client.setQueryData(key('insured-info', month), { sum: 1532 });
  client.setQueryData(key('guar-info', month), { sum: 879 });
  client.setQueryData(key('about-guar-info', month), { sum: 64 });
  client.setQueryData(key('tag-share'), sampleTagShare);
  client.setQueryData(key('running-status'), sampleRunningStatus(6));
  client.setQueryData(key('usage-rate'), sampleUsageRate);
  client.setQueryData(key('repair-status'), sampleRepairStatus);
  client.setQueryData(key('repair-list'), sampleRepairs);
  client.setQueryData(key('equipment-state'), sampleEquipmentState);
  client.setQueryData(key('preventive-tasks'), samplePreventive);
  seedBootRate(client, roleType, today);
  seedLargeEquipment(client);
}

/** /home/dashboard's session info: the role type picks the dashboard. */
export function seedHomeSession(client: QueryClient, acctRoleType: string | null): void {
  const info: DashboardSessionInfo = { acctRoleType, id: SAMPLE_ME };
  client.setQueryData(key('session-info'), info);
}
