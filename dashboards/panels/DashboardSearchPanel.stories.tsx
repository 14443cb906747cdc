import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DashboardSearchPanel } from './DashboardSearchPanel';
import { SAMPLE_HOSP_CODE } from './sample-data';

const meta = {
  title: 'Dashboard/DashboardSearchPanel',
  component: DashboardSearchPanel,
  args: { hospCode: SAMPLE_HOSP_CODE, onOpen: fn() },
} satisfies Meta<typeof DashboardSearchPanel>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
