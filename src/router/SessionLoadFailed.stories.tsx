import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SessionLoadFailed } from './SessionLoadFailed';

/** The account could not be read (network, server): retry or start over. */
const meta = {
  title: 'Router/SessionLoadFailed',
  component: SessionLoadFailed,
  args: { onRetry: fn(), onLogout: fn() },
} satisfies Meta<typeof SessionLoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};

export const English: Story = { globals: { locale: 'en' } };
