import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { SAMPLE_HOSP_CODE } from '../panels/sample-data';
import { seedManagerDashboard } from '../stories/sample-home';
import { sampleSession } from '../stories/sample-session';
import { withQueries, withSession } from '../stories/story-decorators';
import { ManagerDashboard } from './ManagerDashboard';

/** Roles 02 and 03 over the day or night background (by the clock); every panel has its own query. */
const meta = {
  title: 'Dashboard/Home/ManagerDashboard',
  component: ManagerDashboard,
  args: { hospCode: SAMPLE_HOSP_CODE, roleType: '02' },
  decorators: [withSession(sampleSession)],
} satisfies Meta<typeof ManagerDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Role 02: boot rate per department. */
export const HospitalManager: Story = {
  parameters: { allAnswered: true },
  decorators: [withQueries((client) => seedManagerDashboard(client, '02', dayjs()))],
};
/** Role 03: boot rate per month. */
export const DepartmentManager: Story = {
  args: { roleType: '03' },
  parameters: { allAnswered: true },
  decorators: [withQueries((client) => seedManagerDashboard(client, '03', dayjs()))],
};
/** Before the answers: skeletons, no zeros (the large-equipment panel appears only with equipment). */
export const Waiting: Story = { decorators: [withQueries()] };
/** Every call failed: each panel at its defaults. */
export const Failed: Story = { decorators: [withQueries(undefined, 'fail')] };
