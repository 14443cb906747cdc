/**
 * Arco's inline sub-menu header is a focusable <div> with aria-expanded and no role, and Arco gives
 * no prop to set one (issue 28: axe's aria-allowed-attr). In the open sidebar, a navigation of links,
 * a group header is a disclosure button; in a collapsed one (an ARIA menu) a menu item. Space opens a
 * button as Enter does (Arco listens to Enter only).
 */
const HEADER = '.arco-menu-inline-header, .arco-menu-pop-header';

function toggleOnSpace(event: KeyboardEvent): void {
  if (event.key !== ' ') return;
  event.preventDefault();
  (event.currentTarget as HTMLElement).click();
}

export function markGroupHeaders(root: HTMLElement, asNavigation: boolean): void {
  const role = asNavigation ? 'button' : 'menuitem';
  for (const header of root.querySelectorAll<HTMLElement>(HEADER)) {
    if (header.getAttribute('role') !== role) header.setAttribute('role', role);
    if (header.dataset.spaceToggles === undefined) {
      header.dataset.spaceToggles = '';
      header.addEventListener('keydown', toggleOnSpace);
    }
  }
}
