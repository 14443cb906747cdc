import type {
  EquipmentState,
  ItemReminders,
  KeyStatistics,
  LargeEquipmentItem,
  MyPendingCounts,
  PreventiveTaskItem,
  RepairListItem,
  RepairStatusCounts,
  RunningStatusItem,
  TagShareItem,
  TeamSummary,
  UsageRateItem,
} from '../../contracts/dashboard';
import type { MenuChoice } from '../logic/menu-choices';

/**
 * Sample props for the designers' catalogue (stories) and the view tests. Never used by the running
 * console: the dashboards show only what the server returns.
 */
export const SAMPLE_HOSP_CODE = '10001';
export const SAMPLE_ME = '65f0a1b2c3d4e5f601234567';

export const samplePending: MyPendingCounts = {
  waitMtc: 6,
  waiDailyPatrol: 4,
  waitPatrol: 3,
  waitMaintain: 5,
  waitQuality: 2,
  waitMetering: 1,
  waitScrapEqp: 0,
  waitMajorPatrol: 2,
};

export const sampleReminders: ItemReminders = {
  newMtcTotal: 3,
  longWaitTotal: 2,
  longMtcTotal: 1,
  dailyPatrolDelayTotal: 0,
  partrolDelayTotal: 2,
  maintainDelayTotal: 1,
  qualityDelayTotal: 0,
  meteringDelayTotal: 1,
  total: 10,
};

export const sampleKeyStatistics: KeyStatistics = {
  eqpTotal: 128,
  waitCheckTotal: 2,
  weeklyMaintenance: 5,
  weeklyMaintain: 3,
  monthMaintenance: 17,
  monthMaintain: 9,
};

export const sampleTeam: TeamSummary = {
  toBeCompleted: 41,
  total: 96,
  dataList: [
    { engineerId: '65f0a1b2c3d4e5f601230001', engineerName: '张工程师', jobCount: 18 },
    { engineerId: '65f0a1b2c3d4e5f601230002', engineerName: '刘工程师', jobCount: 12 },
    { engineerId: '65f0a1b2c3d4e5f601230003', engineerName: '陈工程师', jobCount: 7 },
    { engineerId: '65f0a1b2c3d4e5f601230004', engineerName: '赵工程师', jobCount: 4 },
  ],
};

export const sampleMenuChoices: MenuChoice[] = [
  { path: '/eqp/index', name: '设备台账' },
  { path: '/mtc-record', name: '维修记录' },
  { path: '/insured-equipment-record', name: '在保设备' },
  { path: '/guar-equipment-record', name: '出保设备' },
  { path: '/daily-patrol-detail', name: '日常巡检' },
  { path: '/patrol-detail', name: '巡检任务' },
  { path: '/maintain-detail', name: '保养任务' },
  { path: '/quality-detail', name: '质控任务' },
  { path: '/metering-plan', name: '计量任务' },
];

export const sampleEquipmentState: EquipmentState = {
  normalCount: 842,
  waitMtcCount: 23,
  mtcingCount: 17,
  waitScrapCount: 6,
  allCount: 888,
};

const tags = ['监护类', '影像类', '检验类', '手术类', '急救类', '康复类', '消毒类', '治疗类', '口腔类', '眼科类', '其他'];

export function sampleTagShares(count: number): TagShareItem[] {
  return tags.slice(0, count).map((tagName, index) => ({
    tagName,
    tagCode: `T${index + 1}`,
    eqpCount: Math.max(180 - index * 15, 3),
    tagRate: Math.max(180 - index * 15, 3) / 1234,
  }));
}

export const sampleTagShare: TagShareItem[] = sampleTagShares(6);

export function sampleRunningStatus(count: number): RunningStatusItem[] {
  return tags.slice(0, count).map((tagName, index) => ({
    tagName,
    tagCode: `T${index + 1}`,
    eqpCount: 120 - index * 9,
    normalCount: 112 - index * 9,
    mtcCount: 5 + (index % 3),
  }));
}

export function sampleUsageRates(count: number): UsageRateItem[] {
  return tags.slice(0, count).map((tagName, index) => ({
    tagName,
    tagCode: `T${index + 1}`,
    eqpCount: 100 - index * 8,
    usingCount: Math.max(90 - index * 11, 0),
    useRate: Math.max(90 - index * 11, 0) / (100 - index * 8),
  }));
}

export const sampleUsageRate: UsageRateItem[] = sampleUsageRates(8);

