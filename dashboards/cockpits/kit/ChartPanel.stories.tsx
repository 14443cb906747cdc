import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartPanel } from './ChartPanel';
import { RUNNING_STATE_COLOURS } from './cockpit-colours';
import { barSpec, groupedSpec, percentText, rateLineSpec, ringSpec, stackedSpec } from './specs';
import { sampleBootRates, sampleMonthly, sampleMonthlySeries, sampleMonths, sampleTagCounts } from './sample-data';
import { onTheWall } from './story-wall';

const meta = {
  title: 'Cockpits/Kit/ChartPanel',
  component: ChartPanel,
  decorators: [onTheWall(456, 265)],
  args: {
    title: '设备类型分布（数量）',
    summary: '共 8 类，合计 800 台',
    spec: ringSpec(sampleTagCounts, '设备数量'),
    height: 172,
  },
} satisfies Meta<typeof ChartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ring: Story = {};
export const HorizontalBars: Story = {
  args: {
    title: '科室设备数量',
    summary: '共 12 个科室，合计 800 台（图示前 8 个）',
    spec: barSpec(sampleTagCounts, { horizontal: true, valueName: '设备数量' }),
  },
};
export const RateBars: Story = {
  decorators: [onTheWall(912, 406)],
  args: {
    title: '科室开机率（近六个月）',
    summary: '6 个科室',
    height: 300,
    spec: barSpec(sampleBootRates, { rate: true, format: percentText, valueName: '开机率' }),
  },
};
export const StackedMonths: Story = {
  decorators: [onTheWall(912, 265)],
  args: {
    title: '工程师月度派工分布',
    summary: '已派工 180 单，7 名工程师',
    spec: stackedSpec(sampleMonthly, { xDomain: sampleMonths, seriesOrder: sampleMonthlySeries }),
  },
};
export const StateStacks: Story = {
  decorators: [onTheWall(912, 406)],
  args: {
    title: '各类设备运行状态',
    summary: '正常 755 台，故障 31 台，其他 14 台',
    height: 300,
    spec: stackedSpec(
      sampleTagCounts.flatMap((tag) => [
        { x: tag.name, series: '正常', value: tag.value - 6 },
        { x: tag.name, series: '故障', value: 4 },
        { x: tag.name, series: '其他（待报废）', value: 2 },
      ]),
      { xDomain: sampleTagCounts.map((tag) => tag.name), seriesOrder: ['正常', '故障', '其他（待报废）'], colours: RUNNING_STATE_COLOURS },
    ),
  },
};
export const Grouped: Story = {
  decorators: [onTheWall(912, 406)],
  args: {
    title: '本月预防性任务完成情况',
    summary: '计划 1,104 项，已完成 843 项',
    height: 300,
    spec: groupedSpec(
      ['日常巡检', '巡检', '保养'].flatMap((kind, index) => [
        { x: kind, series: '本月计划', value: 600 - index * 200 },
        { x: kind, series: '本月已完成', value: 500 - index * 180 },
      ]),
      { xDomain: ['日常巡检', '巡检', '保养'], seriesOrder: ['本月计划', '本月已完成'] },
    ),
  },
};
export const RateLine: Story = {
  decorators: [onTheWall(912, 406)],
  args: {
    title: '月度开机率（2026-06 至 2026-11）',
    summary: '各月最高 80%，最低 78%',
    height: 300,
    spec: rateLineSpec(sampleBootRates, '开机率'),
  },
};
export const Waiting: Story = { args: { progress: { waiting: true, failed: false } } };
export const Failed: Story = { args: { progress: { waiting: false, failed: true }, empty: true } };
export const Empty: Story = { args: { empty: true, summary: undefined } };
