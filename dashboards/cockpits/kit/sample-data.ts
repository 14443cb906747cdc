import type { MaintenanceCycleTable } from '../../../contracts/maintenance';
import type { Figure } from './CockpitFigures';
import type { NamedValue, SeriesPoint } from './specs';

/** Sample numbers of the kit's stories, shaped like demo hospital 10001. */
export const sampleFigures: Figure[] = [
  { key: 'eqpCount', label: '设备总数', value: '800', unit: '台' },
  { key: 'totalPrice', label: '资产总值', value: '26,753.24', unit: '万元' },
  { key: 'runningRate', label: '设备运行率', value: '94%' },
  { key: 'window', label: '统计区间', value: '2026-06 至 2026-11', small: true },
  { key: 'uncovered', label: '无保障设备', value: '454', unit: '台', tone: 'alert' },
  { key: 'waiting', label: '区间完成维修', value: null, unit: '单' },
];

export const sampleTagCounts: NamedValue[] = [
  { name: '通用设备类', value: 233 },
  { name: '治疗康复类', value: 157 },
  { name: '监护类', value: 134 },
  { name: '急救生命支持类', value: 81 },
  { name: '检验分析类', value: 55 },
  { name: '手术设备类', value: 51 },
  { name: '医学影像类', value: 48 },
  { name: '消毒灭菌类', value: 41 },
];

/** The monthly charts' series: the busiest engineers and the rest as 其他. */
export const sampleMonthlySeries = ['张工程师', '马志强', '郭建国', '林晓明', '其他'];
export const sampleMonths = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
export const sampleMonthly: SeriesPoint[] = sampleMonths.flatMap((month, monthIndex) =>
  sampleMonthlySeries.map((series, index) => ({ x: month, series, value: ((monthIndex + 2) * (index + 3)) % 9 })),
);
export const sampleBootRates: NamedValue[] = sampleMonths.map((month, index) => ({ name: month, value: 0.78 + (index % 3) * 0.012 }));

export const samplePriceRank = [
  { key: '1', cells: { rank: 1, eqpName: '磁共振成像系统 GE SIGNA Pioneer', deptName: '外科', price: '1,749.25' } },
  { key: '2', cells: { rank: 2, eqpName: '磁共振成像系统 GE SIGNA Pioneer', deptName: '放射科', price: '1,743.19' } },
  { key: '3', cells: { rank: 3, eqpName: '磁共振成像系统 联影 uMR 780', deptName: '超声科', price: '1,232.60' } },
  { key: '4', cells: { rank: 4, eqpName: '数字减影血管造影机 西门子 Artis zee', deptName: '放射科', price: '994.85' } },
  { key: '5', cells: { rank: 5, eqpName: 'CT 西门子 SOMATOM Force', deptName: '放射科', price: '850.30' } },
];

export const sampleEngineers = ['张工程师', '李科长', '赵磊', '郭建国', '马志强', '林晓明', '罗建国'];

export const sampleStateBars = [
  { key: '01', label: '待申领', value: 5, colour: '#ff7a45' },
  { key: '02', label: '已申领待维修', value: 4, colour: '#ffc53d' },
  { key: '03', label: '维修中', value: 5, colour: '#3c9cff' },
  { key: '04', label: '等待配件', value: 5, colour: '#f759ab' },
  { key: '05', label: '配件已到', value: 4, colour: '#73d13d' },
  { key: '06', label: '外出维修', value: 3, colour: '#9254de' },
  { key: '07', label: '待验收', value: 3, colour: '#36cfc9' },
  { key: '08', label: '其他', value: 2, colour: '#8c9bb5' },
];

export const sampleLoads = sampleEngineers.map((name, index) => ({
  key: `e${index}`,
  label: name,
  value: [11, 7, 2, 2, 2, 1, 1][index] ?? 0,
}));

const cycle = (planned: readonly number[], overdueEvery: number) =>
  planned.map((done, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    done: index < 10 ? done : index === 10 ? Math.round(done * 0.7) : 0,
    due: index === 10 ? Math.round(done * 0.2) : index === 11 ? done : 0,
    overdue: index <= 10 && done > 0 && index % overdueEvery === 0 ? Math.max(1, Math.round(done * 0.08)) : 0,
  }));

export const sampleCycleTable: MaintenanceCycleTable = {
  year: 2026,
  months: Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
  plans: [
    {
      planId: 'p1',
      planName: '2026年度巡检计划',
      taskType: 'patrol',
      cycleDays: 30,
      cells: cycle([0, 0, 0, 0, 0, 0, 0, 41, 182, 188, 200, 153], 2),
    },
    {
      planId: 'p2',
      planName: '2026年度保养计划',
      taskType: 'maintain',
      cycleDays: 90,
      cells: cycle([0, 0, 0, 0, 11, 109, 117, 129, 123, 129, 140, 136], 3),
    },
    {
      planId: 'p3',
      planName: '2026年度质控计划',
      taskType: 'quality',
      cycleDays: 180,
      cells: cycle([28, 19, 14, 19, 24, 26, 31, 21, 19, 23, 30, 30], 4),
    },
    {
      planId: 'p4',
      planName: '2026年度计量计划',
      taskType: 'metering',
      cycleDays: 365,
      cells: cycle([8, 3, 3, 6, 2, 9, 7, 7, 8, 10, 13, 11], 5),
    },
  ],
};
