import { useQuery } from '@tanstack/react-query';

/** Query keys of the dashboards: the hospital code is in every key, so switching hospital never shows another's numbers. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  hospital: (hospCode: string) => ['dashboard', hospCode] as const,
  panel: (hospCode: string, panel: string, ...params: readonly unknown[]) => ['dashboard', hospCode, panel, ...params] as const,
};

export interface PanelData<T> {
  /** The server's data, or the panel's defaults while loading or after a failure. */
  data: T;
  loading: boolean;
  failed: boolean;
}

/** One panel's own query: its failure affects only that panel. */
export function usePanelQuery<T>(
  hospCode: string,
  panel: string,
  params: readonly unknown[],
  fetcher: () => Promise<T>,
  fallback: T,
  enabled = true,
): PanelData<T> {
  const query = useQuery({
    queryKey: dashboardKeys.panel(hospCode, panel, ...params),
    queryFn: fetcher,
    enabled: enabled && hospCode !== '',
    retry: false,
    // A new parameter (e.g. another month range) keeps the last answer on screen, dimmed, until the new one arrives.
    placeholderData: (previous) => previous,
  });
  return {
    data: query.data ?? fallback,
    loading: enabled && (query.isPending || query.isPlaceholderData),
    failed: query.isError,
  };
}
