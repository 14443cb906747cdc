import type { InitMenu, InitPermission } from '../hospitals/init-data.js';

/**
 * The ten wall screens of seed 000 section 2.1 (dashboards/cockpits/cockpit-pages.ts) as hospital
 * menus under one 驾驶舱 folder, each guarded by its own permission id so a role can be given a
 * cockpit without the others. The ids guard the pages; the calls behind them keep their own ids
 * (home:dashboard), checked by the server.
 */
export interface CockpitMenuEntry {
  path: string;
  pmsCode: string;
  name: string;
  nameEn: string;
}

export const COCKPIT_FOLDER_PATH = '/cockpit';

export const COCKPIT_MENU_ENTRIES: readonly CockpitMenuEntry[] = [
  { path: '/digital', pmsCode: 'cockpit:digital', name: '数据分析驾驶舱', nameEn: 'Data Analysis Cockpit' },
  { path: '/president-cockpit', pmsCode: 'cockpit:president', name: '院长驾驶舱', nameEn: 'President cockpit' },
  { path: '/repaire-cockpit', pmsCode: 'cockpit:repair', name: '维修驾驶舱', nameEn: 'Repair cockpit' },
  { path: '/repaire-team-cockpit', pmsCode: 'cockpit:repair-team', name: '维修班组驾驶舱', nameEn: 'Repair team cockpit' },
  { path: '/mtc-monitor-cockpit', pmsCode: 'cockpit:mtc-monitor', name: '维修监控驾驶舱', nameEn: 'Repair monitoring cockpit' },
  { path: '/inspection-workbench', pmsCode: 'cockpit:inspection-workbench', name: '巡检工作台', nameEn: 'Patrol workbench' },
  {
    path: '/maintenance-table',
    pmsCode: 'cockpit:maintenance-table',
    name: '预防性维护周期表',
    nameEn: 'Preventive maintenance cycle table',
  },
  { path: '/monitoring-center-cockpit', pmsCode: 'cockpit:monitoring-center', name: '监控中心驾驶舱', nameEn: 'Monitoring centre cockpit' },
  {
    path: '/eqp-run-monitoring-cockpit',
    pmsCode: 'cockpit:eqp-run-monitoring',
    name: '设备运行监控驾驶舱',
    nameEn: 'Equipment running monitoring cockpit',
  },
  {
    path: '/medical-env-monitoring-cockpit',
    pmsCode: 'cockpit:medical-env-monitoring',
    name: '医疗环境监控驾驶舱',
    nameEn: 'Medical environment monitoring cockpit',
  },
];

export const cockpitPermissions: InitPermission = {
  pmsCode: 'cockpit',
  pmsName: '驾驶舱',
  children: COCKPIT_MENU_ENTRIES.map((entry) => ({ pmsCode: entry.pmsCode, pmsName: entry.name })),
};

export const cockpitMenus: InitMenu = {
  menuName: '驾驶舱',
  menuNameEn: 'Cockpits',
  path: COCKPIT_FOLDER_PATH,
  icon: 'dashboard',
  children: COCKPIT_MENU_ENTRIES.map((entry) => ({
    menuName: entry.name,
    menuNameEn: entry.nameEn,
    path: entry.path,
    icon: 'file',
    authId: entry.pmsCode,
  })),
};

/** The hospital leadership (院领导) sees the screens made for it; 设备科管理员 holds every menu anyway. */
const LEADERSHIP_PATHS: ReadonlySet<string> = new Set(['/digital', '/president-cockpit', '/monitoring-center-cockpit']);
const leadership = COCKPIT_MENU_ENTRIES.filter((entry) => LEADERSHIP_PATHS.has(entry.path));
export const LEADERSHIP_COCKPITS = { menuPaths: leadership.map((entry) => entry.path), pmsCodes: leadership.map((entry) => entry.pmsCode) };
