import type { ComponentType } from 'react';

export interface CockpitPage {
  /** The route of seed 000 section 2.1 (spellings kept: repaire). */
  path: string;
  /** Its name, `cockpit.<key>.title`: the header, the menu entry and the PDF file's prefix. */
  titleKey: string;
  /** Each cockpit is its own chunk: G2 and the panels load only when a wall screen opens. */
  load: () => Promise<{ default: ComponentType }>;
}

/** The wall screens, outside the console's shell. */
export const COCKPIT_PAGES: readonly CockpitPage[] = [
  {
    path: '/digital',
    titleKey: 'cockpit.digital.title',
    load: () => import('./pages/DigitalCockpit').then((m) => ({ default: m.DigitalCockpit })),
  },
  {
    path: '/repaire-cockpit',
    titleKey: 'cockpit.repair.title',
    load: () => import('./pages/RepairCockpit').then((m) => ({ default: m.RepairCockpit })),
  },
  {
    path: '/repaire-team-cockpit',
    titleKey: 'cockpit.repairTeam.title',
    load: () => import('./pages/RepairTeamCockpit').then((m) => ({ default: m.RepairTeamCockpit })),
  },
  {
    path: '/mtc-monitor-cockpit',
    titleKey: 'cockpit.mtcMonitor.title',
    load: () => import('./pages/MtcMonitorCockpit').then((m) => ({ default: m.MtcMonitorCockpit })),
  },
  {
    path: '/president-cockpit',
    titleKey: 'cockpit.president.title',
    load: () => import('./pages/PresidentCockpit').then((m) => ({ default: m.PresidentCockpit })),
  },
  {
    path: '/inspection-workbench',
    titleKey: 'cockpit.inspectionWorkbench.title',
    load: () => import('./pages/InspectionWorkbench').then((m) => ({ default: m.InspectionWorkbench })),
  },
  {
    path: '/maintenance-table',
    titleKey: 'cockpit.maintenanceTable.title',
    load: () => import('./pages/MaintenanceTable').then((m) => ({ default: m.MaintenanceTable })),
  },
  {
    path: '/monitoring-center-cockpit',
    titleKey: 'cockpit.monitoringCenter.title',
    load: () => import('./pages/MonitoringCenterCockpit').then((m) => ({ default: m.MonitoringCenterCockpit })),
  },
  {
    path: '/eqp-run-monitoring-cockpit',
    titleKey: 'cockpit.eqpRunMonitoring.title',
    load: () => import('./pages/EqpRunMonitoringCockpit').then((m) => ({ default: m.EqpRunMonitoringCockpit })),
  },
  {
    path: '/medical-env-monitoring-cockpit',
    titleKey: 'cockpit.medicalEnvMonitoring.title',
    load: () => import('./pages/MedicalEnvMonitoringCockpit').then((m) => ({ default: m.MedicalEnvMonitoringCockpit })),
  },
];
