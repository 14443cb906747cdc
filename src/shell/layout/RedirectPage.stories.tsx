import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterAddress, withPath } from '../../stories/story-support';
import { RedirectPage } from './RedirectPage';

/**
 * /redirect/<fullPath>: the tag bar's 刷新 passes through here so the page remounts. It draws nothing
 * and replaces itself with the page's address (printed under it).
 */
const meta = {
  title: 'Shell/Layout/RedirectPage',
  component: RedirectPage,
  decorators: [
    (Story) => (
      <>
        <Story />
        <RouterAddress />
      </>
    ),
    withPath('/redirect/eqp/index?hosp_code=10001'),
  ],
} satisfies Meta<typeof RedirectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefreshingATab: Story = {};
