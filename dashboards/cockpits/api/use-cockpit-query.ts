import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, type PanelData } from '../../api/use-panel-query';

/** Every cockpit refreshes its panels on this timer: a wall screen is never reloaded by hand. */
export const COCKPIT_REFRESH_MS = 60_000;

/**
 * One cockpit panel's call, refetched every COCKPIT_REFRESH_MS (also in a background tab: a wall
 * display is often not focused). A refresh keeps the last answer on screen; a failed refresh keeps
 * it too and marks the panel failed, so a passing network fault never blanks the wall.
 */
export function useCockpitQuery<T>(
  hospCode: string,
  panel: string,
  params: readonly unknown[],
  fetcher: () => Promise<T>,
  fallback: T,
  enabled = true,
): PanelData<T> & { updatedAt: number } {
  const query = useQuery({
    queryKey: [...dashboardKeys.panel(hospCode, `cockpit:${panel}`, ...params)],
    queryFn: fetcher,
    enabled: enabled && hospCode !== '',
    retry: 1,
    refetchInterval: COCKPIT_REFRESH_MS,
    refetchIntervalInBackground: true,
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
