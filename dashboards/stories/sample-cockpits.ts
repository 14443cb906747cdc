import type { QueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import type { EquipmentState, PagedList, RepairListItem, TeamSummary } from '../../contracts/dashboard';
import type { MaintenanceCycleTable, MaintenanceOverview, RepairCover } from '../../contracts/maintenance';
import { cockpitPanelKey } from '../cockpits/kit/use-cockpit-query';
import type {
  DeptCount,
  DeptPrice,
  MonthlyDeptRepairs,
  MonthlyEngineerRepairs,
  MonthlyRepairWork,
  MonthlyTransfers,
  PriceRankItem,
  TagCount,
  TagPrice,
} from '../../contracts/data-analysis';
import type { RepairRecord } from '../cockpits/api/repair-api';
import { lastMonths, monthsOf } from '../cockpits/logic/cockpit-months';
import { ENV_EQUIPMENT_KINDS, type EnvEquipmentCounts, type EnvEquipmentKey } from '../cockpits/logic/env-equipment';
import { PATROL_KINDS, type KindCounts, type PatrolKind, type PatrolTaskRow } from '../cockpits/logic/patrol-summary';
import { sampleCycleTable } from '../cockpits/kit/sample-data';
import { currentMonth } from '../logic/month-range';
import { TEAM_TASK_TYPES } from '../logic/target-links';
import {
  SAMPLE_HOSP_CODE,
  sampleDeptBootRate,
  samplePending,
  samplePreventive,
  sampleRepairStatus,
  sampleRepairs,
  sampleRunningStatus,
  sampleTagShares,
  sampleUsageRate,
} from '../panels/sample-data';
import { sampleCompany, sampleLargePage, sampleTop } from './sample-home';

/**
 * The ten cockpits' answers for hospital 10001, put in a story's query cache under the keys their
 * hooks use (use-cockpit-query.ts: ['dashboard', hospCode, 'cockpit:<panel>', ...params]). Dates
 * are taken from the day the story renders, as the pages take theirs (the last six months, this month).
 */
const cockpitKey = (panel: string, ...params: readonly unknown[]) => cockpitPanelKey(SAMPLE_HOSP_CODE, panel, ...params);

const TIME = 'YYYY-MM-DD HH:mm:ss';

const engineers = [
  { engineerId: '65f0a1b2c3d4e5f601230001', engineerName: '张工程师' },
  { engineerId: '65f0a1b2c3d4e5f601230002', engineerName: '刘工程师' },
  { engineerId: '65f0a1b2c3d4e5f601230003', engineerName: '陈工程师' },
  { engineerId: '65f0a1b2c3d4e5f601230004', engineerName: '赵工程师' },
  { engineerId: '65f0a1b2c3d4e5f601230005', engineerName: '马志强' },
  { engineerId: '65f0a1b2c3d4e5f601230006', engineerName: '郭建国' },
  { engineerId: '65f0a1b2c3d4e5f601230007', engineerName: '林晓明' },
];

const depts = ['心内科', '放射科', '检验科', '重症医学科一病区', '急诊科', '手术室', '超声医学科', '康复医学科', '肿瘤科', '儿科'];

const tags = ['通用设备类', '治疗康复类', '监护类', '急救生命支持类', '检验分析类', '手术设备类', '医学影像类', '消毒灭菌类'];

/** A team summary: `people` engineers holding a falling number of open orders. */
function team(people: number, monthTotal: number, most = 11): TeamSummary {
  const dataList = engineers.slice(0, people).map((engineer, index) => ({ ...engineer, jobCount: Math.max(most - index * 2, 1) }));
  return { toBeCompleted: dataList.reduce((sum, member) => sum + member.jobCount, 0) + 3, total: monthTotal, dataList };
}

const equipmentState: EquipmentState = { normalCount: 755, waitMtcCount: 9, mtcingCount: 22, waitScrapCount: 14, allCount: 800 };

/** The sample repair orders, reported from an hour to about twelve days before `now`. */
function openRepairs(now: Dayjs): RepairListItem[] {
  return sampleRepairs.map((item, index) => ({ ...item, applyTime: now.subtract(index * 21 + 1, 'hour').format(TIME) }));
}

export function seedDigitalCockpit(client: QueryClient): void {
  const range = lastMonths(dayjs());
  const months = monthsOf(range, (month) => dayjs(month));
  const typeCount: TagCount[] = tags.map((tagName, index) => ({ tagCode: `T${index + 1}`, tagName, eqpCount: 233 - index * 26 }));
  const typePrice: TagPrice[] = tags.map((tagName, index) => ({
    tagCode: `T${index + 1}`,
    tagName,
    totalPrice: 61_500_000 - index * 6_800_000,
  }));
  const priceRank: PriceRankItem[] = [
    ['磁共振成像系统', 'GE', 'SIGNA Pioneer', '放射科', 17_492_500],
    ['直线加速器', '瓦里安', 'TrueBeam', '肿瘤科', 15_210_000],
    ['磁共振成像系统', '联影', 'uMR 780', '放射科', 12_326_000],
    ['数字减影血管造影机', '西门子', 'Artis zee', '放射科', 9_948_500],
    ['CT 扫描仪', '西门子', 'SOMATOM Force', '放射科', 8_503_000],
    ['CT 扫描仪', '联影', 'uCT 780', '急诊科', 8_600_000],
    ['彩色多普勒超声诊断仪', '飞利浦', 'EPIQ 7', '超声医学科', 2_860_000],
    ['全自动生化分析仪', '罗氏', 'cobas 8000', '检验科', 2_450_000],
    ['体外膜肺氧合系统', '美敦力', 'Bio-Console 560', '重症医学科一病区', 1_980_000],
    ['麻醉工作站', '德尔格', 'Perseus A500', '手术室', 1_120_000],
  ].map(([eqpName, eqpBrand, eqpModel, deptName, price], index) => ({
    id: `65f0a1b2c3d4e5f6012370${String(index).padStart(2, '0')}`,
    eqpName: String(eqpName),
    eqpBrand: String(eqpBrand),
    eqpModel: String(eqpModel),
    deptName: String(deptName),
    price: Number(price),
  }));
  const deptCount: DeptCount[] = depts.map((deptName, index) => ({ deptId: `D${index}`, deptName, eqpCount: 148 - index * 13 }));
  const deptPrice: DeptPrice[] = depts.map((deptName, index) => ({
    deptId: `D${index}`,
    deptName,
    totalPrice: 92_000_000 - index * 8_700_000,
  }));
  const monthlyDept: MonthlyDeptRepairs[] = months.flatMap((mouth, monthIndex) =>
    depts
      .slice(0, 7)
      .map((deptName, index) => ({ mouth, deptId: `D${index}`, deptName, mtcCount: (((monthIndex + 2) * (index + 3)) % 9) + 1 })),
  );
  const monthlyEngineer: MonthlyEngineerRepairs[] = months.flatMap((mouth, monthIndex) =>
    engineers.map((engineer, index) => ({ mouth, ...engineer, mtcCount: (((monthIndex + 3) * (index + 2)) % 8) + 1 })),
  );
  const repairWork: MonthlyRepairWork[] = months.flatMap((mouth, monthIndex) =>
    engineers.map((engineer, index) => {
      const finishCount = (((monthIndex + 1) * (index + 4)) % 7) + 2;
      return { mouth, ...engineer, finishCount, workHours: finishCount * 2.5 + index };
    }),
  );
  const transfers: MonthlyTransfers[] = months.flatMap((mouth, monthIndex) =>
    engineers.slice(0, 5).map((engineer, index) => ({ mouth, ...engineer, transferCount: (monthIndex + index) % 3 })),
  );
  client.setQueryData(cockpitKey('digital:summary'), sampleCompany);
  client.setQueryData(cockpitKey('digital:typeCount'), typeCount);
  client.setQueryData(cockpitKey('digital:typePrice'), typePrice);
  client.setQueryData(cockpitKey('digital:priceRank'), priceRank);
  client.setQueryData(cockpitKey('digital:deptCount'), deptCount);
  client.setQueryData(cockpitKey('digital:deptPrice'), deptPrice);
  client.setQueryData(cockpitKey('digital:monthlyDept', ...range), monthlyDept);
  client.setQueryData(cockpitKey('digital:monthlyEngineer', ...range), monthlyEngineer);
  client.setQueryData(cockpitKey('digital:repairWork', ...range), repairWork);
  client.setQueryData(cockpitKey('digital:transfers', ...range), transfers);
}

export function seedRepairCockpit(client: QueryClient): void {
  const repairs = openRepairs(dayjs());
  client.setQueryData(cockpitKey('repair-status'), sampleRepairStatus);
  client.setQueryData(cockpitKey('repair-eqp-state'), equipmentState);
  client.setQueryData(cockpitKey('repair-pending'), { ...samplePending, waitMtc: 30, waitScrapEqp: 14 });
  client.setQueryData(cockpitKey('repair-team'), team(7, 96));
  client.setQueryData(cockpitKey('repair-list'), repairs);
  client.setQueryData(cockpitKey('repair-not-done'), repairs);
}

export function seedRepairTeamCockpit(client: QueryClient): void {
  const now = dayjs();
  const months = Array.from({ length: 12 }, (_, index) => now.subtract(11 - index, 'month').format('YYYY-MM'));
  TEAM_TASK_TYPES.forEach((type, index) => {
    client.setQueryData(cockpitKey(`team-${type}`), team(7 - (index % 4), 40 + index * 9, 11 - index));
  });
  const work: MonthlyRepairWork[] = months.flatMap((mouth, monthIndex) =>
    engineers.map((engineer, index) => {
      const finishCount = (((monthIndex + 2) * (index + 3)) % 9) + 1;
      return { mouth, ...engineer, finishCount, workHours: finishCount * 3 + (index % 3) * 0.5 };
    }),
  );
  const transfers: MonthlyTransfers[] = months.flatMap((mouth, monthIndex) =>
    engineers.slice(0, 4).map((engineer, index) => ({ mouth, ...engineer, transferCount: (monthIndex + index) % 3 })),
  );
  client.setQueryData(cockpitKey('team-monthly-work'), work);
  client.setQueryData(cockpitKey('team-monthly-transfers'), transfers);
}

const faults = ['开机无显示', '报警无法消除', '图像伪影', '测量结果偏差', '无法充电', '打印机卡纸', '管路漏气'];

export function seedMtcMonitorCockpit(client: QueryClient): void {
  const now = dayjs();
  const list: RepairRecord[] = sampleRepairs.map((item, index) => ({
    id: item.id,
    seqNo: `WX${now.format('YYYYMMDD')}${String(index + 1).padStart(4, '0')}`,
    actionState: item.actionState,
    applyTime: now.subtract(index * 23 + 2, 'hour').format(TIME),
    faultDesc: faults[index % faults.length] ?? null,
    currentEgnName: item.currentEgnName,
    eqpIdDesc: item.eqpName,
    deptIdDesc: item.deptName,
  }));
  const total = (count: number): PagedList<RepairRecord> => ({ list: [], total: count });
  client.setQueryData(cockpitKey('monitor-open'), { list, total: list.length });
  client.setQueryData(cockpitKey('monitor-today'), total(5));
  client.setQueryData(cockpitKey('monitor-long-wait'), total(3));
  client.setQueryData(cockpitKey('monitor-long-repair'), total(2));
  client.setQueryData(cockpitKey('monitor-status'), sampleRepairStatus);
}

export function seedPresidentCockpit(client: QueryClient): void {
  const today = dayjs();
  const month = currentMonth(today);
  const range = lastMonths(today);
  const cover: MaintenanceOverview = {
    eqpCount: 2411,
    inGuarCount: 1532,
    outGuarCount: 879,
    insuredCount: 425,
    uncoveredCount: 454,
    insuredFeeSum: 1_286_000,
  };
  const repairCover: RepairCover = { sum: 96, inGuarCount: 58, outGuarCount: 38 };
  client.setQueryData(cockpitKey('president:top'), sampleTop);
  client.setQueryData(cockpitKey('president:assets'), sampleTagShares(8));
  client.setQueryData(cockpitKey('president:state'), equipmentState);
  client.setQueryData(cockpitKey('president:repairs'), team(6, 96));
  client.setQueryData(cockpitKey('president:preventive'), samplePreventive);
  client.setQueryData(cockpitKey('president:cover'), cover);
  client.setQueryData(cockpitKey('president:expiring', month), { sum: 64 });
  client.setQueryData(cockpitKey('president:repairCover', month), repairCover);
  client.setQueryData(cockpitKey('president:bootRate', ...range), bootRates(range));
  client.setQueryData(cockpitKey('president:large'), sampleLargePage);
}

function bootRates(range: [string, string]) {
  return monthsOf(range, (month) => dayjs(month)).map((mouth, index) => ({ mouth, eqpBootRate: 0.78 + (index % 3) * 0.04 }));
}

const patrolDepts = ['心内科', '放射科', '检验科', '急诊科', '手术室'];
const patrolEquipment = ['多参数监护仪', '除颤仪', '呼吸机', '输液泵', '高频电刀'];

export function seedInspectionWorkbench(client: QueryClient): void {
  const now = dayjs();
  const deptCounts: KindCounts = { planned: 24, done: 15, todo: 6, overdue: 3 };
  client.setQueryData(cockpitKey('patrol-work-count'), samplePreventive);
  client.setQueryData(cockpitKey('patrol-dept-counts'), deptCounts);
  PATROL_KINDS.forEach((kind: PatrolKind, kindIndex) => {
    client.setQueryData(cockpitKey(`patrol-team-${kind}`), team(5 - kindIndex, 30, 9 - kindIndex * 2));
    const overdue: PatrolTaskRow[] = Array.from({ length: 3 - (kindIndex % 3) }, (_, index) => ({
      id: `${kind}-${index}`,
      dueDate: now.subtract(kindIndex * 4 + index * 3 + 1, 'day').format('YYYY-MM-DD'),
      eqpIdDesc: patrolEquipment[(kindIndex + index) % patrolEquipment.length],
      deptIdDesc: patrolDepts[(kindIndex * 2 + index) % patrolDepts.length],
      personIdDesc: engineers[(kindIndex + index) % engineers.length]?.engineerName,
    }));
    client.setQueryData(cockpitKey(`patrol-overdue-${kind}`), overdue);
  });
}

/** The maintenance plans of repair/sample-data.tsx, moved to `year`. */
export function sampleCycleTableOf(year: number): MaintenanceCycleTable {
  const moved = (month: string) => `${year}${month.slice(4)}`;
  return {
    year,
    months: sampleCycleTable.months.map(moved),
    plans: sampleCycleTable.plans.map((plan) => ({
      ...plan,
      planName: plan.planName.replace(String(sampleCycleTable.year), String(year)),
      cells: plan.cells.map((cell) => ({ ...cell, month: moved(cell.month) })),
    })),
  };
}

export function seedMaintenanceTable(client: QueryClient): void {
  const year = dayjs().year();
  client.setQueryData(cockpitKey('maintenance-cycle-table', year), sampleCycleTableOf(year));
}

export function seedMonitoringCenterCockpit(client: QueryClient): void {
  client.setQueryData(cockpitKey('monitoring:state'), equipmentState);
  client.setQueryData(cockpitKey('monitoring:running'), sampleRunningStatus(8));
  client.setQueryData(cockpitKey('monitoring:repairStatus'), sampleRepairStatus);
  client.setQueryData(cockpitKey('monitoring:repairList'), openRepairs(dayjs()));
  client.setQueryData(cockpitKey('monitoring:team'), team(6, 96));
}

export function seedEqpRunMonitoringCockpit(client: QueryClient): void {
  const range = lastMonths(dayjs());
  client.setQueryData(cockpitKey('eqpRun:summary'), sampleCompany);
  client.setQueryData(cockpitKey('eqpRun:monthBoot', ...range), bootRates(range));
  client.setQueryData(cockpitKey('eqpRun:deptBoot', ...range), {
    resList: sampleDeptBootRate.map((dept) => ({ deptName: dept.label, eqpBootRate: dept.rate })),
  });
  client.setQueryData(cockpitKey('eqpRun:usage'), sampleUsageRate);
  client.setQueryData(cockpitKey('eqpRun:running'), sampleRunningStatus(8));
  client.setQueryData(cockpitKey('eqpRun:large'), sampleLargePage);
}

/** Sterilizers are more than one page of the ledger: their states are not counted (the table says so). */
const envCounts: Record<EnvEquipmentKey, EnvEquipmentCounts> = {
  airDisinfection: { total: 36, normal: 33, faulty: 2 },
  coldStorage: { total: 58, normal: 55, faulty: 3 },
  incubator: { total: 21, normal: 20, faulty: 1 },
  sterilizer: { total: 140, normal: null, faulty: null },
};

export function seedMedicalEnvMonitoringCockpit(client: QueryClient): void {
  for (const kind of ENV_EQUIPMENT_KINDS) client.setQueryData(cockpitKey('env', kind.key), envCounts[kind.key]);
}
