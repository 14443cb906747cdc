import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyReminders } from '../api/dashboard-defaults';
import { ItemRemindersPanel } from './ItemRemindersPanel';
import { SAMPLE_HOSP_CODE, SAMPLE_ME, sampleReminders } from './sample-data';

const meta = {
  title: 'Dashboard/ItemRemindersPanel',
  component: ItemRemindersPanel,
  args: { reminders: sampleReminders, hospCode: SAMPLE_HOSP_CODE, me: SAMPLE_ME },
} satisfies Meta<typeof ItemRemindersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoReminders: Story = { args: { reminders: emptyReminders } };
