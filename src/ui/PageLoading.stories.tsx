import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageLoading } from './PageLoading';

/** The page-wide loading overlay: while the guard loads the session or a page's code. */
const meta = {
  title: 'UI/PageLoading',
  component: PageLoading,
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};

export const English: Story = { globals: { locale: 'en' } };
