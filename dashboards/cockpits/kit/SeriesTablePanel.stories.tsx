import type { Meta, StoryObj } from '@storybook/react-vite';
import { SeriesTablePanel } from './SeriesTablePanel';
import { sampleEngineers } from './sample-data';
import { onTheWall } from './story-wall';

const engineers = sampleEngineers.map((name, index) => ({
  key: `e${index}`,
  label: name,
  values: {
    repairs: [11, 7, 2, 2, 2, 1, 1][index] ?? 0,
    tasks: [131, 34, 51, 55, 76, 38, 59][index] ?? 0,
    finished: [6, 1, 4, 7, 3, 4, 6][index] ?? 0,
    hours: [60, 15.3, 22.5, 53.3, 15.9, 29.8, 48.5][index] ?? 0,
  },
}));

const meta = {
  title: 'Cockpits/Kit/SeriesTablePanel',
  component: SeriesTablePanel,
  decorators: [onTheWall(1160, 948)],
  args: {
    title: '工程师工作量',
    rowHeader: '工程师',
    columns: [
      { key: 'repairs', label: '在修工单' },
      { key: 'tasks', label: '待办任务', tableOnly: true },
      { key: 'finished', label: '本月完成维修' },
      { key: 'hours', label: '本月工时', tableOnly: true, format: (value: number) => value.toFixed(1) },
    ],
    rows: engineers,
    chart: { height: 330 },
  },
} satisfies Meta<typeof SeriesTablePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped bars of the charted columns, every column in the table. */
export const Engineers: Story = {};
/** Stacked: parts of one whole (open patrols per kind). */
export const Stacked: Story = {
  args: {
    title: '人员待办巡检',
    rowHeader: '巡检人',
    columns: [
      { key: 'repairs', label: '日常巡检' },
      { key: 'finished', label: '巡检' },
    ],
    chart: { height: 220, stacked: true },
  },
};
export const TableOnly: Story = { args: { chart: undefined } };
export const ChartOnly: Story = { args: { showTable: false } };
