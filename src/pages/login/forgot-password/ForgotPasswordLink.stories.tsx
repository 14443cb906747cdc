import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordLink } from './ForgotPasswordLink';

/** The login page's 忘记密码 link: a click loads and opens the 找回密码 dialog. */
const meta = {
  title: 'Session/ForgotPasswordLink',
  component: ForgotPasswordLink,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
