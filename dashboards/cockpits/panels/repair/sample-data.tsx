import type { Decorator } from '@storybook/react-vite';
import type { MaintenanceCycleTable } from '../../../../contracts/maintenance';

/** Stories of the repair, patrol and maintenance cockpit panels: the dark wall around a panel of a given size. */
export function onTheWall(width: number, height: number): Decorator {
  return (Story) => (
    <div style={{ background: '#050f26', padding: 24, width: width + 48, color: 'rgba(214, 232, 255, 0.92)' }}>
      <div style={{ width, height, display: 'flex' }}>
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Story />
        </div>
      </div>
    </div>
  );
}

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
