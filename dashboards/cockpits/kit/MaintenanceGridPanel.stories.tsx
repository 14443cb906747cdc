import type { Meta, StoryObj } from '@storybook/react-vite';
import { MaintenanceGridPanel } from './MaintenanceGridPanel';
import { sampleCycleTable } from './sample-data';
import { onTheWall } from './story-wall';

const meta = {
  title: 'Cockpits/Kit/MaintenanceGridPanel',
  component: MaintenanceGridPanel,
  decorators: [onTheWall(1872, 420)],
  args: { title: '2026 年计划执行情况', table: sampleCycleTable, currentMonth: '2026-11' },
} satisfies Meta<typeof MaintenanceGridPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four plans: done months, the current month with due and overdue tasks, next month due. */
export const Year: Story = {};
export const NoPlans: Story = { args: { table: { ...sampleCycleTable, plans: [] } } };
