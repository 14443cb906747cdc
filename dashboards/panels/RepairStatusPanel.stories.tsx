import type { Meta, StoryObj } from '@storybook/react-vite';
import { RepairStatusPanel } from './RepairStatusPanel';
import { SAMPLE_HOSP_CODE, sampleRepairStatus } from './sample-data';

const meta = {
  title: 'Dashboard/RepairStatusPanel',
  component: RepairStatusPanel,
  args: { counts: sampleRepairStatus, hospCode: SAMPLE_HOSP_CODE },
} satisfies Meta<typeof RepairStatusPanel>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
