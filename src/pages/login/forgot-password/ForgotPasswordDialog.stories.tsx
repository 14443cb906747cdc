import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

/**
 * 找回密码 opened: its first step (phone and SMS code). The next steps follow the server's answers;
 * each step's form alone is in Session/ForgotPassword.
 */
const meta = {
  title: 'Session/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: { visible: true, onClose: fn() },
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const English: Story = { globals: { locale: 'en' } };
