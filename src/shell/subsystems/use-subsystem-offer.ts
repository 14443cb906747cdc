import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { arrivedFrom } from '../../../platform/routing/navigation-memory';
import { Paths } from '../../../platform/routing/route-paths';
import { subsystemDialogAtom } from '../../../platform/state/shell-atoms';

/**
 * A hospital just chosen on /welcome: offer its subsystems (seed 000 section 2.4). The arrival is
 * judged at the first render and reported as pending until the dialog is open, so whatever must
 * not cover the dialog (the guided tour) waits from the very first render on.
 */
export function useSubsystemOfferOnArrival(variant: 'admin' | 'hospital', hospCode: string | null): boolean {
  const location = useLocation();
  const setSubsystemDialog = useSetAtom(subsystemDialogAtom);
  const [pending, setPending] = useState(
    () => arrivedFrom(location.pathname) === Paths.welcome && variant === 'hospital' && hospCode !== null,
  );
  useEffect(() => {
    if (!pending) return;
    setSubsystemDialog({ open: true, hospCode });
    setPending(false);
  }, [pending, hospCode, setSubsystemDialog]);
  return pending;
}
