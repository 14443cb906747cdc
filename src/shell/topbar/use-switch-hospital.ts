import { useCallback } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { homeDashboardPath } from '../../../platform/routing/route-paths';
import { sessionAtom } from '../../../platform/state/session-atoms';
import { subsystemDialogAtom } from '../../../platform/state/shell-atoms';
import { StorageNames, writeStored } from '../../../platform/state/storage';
import { visitedViewsAtom } from '../../../platform/state/tags-atoms';
import { forgetTabCaches } from '../tags/tab-query-cache';

/**
 * Seed 000 section 2.4: switching hospital clears the open tabs and the cached data, stores the
 * hospital code and goes to that hospital's home; the subsystem dialog then offers the subsystems.
 */
export function useSwitchHospital(): (hospCode: string) => void {
  const [session, setSession] = useAtom(sessionAtom);
  const setViews = useSetAtom(visitedViewsAtom);
  const setSubsystemDialog = useSetAtom(subsystemDialogAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (hospCode: string) => {
      const previous = session.currentHospCode;
      for (const code of new Set([previous, hospCode])) {
        if (code) writeStored(StorageNames.visitedViews, [], { acctId: session.acctId, hospCode: code });
      }
      setViews({ scopeKey: null, views: [] });
      queryClient.clear();
      forgetTabCaches();
      writeStored(StorageNames.currentHospCode, hospCode);
      setSession({ ...session, currentHospCode: hospCode });
      setSubsystemDialog({ open: true, hospCode });
      navigate(homeDashboardPath(hospCode));
    },
    [session, setSession, setViews, setSubsystemDialog, queryClient, navigate],
  );
}
