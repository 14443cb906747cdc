import { useEffect, useState } from 'react';

/**
 * Gives the focus back to what held it when a dialog opened (新增, a row's 编辑) once the dialog
 * is gone. A schema dialog is taken out of the page when its save succeeds, without the Modal's
 * own closing, so the focus fell to the page's body: a keyboard user then had to Tab through the
 * whole screen again from its start. Only a lost focus is moved: one the user has put elsewhere stays.
 */
export function useFocusReturn(): void {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  useEffect(
    () => () => {
      // After the dialog's nodes are removed (passive cleanup): the focus is lost when it is on the body.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener && opener !== document.body && opener.isConnected) opener.focus();
    },
    [opener],
  );
}
