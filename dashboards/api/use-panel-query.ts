import { useQuery } from '@tanstack/react-query';

/** Query keys of the dashboards: the hospital code is in every key, so switching hospital never shows another's numbers. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  hospital: (hospCode: string) => ['dashboard', hospCode] as const,
  panel: (hospCode: string, panel: string, ...params: readonly unknown[]) => ['dashboard', hospCode, panel, ...params] as const,
};

/** Where a panel's call stands, for PanelLoading. */
export interface PanelProgress {
  /** No answer yet: the panel shows a skeleton, never its defaults (zeros would read as data). */
  waiting: boolean;
  /** An earlier answer is on screen while a new one (e.g. another month range) loads: it is dimmed. */
  refreshing: boolean;
}

export interface PanelData<T> extends PanelProgress {
  /** The server's data, or the panel's defaults while waiting or after a failure. */
  data: T;
  failed: boolean;
}

/** One panel fed by several calls (e.g. three warranty sums): it waits for all of them. */
export function progressOfAll(...parts: readonly PanelProgress[]): PanelProgress {
  return { waiting: parts.some((part) => part.waiting), refreshing: parts.some((part) => part.refreshing) };
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
    waiting: enabled && query.isPending,
    refreshing: enabled && query.isPlaceholderData,
    failed: query.isError,
  };
}
