import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../api/dashboard-api';
import { dashboardKeys } from '../api/use-panel-query';

/** Session info for the dashboard (acctRoleType, id) in this hospital: it picks the panel set. */
export function useDashboardSession(hospCode: string) {
  return useQuery({
    queryKey: dashboardKeys.panel(hospCode, 'session-info'),
    queryFn: () => dashboardApi.sessionInfo(hospCode),
    enabled: hospCode !== '',
    retry: false,
  });
}
