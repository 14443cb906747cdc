import type { Meta, StoryObj } from '@storybook/react-vite';
import { UsageRatePanel } from './UsageRatePanel';
import { sampleUsageRate } from './sample-data';

const meta = {
  title: 'Dashboard/UsageRatePanel',
  component: UsageRatePanel,
  args: { items: sampleUsageRate },
} satisfies Meta<typeof UsageRatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scrolling: Story = {};
export const Fits: Story = { args: { items: sampleUsageRate.slice(0, 2) } };
