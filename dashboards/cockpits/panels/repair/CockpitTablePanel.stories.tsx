import type { Meta, StoryObj } from '@storybook/react-vite';
import { CockpitTablePanel } from './CockpitTablePanel';
import { onTheWall } from './sample-data';

const rows = Array.from({ length: 24 }, (_, index) => ({
  key: `r${index}`,
  tone: index % 5 === 0 ? ('alert' as const) : undefined,
  cells: {
    seqNo: `WX2026111${String(index).padStart(2, '0')}000123`,
    eqp: ['输液泵', '心电图机', '医用冷藏箱', '呼吸机'][index % 4],
    dept: ['内科', '外科', '急诊科'][index % 3],
    waited: index % 5 === 0 ? `${5 - (index % 3)}天2小时 · 超时待修` : `${index % 3}天${index % 24}小时`,
  },
}));

const meta = {
  title: 'Cockpits/Repair/CockpitTablePanel',
  component: CockpitTablePanel,
  decorators: [onTheWall(1000, 500)],
  args: {
    title: '在修工单',
    caption: '共 24 单，报修最早的在前',
    columns: [
      { key: 'seqNo', title: '报修单号', width: '30%' },
      { key: 'eqp', title: '设备', width: '25%' },
      { key: 'dept', title: '科室', width: '20%' },
      { key: 'waited', title: '已等待', align: 'right' },
    ],
    rows,
    height: 380,
  },
} satisfies Meta<typeof CockpitTablePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Longer than its box: it scrolls by itself, overdue rows marked. */
export const Scrolling: Story = {};
export const Short: Story = { args: { rows: rows.slice(0, 4) } };
export const Empty: Story = { args: { rows: [] } };
