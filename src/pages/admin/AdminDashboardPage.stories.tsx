import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminDashboardPage } from './AdminDashboardPage';

/** /admin/dashboard: the super admin's landing page, only its heading (seed 000 section 2.3). */
const meta = {
  title: 'Pages/AdminDashboardPage',
  component: AdminDashboardPage,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};

export const English: Story = { globals: { locale: 'en' } };
