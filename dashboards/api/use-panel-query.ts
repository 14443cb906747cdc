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

/** How a panel's call is retried and repeated (TanStack Query's options of those names). */
export interface PanelRefresh {
  retry: number | false;
  refetchInterval?: number;
  refetchIntervalInBackground?: boolean;
}

/**
 * The home dashboards are read by someone at a desk, who reloads or changes a filter: a call runs
 * once, and a failure is not retried (its panel says so at once). The wall screens differ on
 * purpose (cockpits/kit/use-cockpit-query.ts): nobody touches them, so they repeat on a timer.
 */
const HOME_REFRESH: PanelRefresh = { retry: false };

export interface PanelQuery<T> {
  queryKey: readonly unknown[];
  hospCode: string;
  fetcher: () => Promise<T>;
  fallback: T;
  enabled: boolean;
  refresh: PanelRefresh;
}

/** A panel's call under a refresh policy: the one query behind usePanelQuery and the cockpits' useCockpitQuery. */
export function usePanelQueryWith<T>({ queryKey, hospCode, fetcher, fallback, enabled, refresh }: PanelQuery<T>): PanelData<T> & {
  /** When the shown answer arrived (0 before any): the cockpits measure waiting times from it. */
  updatedAt: number;
} {
  const query = useQuery({
    ...refresh,
    queryKey,
    queryFn: fetcher,
    enabled: enabled && hospCode !== '',
    // A new parameter (e.g. another month range) or a refresh keeps the last answer on screen until the new one arrives.
    placeholderData: (previous) => previous,
  });
  return {
    data: query.data ?? fallback,
    waiting: enabled && query.isPending,
    refreshing: enabled && query.isPlaceholderData,
    failed: query.isError,
    updatedAt: query.dataUpdatedAt,
  };
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
  return usePanelQueryWith({
    queryKey: dashboardKeys.panel(hospCode, panel, ...params),
    hospCode,
    fetcher,
    fallback,
    enabled,
    refresh: HOME_REFRESH,
  });
}
