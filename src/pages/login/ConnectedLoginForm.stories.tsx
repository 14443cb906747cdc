import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConnectedLoginForm } from './ConnectedLoginForm';

/**
 * The login form wired to its controller (the pages differ only in `mode`). It asks the server only
 * when submitted; the captcha appears after a refusal that asks for it (see Session/LoginForm).
 */
const meta = {
  title: 'Pages/ConnectedLoginForm',
  component: ConnectedLoginForm,
  args: { mode: 'user' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConnectedLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HospitalUser: Story = {};

export const Administrator: Story = { args: { mode: 'admin' } };
