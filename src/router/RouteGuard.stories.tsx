import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { UnauthorizedPage } from '../pages/errors/UnauthorizedPage';
import { hospitalSession, RouterAddress, withPath, withQueries, withSession } from '../stories/story-support';
import { RouteGuard } from './RouteGuard';

/**
 * The root route: every navigation goes through decideRoute. Shown here with the states that need
 * no server: the session still loading, its loading failed, and a loaded session sent on to /404 or
 * /401. (Loading a session itself asks the server, so no story starts from an empty one.)
 */
function GuardedRoutes() {
  return (
    <Routes>
      <Route element={<RouteGuard />}>
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/401" element={<UnauthorizedPage />} />
        <Route path="*" element={<RouterAddress />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Router/RouteGuard',
  component: RouteGuard,
  render: () => <GuardedRoutes />,
  decorators: [withQueries()],
} satisfies Meta<typeof RouteGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, the account still loading: the page-wide loading overlay. */
export const LoadingSession: Story = {
  decorators: [withPath('/welcome'), withSession(hospitalSession({ accountStatus: 'loading', hospitalsStatus: 'idle' }))],
};

/** The account could not be read: retry or log out. */
export const AccountFailed: Story = {
  decorators: [withPath('/welcome'), withSession(hospitalSession({ accountStatus: 'failed', hospitalsStatus: 'idle' }))],
};

/** A path that is no page of the user's: /404. */
export const UnknownPath: Story = {
  decorators: [withPath('/no/such/page?hosp_code=10001'), withSession(hospitalSession())],
};

/** A hospital user on an admin page: /401. */
export const AdminPageRefused: Story = {
  decorators: [withPath('/admin/dashboard?hosp_code=10001'), withSession(hospitalSession())],
};
