import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Paths } from '../router/route-paths';
import { endSession } from './session-actions';

/** Logout from anywhere: server, cookie, session state and cached queries, then the login page. */
export function useLogout(): (afterwards?: string) => Promise<void> {
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (afterwards: string = Paths.login) => {
      await endSession(store, async () => {
        queryClient.clear();
        // flushSync: the router otherwise commits the new location in a transition, after the reset.
        await navigate(afterwards, { replace: true, flushSync: true });
      });
    },
    [store, queryClient, navigate],
  );
}
