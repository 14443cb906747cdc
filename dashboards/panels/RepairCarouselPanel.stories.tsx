import type { Meta, StoryObj } from '@storybook/react-vite';
import { RepairCarouselPanel } from './RepairCarouselPanel';
import { SAMPLE_HOSP_CODE, sampleRepairs } from './sample-data';

const meta = {
  title: 'Dashboard/RepairCarouselPanel',
  component: RepairCarouselPanel,
  args: { items: sampleRepairs, hospCode: SAMPLE_HOSP_CODE },
} satisfies Meta<typeof RepairCarouselPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fourteen orders: three pages of six, rows of three. */
export const ThreePages: Story = {};
export const OnePage: Story = { args: { items: sampleRepairs.slice(0, 4) } };
export const NoOpenRepairs: Story = { args: { items: [] } };
