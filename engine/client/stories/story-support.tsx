import { Message } from '@arco-design/web-react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider, Row } from '../data/data-provider';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { ListBase } from '../list/ListBase';
import { useListContext } from '../list/list-context';
import { sampleResources, sampleTables } from './sample-tables';

/** A fresh query cache per story (the console's App gives its screens one; the Storybook preview does not). */
export const withQueryClient: Decorator = (Story) => {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <Story />
    </QueryClientProvider>
  );
};

/** Navigates to `path` once, then shows its children (the story) at that URL. */
function AtUrl({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void navigate(path, { replace: true });
    setReady(true);
  }, [navigate, path]);
  return ready ? children : null;
}

/** Opens the story at a URL (hosp_code, id, filters) inside the preview's memory router. */
export function withUrl(path: string): Decorator {
  return (Story) => (
    <AtUrl path={path}>
      <Story />
    </AtUrl>
  );
}

/** The sample back end; refusals show as the HTTP client would show them. */
export function storyProvider(): EntityDataProvider {
  return createMemoryDataProvider({ tables: sampleTables, resources: sampleResources, onError: (message) => Message.error(message) });
}

/** Switches batch mode on and selects rows once the page is loaded, for stories of batch states. */
function BatchState({ select }: { select: number }) {
  const { list } = useListContext();
  const { setBatchMode, selectRows } = list.batch;
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done || list.rows.length === 0) return;
    setBatchMode(true);
    selectRows(list.rows.slice(0, select) as Row[], true);
    setDone(true);
  }, [done, list.rows, select, setBatchMode, selectRows]);
  return null;
}

/** A list view part inside ListBase over the sample back end. */
export function InList({ entity, batchSelect, children }: { entity: EntitySchema; batchSelect?: number; children: ReactNode }) {
  const [provider] = useState(storyProvider);
  return (
    <ListBase entity={entity} provider={provider} hospCode="10001">
      {batchSelect !== undefined && <BatchState select={batchSelect} />}
      {children}
    </ListBase>
  );
}
