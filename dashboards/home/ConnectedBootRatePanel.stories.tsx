import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { SAMPLE_HOSP_CODE } from '../panels/sample-data';
import { seedBootRate } from '../stories/sample-home';
import { withQueries } from '../stories/story-decorators';
import { ConnectedBootRatePanel } from './ConnectedBootRatePanel';

const today = dayjs('2026-11-21');

/** The boot-rate panel fed by its query (the cache holds the answer for the range it opens on). */
const meta = {
  title: 'Dashboard/Home/ConnectedBootRatePanel',
  component: ConnectedBootRatePanel,
  args: { hospCode: SAMPLE_HOSP_CODE, roleType: '02', today },
} satisfies Meta<typeof ConnectedBootRatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Role 02: per department. */
export const PerDepartment: Story = {
  parameters: { allAnswered: true },
  decorators: [withQueries((client) => seedBootRate(client, '02', today))],
};
/** Role 03: per month. */
export const PerMonth: Story = {
  args: { roleType: '03' },
  parameters: { allAnswered: true },
  decorators: [withQueries((client) => seedBootRate(client, '03', today))],
};
/** Before the first answer: the title over a skeleton. */
export const Waiting: Story = { decorators: [withQueries()] };
/** The call failed: the panel stays at its default (no data). */
export const Failed: Story = { decorators: [withQueries(undefined, 'fail')] };
