import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { seedEngineerDashboard, seedHomeSession, seedManagerDashboard, seedNews } from '../stories/sample-home';
import { sampleSession } from '../stories/sample-session';
import { atLocation, withQueries, withSession } from '../stories/story-decorators';
import { HomeDashboardPage } from './HomeDashboardPage';

/** /home/dashboard?hosp_code=10001: the session info's role type picks the dashboard, the announcements above it. */
const meta = {
  title: 'Dashboard/Home/HomeDashboardPage',
  component: HomeDashboardPage,
  decorators: [withSession(sampleSession), atLocation('/home/dashboard?hosp_code=10001')],
} satisfies Meta<typeof HomeDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const asRole = (acctRoleType: string | null, seedDashboard: (client: QueryClient) => void) =>
  withQueries((client) => {
    seedHomeSession(client, acctRoleType);
    seedNews(client);
    seedDashboard(client);
  });

/** Role 02: the hospital-wide dashboard. */
export const HospitalManager: Story = {
  parameters: { allAnswered: true },
  decorators: [asRole('02', (client) => seedManagerDashboard(client, '02', dayjs()))],
};
/** Role 01: the engineer's dashboard. */
export const Engineer: Story = { parameters: { allAnswered: true }, decorators: [asRole('01', seedEngineerDashboard)] };
/** A role without a dashboard. */
export const NoDashboard: Story = { parameters: { allAnswered: true }, decorators: [asRole(null, () => undefined)] };
/** The session info has not answered yet. */
export const Loading: Story = { decorators: [withQueries()] };
/** The session info failed: the page says so and offers to try again. */
export const SessionFailed: Story = { decorators: [withQueries(undefined, 'fail')] };
