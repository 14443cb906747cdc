import type { Meta, StoryObj } from '@storybook/react-vite';
import { hospitalSession, withSession } from '../../stories/story-support';
import { UnauthorizedPage } from './UnauthorizedPage';

/** /401: a page of the hospital's menus the user holds no permission for. */
const meta = {
  title: 'Pages/UnauthorizedPage',
  component: UnauthorizedPage,
  decorators: [withSession(hospitalSession())],
} satisfies Meta<typeof UnauthorizedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};

export const English: Story = { globals: { locale: 'en' } };
