import type { ReactElement, ReactNode } from 'react';
import { Message, Modal } from '@arco-design/web-react';
import { cleanup, configure, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { loadEntityForm } from '../form/lazy-entity-form';
import { engineTestI18n } from './engine-test-i18n';

// In the console EntityForm downloads when the first form renders (form/lazy-entity-form.tsx);
// loaded here once, so a dialog's fields appear in the same render as the dialog, as before.
await loadEntityForm();

// Arco in jsdom is slow on a busy machine: waits give up after 10 s instead of 1 s (an upper bound,
// not a timing assertion).
configure({ asyncUtilTimeout: 10_000 });
export const UI_TEST_TIMEOUT_MS = 60_000;

// Vitest runs without globals here, so Testing Library cannot register its own cleanup. Arco's
// messages and confirm boxes live outside the rendered tree: clear them too, or one test sees another's.
afterEach(async () => {
  cleanup();
  Message.clear();
  Modal.destroyAll();
  // A cleared message stays in the document through its exit transition: the next test must not read it.
  await waitFor(() => {
    if (document.querySelector('.arco-message')) throw new Error('an Arco message is still leaving');
  });
});

// Their exit transitions (Modal 400 ms) still render after that; let them finish while jsdom's
// window exists, or React's scheduled commit throws `window is not defined` after the file ends.
const ARCO_EXIT_TRANSITION_MS = 500;
afterAll(async () => {
  Message.clear();
  Modal.destroyAll();
  await new Promise((resolve) => setTimeout(resolve, ARCO_EXIT_TRANSITION_MS));
});

/** Writes the router's current path and query into `where`, for tests that check navigation. */
function LocationProbe({ where }: { where: { current: string } }) {
  const location = useLocation();
  where.current = `${location.pathname}${location.search}`;
  return null;
}

/** Providers the engine expects from the console (query client, i18n, router), starting at `path`. */
export function engineWrapper(path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const where = { current: path };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per test, outside any render: Testing Library's `wrapper` needs a component holding this test's client and path.
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={engineTestI18n}>
          <MemoryRouter initialEntries={[path]}>
            {children}
            <LocationProbe where={where} />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    );
  }
  return { Wrapper, queryClient, location: () => where.current };
}

export function renderEngine(ui: ReactElement, path = '/') {
  const { Wrapper, queryClient, location } = engineWrapper(path);
  return { ...render(ui, { wrapper: Wrapper }), queryClient, location };
}
