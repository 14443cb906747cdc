import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminLoginPage } from './AdminLoginPage';

/** /admin/login: platform administrators (account type 03) only; the server refuses others. */
const meta = {
  title: 'Pages/AdminLoginPage',
  component: AdminLoginPage,
} satisfies Meta<typeof AdminLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};

export const English: Story = { globals: { locale: 'en' } };
