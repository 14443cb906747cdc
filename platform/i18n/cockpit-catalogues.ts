import zhFrame from '../../locales/zh/cockpits/frame.json';
import enFrame from '../../locales/en/cockpits/frame.json';
import zhDigital from '../../locales/zh/cockpits/digital.json';
import enDigital from '../../locales/en/cockpits/digital.json';
import zhRepair from '../../locales/zh/cockpits/repair.json';
import enRepair from '../../locales/en/cockpits/repair.json';
import zhRepairTeam from '../../locales/zh/cockpits/repairTeam.json';
import enRepairTeam from '../../locales/en/cockpits/repairTeam.json';
import zhMtcMonitor from '../../locales/zh/cockpits/mtcMonitor.json';
import enMtcMonitor from '../../locales/en/cockpits/mtcMonitor.json';
import zhPresident from '../../locales/zh/cockpits/president.json';
import enPresident from '../../locales/en/cockpits/president.json';
import zhInspectionWorkbench from '../../locales/zh/cockpits/inspectionWorkbench.json';
import enInspectionWorkbench from '../../locales/en/cockpits/inspectionWorkbench.json';
import zhMaintenanceTable from '../../locales/zh/cockpits/maintenanceTable.json';
import enMaintenanceTable from '../../locales/en/cockpits/maintenanceTable.json';
import zhMonitoringCenter from '../../locales/zh/cockpits/monitoringCenter.json';
import enMonitoringCenter from '../../locales/en/cockpits/monitoringCenter.json';
import zhEqpRunMonitoring from '../../locales/zh/cockpits/eqpRunMonitoring.json';
import enEqpRunMonitoring from '../../locales/en/cockpits/eqpRunMonitoring.json';
import zhMedicalEnvMonitoring from '../../locales/zh/cockpits/medicalEnvMonitoring.json';
import enMedicalEnvMonitoring from '../../locales/en/cockpits/medicalEnvMonitoring.json';

/**
 * The cockpits' texts, one file per cockpit (locales/<lang>/cockpits/<key>.json) so each wall screen
 * owns its strings; merged under `cockpit.<key>.*`, the shared frame's under `cockpit.frame.*`.
 */
export const zhCockpit = {
  frame: zhFrame,
  digital: zhDigital,
  repair: zhRepair,
  repairTeam: zhRepairTeam,
  mtcMonitor: zhMtcMonitor,
  president: zhPresident,
  inspectionWorkbench: zhInspectionWorkbench,
  maintenanceTable: zhMaintenanceTable,
  monitoringCenter: zhMonitoringCenter,
  eqpRunMonitoring: zhEqpRunMonitoring,
  medicalEnvMonitoring: zhMedicalEnvMonitoring,
};

export const enCockpit = {
  frame: enFrame,
  digital: enDigital,
  repair: enRepair,
  repairTeam: enRepairTeam,
  mtcMonitor: enMtcMonitor,
  president: enPresident,
  inspectionWorkbench: enInspectionWorkbench,
  maintenanceTable: enMaintenanceTable,
  monitoringCenter: enMonitoringCenter,
  eqpRunMonitoring: enEqpRunMonitoring,
  medicalEnvMonitoring: enMedicalEnvMonitoring,
};
