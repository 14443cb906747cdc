import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterAddress, withPath } from '../../stories/story-support';
import { AuthRedirectPage } from './AuthRedirectPage';

/**
 * /auth-redirect: another system hands over its session. The page shows the loading overlay while
 * it passes the user on; without a `tk` it goes to /login (the URL under it says where the router is).
 * A story with a `tk` would sign the catalogue in (the cookie), so there is none.
 */
const meta = {
  title: 'Pages/AuthRedirectPage',
  component: AuthRedirectPage,
  decorators: [
    (Story) => (
      <>
        <Story />
        <RouterAddress />
      </>
    ),
    withPath('/auth-redirect?redirect=%2Fhome%2Fdashboard%3Fhosp_code%3D10001'),
  ],
} satisfies Meta<typeof AuthRedirectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutToken: Story = {};
