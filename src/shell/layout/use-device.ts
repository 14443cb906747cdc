import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { deviceAtom, deviceOf, mobileSidebarOpenAtom } from '../../../platform/state/ui-atoms';

/** Follows the viewport width: under 992 px the console is on a "mobile" device (seed 000 section 9). */
export function useDevice(): void {
  const setDevice = useSetAtom(deviceAtom);
  const setMobileOpen = useSetAtom(mobileSidebarOpenAtom);
  useEffect(() => {
    const update = () => {
      setDevice((previous) => {
        const next = deviceOf(window.innerWidth);
        // Becoming mobile starts with the drawer closed, so the page is not covered.
        if (next !== previous) setMobileOpen(false);
        return next;
      });
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setDevice, setMobileOpen]);
}
