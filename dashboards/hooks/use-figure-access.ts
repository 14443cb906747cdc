import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../platform/state/session-atoms';
import { canOpenHref } from '../logic/figure-access';

/** The route guard's answer for a figure's link, with the session as it is now. */
export function useFigureAccess(): (href: string) => boolean {
  const session = useAtomValue(sessionAtom);
  return useCallback((href: string) => canOpenHref(session, href), [session]);
}
