// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { dropTabCache, useTabQueryCache } from './tab-query-cache';

describe("a tab's cache", () => {
  it('is the queries its page started; refreshing the tab drops them and nothing else', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { unmount } = renderHook(
      () => {
        useTabQueryCache('/eqp/index');
        useQuery({ queryKey: ['eqp', '10001'], queryFn: async () => 'rows' });
        useQuery({ queryKey: ['header-title'], queryFn: async () => 'title', meta: { shell: true } });
      },
      { wrapper },
    );
    await waitFor(() => expect(client.getQueryData(['eqp', '10001'])).toBe('rows'));
    unmount();
    dropTabCache(client, '/eqp/index');
    expect(client.getQueryCache().find({ queryKey: ['eqp', '10001'] })).toBeUndefined();
    expect(client.getQueryData(['header-title'])).toBe('title');
  });
});
