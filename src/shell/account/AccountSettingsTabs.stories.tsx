import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ownAccountKey, sampleOwnAccount } from '../../stories/shell-samples';
import { hospitalSession, withQueries, withSession } from '../../stories/story-support';
import { AccountSettingsTabs } from './AccountSettingsTabs';

/** The account-settings dialog's body: 基本信息 and 修改密码. */
const meta = {
  title: 'Shell/Account/AccountSettingsTabs',
  component: AccountSettingsTabs,
  args: { onPasswordChanged: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520, padding: 24 }}>
        <Story />
      </div>
    ),
    withSession(hospitalSession()),
    withQueries({ data: [[ownAccountKey, sampleOwnAccount]] }),
  ],
} satisfies Meta<typeof AccountSettingsTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};
