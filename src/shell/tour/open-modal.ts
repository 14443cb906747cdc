/** Arco's Modal and Drawer mark their dialog `aria-modal`; a closed one stays in the DOM, hidden. */
const MODAL_SELECTOR = '[aria-modal="true"]';

/** Whether a modal dialog is on screen (a closing one counts until its exit animation ends). */
export function modalOnScreen(root: ParentNode = document): boolean {
  return Array.from(root.querySelectorAll<HTMLElement>(MODAL_SELECTOR)).some((modal) => modal.getClientRects().length > 0);
}

/**
 * Resolves once no modal dialog is on screen. The tour's overlay sits above every dialog, so a
 * tour started over one would cover its buttons and its ×.
 */
export function whenNoModalOnScreen(root: HTMLElement = document.body): Promise<void> {
  if (!modalOnScreen(root)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (modalOnScreen(root)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
  });
}