export const sampleRepairStatus: RepairStatusCounts = {
  tobeApply: 4,
  waitMtc: 6,
  mtcingCount: 9,
  waitAccCount: 3,
  accArriveCount: 1,
  extraMtcCount: 2,
  tobeCheckCount: 5,
  otherCount: 0,
};

const states: [string, string][] = [
  ['01', '待申领'],
  ['02', '已申领待维修'],
  ['03', '维修中'],
  ['04', '等待配件'],
  ['05', '配件已到'],
  ['06', '外出维修'],
  ['07', '待验收'],
];

export const sampleRepairs: RepairListItem[] = Array.from({ length: 14 }, (_, index) => {
  const [actionState, actionStateDesc] = states[index % states.length] ?? ['08', '其他'];
  const claimed = actionState !== '01';
  return {
    id: `65f0a1b2c3d4e5f6012340${String(index).padStart(2, '0')}`,
    actionState,
    actionStateDesc,
    deptId: `D${index % 4}`,
    deptName: ['心内科', '放射科', '检验科', '重症医学科一病区'][index % 4] ?? null,
    eqpName: ['多参数监护仪', '数字化X射线摄影系统', '全自动生化分析仪', '呼吸机'][index % 4] ?? '呼吸机',
    eqpBrand: ['迈瑞', '联影', '罗氏', '德尔格'][index % 4] ?? null,
    eqpModel: `M-${100 + index}`,
    factSerialNo: `SN2026${String(index).padStart(4, '0')}`,
    hospCode: SAMPLE_HOSP_CODE,
    currentEgnName: claimed ? '张工程师' : null,
    currentEgnPhone: claimed ? '13800000001' : null,
    applyTime: `2026-11-${String(20 - (index % 14)).padStart(2, '0')} 09:${String(10 + index).padStart(2, '0')}:00`,
  };
});

export const sampleDeptBootRate = [
  { label: '心内科', rate: 0.92 },
  { label: '放射科', rate: 0.87 },
  { label: '检验科', rate: 0.95 },
  { label: '重症医学科一病区', rate: 0.78 },
  { label: '急诊科', rate: 0.99 },
  { label: '手术室', rate: 0.81 },
  { label: '超声医学科', rate: 0.74 },
  { label: '康复医学科', rate: 0 },
];

export const sampleMonthBootRate = [
  { label: '2026-06', rate: 0.83 },
  { label: '2026-07', rate: 0.86 },
  { label: '2026-08', rate: 0.79 },
  { label: '2026-09', rate: 0.9 },
  { label: '2026-10', rate: 0.88 },
  { label: '2026-11', rate: 0.004 },
];

export const samplePreventive: PreventiveTaskItem[] = [
  ['本月计划', 30, 12, 18, 8, 4, 6],
  ['本月已完成', 21, 7, 11, 5, 2, 3],
  ['待执行', 7, 4, 5, 2, 1, 2],
  ['已超期', 2, 1, 2, 1, 1, 1],
].map(([taskDesc, dailyPatrolCount, patrolDetailCount, maintainCount, qualityCount, majorPatrolCount, meteringCount]) => ({
  taskDesc: String(taskDesc),
  taskCountInfo: {
    dailyPatrolCount: Number(dailyPatrolCount),
    patrolDetailCount: Number(patrolDetailCount),
    maintainCount: Number(maintainCount),
    qualityCount: Number(qualityCount),
    majorPatrolCount: Number(majorPatrolCount),
    meteringCount: Number(meteringCount),
  },
}));

export const sampleLargeEquipment: LargeEquipmentItem[] = [
  ['磁共振成像系统', '放射科', '西门子', 'MAGNETOM Vida', 12_800_000],
  ['CT 扫描仪', '放射科', '联影', 'uCT 780', 8_600_000],
  ['直线加速器', '肿瘤科', '瓦里安', 'TrueBeam', 21_500_000],
].map(([eqpName, deptName, eqpBrand, eqpModel, price], index) => ({
  id: `65f0a1b2c3d4e5f6012350${index}0`,
  eqpName: String(eqpName),
  eqpBrand: String(eqpBrand),
  eqpModel: String(eqpModel),
  factSerialNo: `LG${index}`,
  hospEqpId: `E${index}`,
  deptId: `D${index}`,
  deptName: String(deptName),
  tagCode: 'T2',
  tagName: '影像类',
  price: Number(price),
  state: '01',
  stateDesc: '正常',
  useState: index !== 1,
  netFlag: true,
}));
