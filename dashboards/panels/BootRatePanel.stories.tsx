import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { fn } from 'storybook/test';
import { BootRatePanel } from './BootRatePanel';
import { sampleDeptBootRate, sampleMonthBootRate } from './sample-data';

const meta = {
  title: 'Dashboard/BootRatePanel',
  component: BootRatePanel,
  args: {
    variant: 'dept',
    points: sampleDeptBootRate,
    range: ['2026-06', '2026-11'],
    today: dayjs('2026-11-21'),
    onRangeChange: fn(() => true),
  },
} satisfies Meta<typeof BootRatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Role 02: eight departments, two pages turning every 6 s; 康复医学科 at 0% is drawn at the 0.95 floor. */
export const PerDepartment: Story = {};
/** Role 03: six months; November's 0% is drawn at the floor. */
export const PerMonth: Story = { args: { variant: 'month', points: sampleMonthBootRate } };
export const NoData: Story = { args: { points: [] } };
