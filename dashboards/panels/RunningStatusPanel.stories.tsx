import type { Meta, StoryObj } from '@storybook/react-vite';
import { RunningStatusPanel } from './RunningStatusPanel';
import { sampleRunningStatus } from './sample-data';

const meta = {
  title: 'Dashboard/RunningStatusPanel',
  component: RunningStatusPanel,
  args: { items: sampleRunningStatus(6) },
} satisfies Meta<typeof RunningStatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UpToEightTags: Story = {};
/** More than eight tags: the tile is taller. */
export const MoreThanEightTags: Story = { args: { items: sampleRunningStatus(11) } };
