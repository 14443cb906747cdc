import { dashboardKeys, type PanelData, type PanelRefresh, usePanelQueryWith } from '../../api/use-panel-query';

/** Every cockpit refreshes its panels on this timer: a wall screen is never reloaded by hand. */
export const COCKPIT_REFRESH_MS = 60_000;

/**
 * A wall display is often not focused, so it refetches in a background tab too, and retries a
 * failed call once: a refresh keeps the last answer on screen, a failed one keeps it too and marks
 * the panel failed, so a passing network fault never blanks the wall.
 */
export const COCKPIT_REFRESH: PanelRefresh = { retry: 1, refetchInterval: COCKPIT_REFRESH_MS, refetchIntervalInBackground: true };

/** A cockpit panel's key: `cockpit:` keeps it apart from a home panel of the same name, which refreshes differently. */
export const cockpitPanelKey = (hospCode: string, panel: string, ...params: readonly unknown[]) =>
  dashboardKeys.panel(hospCode, `cockpit:${panel}`, ...params);

/** One cockpit panel's call: usePanelQuery's answer on the wall's refresh policy (COCKPIT_REFRESH). */
export function useCockpitQuery<T>(
  hospCode: string,
  panel: string,
  params: readonly unknown[],
  fetcher: () => Promise<T>,
  fallback: T,
  enabled = true,
): PanelData<T> & { updatedAt: number } {
  return usePanelQueryWith({
    queryKey: cockpitPanelKey(hospCode, panel, ...params),
    hospCode,
    fetcher,
    fallback,
    enabled,
    refresh: COCKPIT_REFRESH,
  });
}
