import type { Figure } from './FigureRow';
import type { NamedValue, SeriesPoint } from './cockpit-specs';

/** Sample numbers of the analysis panels' stories, shaped like demo hospital 10001. */
export const sampleFigures: Figure[] = [
  { key: 'eqpCount', label: '设备总数', value: '800', unit: '台' },
  { key: 'totalPrice', label: '资产总值', value: '26,753.24', unit: '万元' },
  { key: 'runningRate', label: '设备运行率', value: '94%' },
  { key: 'window', label: '统计区间', value: '2026-06 至 2026-11', small: true },
  { key: 'uncovered', label: '无保障设备', value: '454', unit: '台', alert: true },
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

const engineers = ['张工程师', '马志强', '郭建国', '林晓明', '其他'];
export const sampleMonths = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
export const sampleMonthly: SeriesPoint[] = sampleMonths.flatMap((month, monthIndex) =>
  engineers.map((series, index) => ({ x: month, series, value: ((monthIndex + 2) * (index + 3)) % 9 })),
);
export const sampleEngineers = engineers;

export const sampleBootRates: NamedValue[] = sampleMonths.map((month, index) => ({ name: month, value: 0.78 + (index % 3) * 0.012 }));

export const samplePriceRank = [
  { key: '1', rank: 1, eqpName: '磁共振成像系统 GE SIGNA Pioneer', deptName: '外科', price: '1,749.25' },
  { key: '2', rank: 2, eqpName: '磁共振成像系统 GE SIGNA Pioneer', deptName: '放射科', price: '1,743.19' },
  { key: '3', rank: 3, eqpName: '磁共振成像系统 联影 uMR 780', deptName: '超声科', price: '1,232.60' },
  { key: '4', rank: 4, eqpName: '数字减影血管造影机 西门子 Artis zee', deptName: '放射科', price: '994.85' },
  { key: '5', rank: 5, eqpName: 'CT 西门子 SOMATOM Force', deptName: '放射科', price: '850.30' },
];
