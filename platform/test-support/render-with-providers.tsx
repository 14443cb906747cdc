import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../i18n/i18n';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

/** Renders UI the way the app does (jotai, query, i18n in zh, a router), without a server. */
export function renderWithProviders(ui: ReactElement, options: { path?: string; store?: ReturnType<typeof createStore> } = {}) {
  void i18n.changeLanguage('zh');
  const store = options.store ?? createStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...result, store };
}
