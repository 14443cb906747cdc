import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { homePathFor } from '../../router/home-path';
import { sessionAtom } from '../../state/session-atoms';
import { StorageNames, isString, readStored } from '../../state/storage';

/** Where "back to home" goes for the current user, as a click handler. */
export function useBackHome(): () => void {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  return () => navigate(homePathFor(session, readStored(StorageNames.currentHospCode, null, { isValid: isString })), { replace: true });
}
