import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './LoginForm';
import { LoginLayout } from './LoginLayout';

/** A stand-in captcha image, so the story needs no server. */
const sampleCaptcha =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#f2f3f5"/>' +
      '<text x="22" y="28" font-size="22" font-family="monospace" fill="#165dff">a7Kp</text></svg>',
  );

function PlatformLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <LoginLayout title={t('app.title')}>{children}</LoginLayout>;
}

const meta = {
  title: 'Session/LoginForm',
  component: LoginForm,
  args: {
    submitting: false,
    captchaNeeded: false,
    captchaImg: null,
    onSubmit: fn(),
    onRefreshCaptcha: fn(),
  },
  decorators: [
    (Story) => (
      <PlatformLayout>
        <Story />
      </PlatformLayout>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithCaptcha: Story = {
  args: { captchaNeeded: true, captchaImg: sampleCaptcha },
};

export const Submitting: Story = {
  args: { submitting: true },
};
