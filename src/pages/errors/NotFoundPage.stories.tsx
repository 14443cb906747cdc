import type { Meta, StoryObj } from '@storybook/react-vite';
import { hospitalSession, withSession } from '../../stories/story-support';
import { NotFoundPage } from './NotFoundPage';

/** /404: 返回首页 goes to the current hospital's home (or the login flow without a session). */
const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  decorators: [withSession(hospitalSession())],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};

export const English: Story = { globals: { locale: 'en' } };
