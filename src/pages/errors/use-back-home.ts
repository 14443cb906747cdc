import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { homePathFor } from '../../../platform/routing/home-path';
import { sessionAtom } from '../../../platform/state/session-atoms';
import { StorageNames, isString, readStored } from '../../../platform/state/storage';

/** Where "back to home" goes for the current user, as a click handler. */
export function useBackHome(): () => void {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  return () => navigate(homePathFor(session, readStored(StorageNames.currentHospCode, null, { isValid: isString })), { replace: true });
}
