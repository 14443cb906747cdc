import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { emptyPending } from '../api/dashboard-defaults';
import { PendingTasksPanel } from './PendingTasksPanel';
import { SAMPLE_HOSP_CODE, SAMPLE_ME, samplePending } from './sample-data';

const meta = {
  title: 'Dashboard/PendingTasksPanel',
  component: PendingTasksPanel,
  args: { counts: samplePending, hospCode: SAMPLE_HOSP_CODE, me: SAMPLE_ME, onOpen: fn() },
} satisfies Meta<typeof PendingTasksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NothingPending: Story = { args: { counts: emptyPending } };
