import type { Meta, StoryObj } from '@storybook/react-vite';
import { CockpitTable } from './CockpitTable';
import { samplePriceRank } from './sample-data';
import { onTheWall } from './story-wall';

const orders = Array.from({ length: 24 }, (_, index) => ({
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
  title: 'Cockpits/Kit/CockpitTable',
  component: CockpitTable,
  decorators: [onTheWall(456, 265)],
  args: {
    title: '设备价格排行',
    columns: [
      { key: 'rank', title: '排名', width: '3.5em', align: 'center' },
      { key: 'eqpName', title: '设备名称及型号', userData: true },
      { key: 'deptName', title: '科室', width: '5em', userData: true },
      { key: 'price', title: '价格（万元）', width: '7.5em', align: 'right' },
    ],
    rows: samplePriceRank,
  },
} satisfies Meta<typeof CockpitTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fitted: long names end in an ellipsis; the full text is the cell's tooltip. */
export const PriceRanking: Story = {};
/** A ranking of ten in two tables side by side. */
export const SplitRanking: Story = {
  decorators: [onTheWall(912, 265)],
  args: {
    caption: '共 10 台',
    splitAfter: 5,
    rows: [
      ...samplePriceRank,
      ...samplePriceRank.map((row) => ({ ...row, key: `${row.key}b`, cells: { ...row.cells, rank: row.cells.rank + 5 } })),
    ],
  },
};
/** A live list longer than its box: it scrolls by itself, overdue rows marked. */
export const ScrollingList: Story = {
  decorators: [onTheWall(1000, 500)],
  args: {
    title: '在修工单',
    caption: '共 24 单，报修最早的在前',
    columns: [
      { key: 'seqNo', title: '报修单号', width: '30%' },
      { key: 'eqp', title: '设备', width: '25%', userData: true },
      { key: 'dept', title: '科室', width: '20%', userData: true },
      { key: 'waited', title: '已等待', align: 'right' },
    ],
    rows: orders,
    scrollHeight: 380,
  },
};
export const NoRows: Story = { args: { rows: [] } };
export const Failed: Story = { args: { rows: [], progress: { waiting: false, failed: true } } };
