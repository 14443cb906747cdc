import type { Meta, StoryObj } from '@storybook/react-vite';
import { ownAccountKey, sampleOwnAccount } from '../../stories/shell-samples';
import { hospitalSession, withQueries, withSession } from '../../stories/story-support';
import { ProfileForm } from './ProfileForm';

/** 基本信息: own name and phone (read-only), avatar, email, SMS and leave switches (保存 asks the server). */
const meta = {
  title: 'Shell/Account/ProfileForm',
  component: ProfileForm,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 24 }}>
        <Story />
      </div>
    ),
    withSession(hospitalSession()),
  ],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { decorators: [withQueries({ data: [[ownAccountKey, sampleOwnAccount]] })] };

export const English: Story = { ...Loaded, globals: { locale: 'en' } };

export const Loading: Story = { decorators: [withQueries({ pending: [ownAccountKey] })] };
