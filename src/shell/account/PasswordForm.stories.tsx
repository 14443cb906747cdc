import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PasswordForm } from './PasswordForm';

// The form submits through React Query; in the catalogue nothing is sent (the rules show on submit).
const queryClient = new QueryClient();

const meta = {
  title: 'Shell/PasswordForm',
  component: PasswordForm,
  decorators: [
    (Story) => (
      <QueryClientProvider client={queryClient}>
        <div style={{ maxWidth: 420, padding: 24 }}>
          <Story />
        </div>
      </QueryClientProvider>
    ),
  ],
  args: { onChanged: fn() },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
