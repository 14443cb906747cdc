import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../platform/api/api-error';
import { freshSession, sessionAtom, type SessionState } from '../../platform/state/session-atoms';

/**
 * Decorators of the connected dashboards' stories (the home dashboards and the cockpit pages): their
 * data comes from a query cache the story fills, the session from a jotai store, the hospital from
 * the address. Nothing here calls a server. A story whose cache answers every call its hooks make
 * says so with `parameters: { allAnswered: true }`: dashboards/stories.test.tsx then checks that
 * nothing is left waiting, so a key that drifts from its hook's shows up as a failing story.
 */

/** What a story's "server" answers a call whose answer the story did not put in the cache. */
export type UnseededAnswer = 'never' | 'fail';

/**
 * A query client that never reaches the network: whatever fetcher a hook passes is replaced, so an
 * answer the story did not seed stays pending for ever ('never': the loading state) or fails at once
 * ('fail': the error state), and a seeded answer is never refetched (the cockpits' 60 s timer
 * included). The hooks' keys and the rest of their options are kept.
 */
export function storyQueryClient(unseeded: UnseededAnswer = 'never'): QueryClient {
  const client = new QueryClient();
  const defaulted = client.defaultQueryOptions.bind(client);
  const queryFn =
    unseeded === 'never'
      ? () => new Promise<never>(() => undefined)
      : () => Promise.reject(new ApiError('500', 'Sample failure: the server could not answer'));
  client.defaultQueryOptions = ((options: Parameters<typeof defaulted>[0]) => ({
    ...defaulted(options),
    queryFn,
    retry: false,
    retryOnMount: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })) as typeof client.defaultQueryOptions;
  return client;
}

function SeededQueries({
  seed,
  unseeded,
  children,
}: {
  seed: (client: QueryClient) => void;
  unseeded: UnseededAnswer;
  children: ReactNode;
}) {
  const [client] = useState(() => {
    const created = storyQueryClient(unseeded);
    seed(created);
    return created;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A fresh story query client per render, its cache filled by `seed` with the hooks' exact keys. */
export function withQueries(seed: (client: QueryClient) => void = () => undefined, unseeded: UnseededAnswer = 'never'): Decorator {
  return (Story) => (
    <SeededQueries seed={seed} unseeded={unseeded}>
      <Story />
    </SeededQueries>
  );
}

function SessionStore({ session, children }: { session: Partial<SessionState>; children: ReactNode }) {
  const [store] = useState(() => {
    const created = createStore();
    created.set(sessionAtom, { ...freshSession(false), ...session });
    return created;
  });
  return <JotaiProvider store={store}>{children}</JotaiProvider>;
}

/** The session atoms as the route guard leaves them (a fresh signed-out session under `session`). */
export function withSession(session: Partial<SessionState>): Decorator {
  return (Story) => (
    <SessionStore session={session}>
      <Story />
    </SessionStore>
  );
}

function AtLocation({ path, children }: { path: string; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}` === path;
  const [arrived, setArrived] = useState(here);
  // Not a layout effect: the router subscribes to its history in one, after its children's run.
  useEffect(() => {
    if (arrived) return;
    if (here) setArrived(true);
    else navigate(path, { replace: true });
  }, [arrived, here, navigate, path]);
  // Once there, links inside the story may lead elsewhere without being sent back.
  return arrived || here ? children : null;
}

/**
 * The story opens at `path` (e.g. `/digital?hosp_code=10001`) in the router around it (Storybook's
 * preview and the tests give one; a second router inside would be refused), before it renders.
 */
export function atLocation(path: string): Decorator {
  return (Story) => (
    <AtLocation path={path}>
      <Story />
    </AtLocation>
  );
}
