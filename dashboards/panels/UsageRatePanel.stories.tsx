import type { Meta, StoryObj } from '@storybook/react-vite';
import { UsageRatePanel } from './UsageRatePanel';
import { SAMPLE_HOSP_CODE, sampleUsageRate, sampleUsageRates } from './sample-data';

const meta = {
  title: 'Dashboard/UsageRatePanel',
  component: UsageRatePanel,
  args: { items: sampleUsageRate, hospCode: SAMPLE_HOSP_CODE },
} satisfies Meta<typeof UsageRatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight tags: all shown, nothing scrolls. */
export const EightTags: Story = {};
export const Fits: Story = { args: { items: sampleUsageRate.slice(0, 2) } };
/** More than eight tags: the list is capped and scrolls by itself behind a thin scrollbar. */
export const Scrolling: Story = { args: { items: sampleUsageRates(11) } };
