import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreventiveTasksPanel } from './PreventiveTasksPanel';
import { SAMPLE_HOSP_CODE, samplePreventive } from './sample-data';

const meta = {
  title: 'Dashboard/PreventiveTasksPanel',
  component: PreventiveTasksPanel,
  args: { items: samplePreventive, hospCode: SAMPLE_HOSP_CODE },
} satisfies Meta<typeof PreventiveTasksPanel>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
