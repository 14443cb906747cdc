import { useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { App } from './App';

/**
 * The console brings its own browser router: the preview's memory router must not wrap it, and the
 * address it changes (the preview frame's) is put back when the story is left.
 */
function OwnRouter({ children }: { children: ReactNode }) {
  const [framePath] = useState(() => window.location.pathname);
  useEffect(
    () => () => {
      const query = new URLSearchParams(window.location.search);
      query.delete('redirect');
      query.delete('hosp_code');
      window.history.replaceState(window.history.state, '', `${framePath}?${query}${window.location.hash}`);
    },
    [framePath],
  );
  return <UNSAFE_LocationContext.Provider value={null as never}>{children}</UNSAFE_LocationContext.Provider>;
}

/**
 * The whole console from its entry (src/main.tsx renders it): its own store, query cache and
 * routes. Without a session the route guard sends every address to the login page, which is what
 * it shows here; what follows a sign-in needs the server (see Router/RouteGuard and Shell/ShellLayout).
 */
const meta = {
  title: 'App',
  component: App,
  decorators: [
    (Story) => (
      <OwnRouter>
        <Story />
      </OwnRouter>
    ),
  ],
} satisfies Meta<typeof App>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
