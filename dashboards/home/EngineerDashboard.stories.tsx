import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_HOSP_CODE, SAMPLE_ME } from '../panels/sample-data';
import { seedEngineerDashboard } from '../stories/sample-home';
import { sampleSession } from '../stories/sample-session';
import { withQueries, withSession } from '../stories/story-decorators';
import { EngineerDashboard } from './EngineerDashboard';

/** Role 01's panels, each with its own query; the shortcuts are chosen from the session's menus. */
const meta = {
  title: 'Dashboard/Home/EngineerDashboard',
  component: EngineerDashboard,
  args: { hospCode: SAMPLE_HOSP_CODE, me: SAMPLE_ME },
  decorators: [withSession(sampleSession)],
} satisfies Meta<typeof EngineerDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { parameters: { allAnswered: true }, decorators: [withQueries(seedEngineerDashboard)] };
/** Before the answers: every panel keeps its title over a skeleton, no zeros. */
export const Waiting: Story = { decorators: [withQueries()] };
/** Every call failed: each panel stays at its defaults, the page keeps working. */
export const Failed: Story = { decorators: [withQueries(undefined, 'fail')] };
