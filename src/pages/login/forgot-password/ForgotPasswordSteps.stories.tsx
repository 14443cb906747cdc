import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewPasswordStep } from './NewPasswordStep';
import { VerifyPhoneStep } from './VerifyPhoneStep';

/** The two forms of the 忘记密码 dialog, without a server (the dialog wires them to the calls). */
const meta = {
  title: 'Session/ForgotPassword',
  component: VerifyPhoneStep,
  args: { initialPhone: '', busy: false, resendIn: 0, onSendCode: fn(async () => true), onVerify: fn() },
  decorators: [(Story) => <div style={{ width: 420, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof VerifyPhoneStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VerifyPhone: Story = {};

/** After 获取验证码: the button counts down before another code may be asked. */
export const CodeSent: Story = { args: { initialPhone: '13800000001', resendIn: 42 } };

export const NewPassword: Story = {
  render: () => <NewPasswordStep busy={false} onSubmit={fn()} />,
};
