import { useMemo } from 'react';
import { ConfigProvider } from '@arco-design/web-react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { arcoLocaleOf } from '../platform/i18n/arco-locale';
import { i18n } from '../platform/i18n/i18n';
import { routes } from './router/routes';
import { appStore } from '../platform/state/app-store';
import { componentSizeAtom, languageAtom } from '../platform/state/ui-atoms';
import { ARCO_SIZE } from './ui/component-size';
import { useThemeColor } from './ui/use-theme-color';

// Failed calls are already shown to the user by the HTTP client; retrying them would repeat the toast.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** Language, component size and theme colour reach every Arco component from here. */
function LocalizedRouter() {
  const language = useAtomValue(languageAtom);
  const size = useAtomValue(componentSizeAtom);
  useThemeColor();
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <ConfigProvider locale={arcoLocaleOf(language)} size={ARCO_SIZE[size]}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}

export function App() {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <LocalizedRouter />
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
