import type { Meta, StoryObj } from '@storybook/react-vite';
import { RunningStatusPanel } from './RunningStatusPanel';
import { SAMPLE_HOSP_CODE, sampleRunningStatus } from './sample-data';

const meta = {
  title: 'Dashboard/RunningStatusPanel',
  component: RunningStatusPanel,
  args: { items: sampleRunningStatus(6), hospCode: SAMPLE_HOSP_CODE },
} satisfies Meta<typeof RunningStatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UpToEightTags: Story = {};
/** More than eight tags: the tile is taller. */
export const MoreThanEightTags: Story = { args: { items: sampleRunningStatus(11) } };
