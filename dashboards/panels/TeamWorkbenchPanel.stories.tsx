import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { emptyTeamSummary } from '../api/dashboard-defaults';
import { TeamWorkbenchPanel } from './TeamWorkbenchPanel';
import { SAMPLE_HOSP_CODE, sampleTeam } from './sample-data';

const meta = {
  title: 'Dashboard/TeamWorkbenchPanel',
  component: TeamWorkbenchPanel,
  args: { scope: 'mtc', onScopeChange: fn(), summary: sampleTeam, hospCode: SAMPLE_HOSP_CODE },
} satisfies Meta<typeof TeamWorkbenchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 张工程师 has 18 open jobs: more than 15, so a warning icon. */
export const Repairs: Story = {};
export const AllTaskTypes: Story = { args: { scope: 'all' } };
export const NoOpenJobs: Story = { args: { summary: emptyTeamSummary } };
