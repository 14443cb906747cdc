import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLocation, useSearchParams } from 'react-router-dom';
import { http } from '../../../platform/api/http';
import type { DisplayInfo } from '../../../contracts/display-key';
import { ApiError } from '../../../platform/api/api-error';
import { DISPLAY_KEY_QUERY_PARAM, keepDisplayKey, readDisplayKey } from '../../../platform/api/display-key-storage';
import { sessionAtom } from '../../../platform/state/session-atoms';
import { COCKPIT_REFRESH_MS } from '../kit/use-cockpit-query';
import { decideCockpitAccess, needsHospitalCheck, type CockpitAccess, type HospitalCheck } from './cockpit-access';

/**
 * The key in the address (`?key=…`) is kept for this tab and taken out of the address bar at once,
 * so it stays out of the history, bookmarks made later and screenshots of the wall.
 */
function useAdoptedDisplayKey(): string | null {
  const [query, setQuery] = useSearchParams();
  const inAddress = query.get(DISPLAY_KEY_QUERY_PARAM);
  // Kept while rendering, before any panel's call goes out (keeping it again is harmless).
  const key = inAddress && keepDisplayKey(inAddress) ? inAddress : readDisplayKey();
  useEffect(() => {
    if (inAddress === null) return;
    const rest = new URLSearchParams(query);
    rest.delete(DISPLAY_KEY_QUERY_PARAM);
    setQuery(rest, { replace: true });
  }, [inAddress, query, setQuery]);
  return key;
}

/** Refusals that close the wall; any other failure (the network) keeps an earlier agreement on screen. */
const CLOSING_CODES: ReadonlySet<string> = new Set(['098', '403']);

function checkOf(query: { isPending: boolean; isError: boolean; error: unknown; data: unknown }, enabled: boolean): HospitalCheck {
  if (!enabled) return { status: 'idle' };
  if (query.isError) {
    const { error } = query;
    const failure = error instanceof ApiError ? { code: error.code, message: error.msg } : { code: 'NETWORK', message: String(error) };
    if (query.data !== undefined && !CLOSING_CODES.has(failure.code)) return { status: 'ok' };
    return { status: 'failed', ...failure };
  }
  return query.isPending ? { status: 'pending' } : { status: 'ok' };
}

/**
 * The cockpit's gate and its header's hospital name: the session's hospital list for a signed-in
 * user whose list names the hospital, else POST /db/display-key/display-info, which the server
 * answers only for a bound user or this hospital's display key. Re-checked on the cockpits' timer,
 * so a revoked key closes the wall within a refresh period.
 */
export function useCockpitAccess(hospCode: string): { access: CockpitAccess; hospName: string | null } {
  const { pathname } = useLocation();
  const session = useAtomValue(sessionAtom);
  const displayKey = useAdoptedDisplayKey();
  const known = session.hospInfos.find((hospital) => hospital.hospCode === hospCode) ?? null;
  const input = { path: pathname, hasToken: session.hasToken, displayKey, hospitalKnown: known !== null };
  const enabled = hospCode !== '' && needsHospitalCheck(input);
  const info = useQuery({
    queryKey: ['cockpit', 'display-info', hospCode, session.hasToken ? 'session' : 'displayKey'],
    queryFn: () => http.post<DisplayInfo>('/db/display-key/display-info', { hospCode }, { silent: true }),
    enabled,
    retry: false,
    refetchInterval: COCKPIT_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
  const access = decideCockpitAccess({ ...input, check: checkOf(info, enabled) });
  return { access, hospName: known?.hospName ?? (access.kind === 'granted' ? (info.data?.hospName ?? null) : null) };
}
