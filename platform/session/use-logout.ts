import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Paths } from '../routing/route-paths';
import { sessionAtom } from '../state/session-atoms';
import { endSession } from './session-actions';

/** Where a logout lands by default: a super admin back at the admin login, everyone else at /login. */
export const logoutLanding = (isAdmin: boolean): string => (isAdmin ? Paths.adminLogin : Paths.login);

/** Logout from anywhere: server, cookie, session state and cached queries, then the login page. */
export function useLogout(): (afterwards?: string) => Promise<void> {
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (afterwards?: string) => {
      const target = afterwards ?? logoutLanding(store.get(sessionAtom).isAdmin);
      await endSession(store, async () => {
        queryClient.clear();
        // flushSync: the router otherwise commits the new location in a transition, after the reset.
        await navigate(target, { replace: true, flushSync: true });
      });
    },
    [store, queryClient, navigate],
  );
}
