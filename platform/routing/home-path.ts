import type { SessionState } from '../state/session-atoms';
import { Paths, homeDashboardPath } from './route-paths';

/** "Back to home" from error pages: the admin dashboard, the current hospital's home, or the login flow. */
export function homePathFor(
  session: Pick<SessionState, 'hasToken' | 'isAdmin' | 'currentHospCode'>,
  rememberedHospCode: string | null,
): string {
  if (!session.hasToken) return Paths.login;
  if (session.isAdmin) return Paths.adminDashboard;
  const hospCode = session.currentHospCode ?? rememberedHospCode;
  // With a token, /login runs the hospital-list decision (one hospital → its home, several → /welcome).
  return hospCode ? homeDashboardPath(hospCode) : Paths.login;
}
