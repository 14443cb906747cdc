import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../../platform/state/session-atoms';
import type { HeldAuth } from '../../../platform/routing/menu-routes';
import { holdsAnyAuth } from './has-auth';

/** The auth ids of the signed-in user for the current hospital; a super admin holds every id. */
export function useHeldAuth(): HeldAuth {
  const session = useAtomValue(sessionAtom);
  return session.isAdmin ? 'all' : new Set(session.authIdList);
}

/** Whether the user holds any of the ids (a non-empty list, or it throws). */
export function usePermission(required: readonly string[]): boolean {
  return holdsAnyAuth(required, useHeldAuth());
}
