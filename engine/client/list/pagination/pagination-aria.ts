/**
 * Arco's Pagination renders two controls it gives no prop to name (issue 28, axe `label` and
 * `aria-input-field-name`): the page-jump input (its 前往 … 页 texts are not a <label>) and the
 * page-size select, a combobox inside a <div aria-label> (a name a plain div may not carry, so it
 * becomes a group). Called after each render of the list's pagination.
 */
export interface PaginationNames {
  jumper: string;
  pageSize: string;
}

export function namePaginationControls(root: HTMLElement, names: PaginationNames): void {
  const set = (element: Element | null, name: string, value: string) => {
    if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
  };
  set(root.querySelector('.arco-pagination-jumper input'), 'aria-label', names.jumper);
  const sizeOption = root.querySelector('.arco-pagination-option');
  set(sizeOption, 'role', 'group');
  set(sizeOption?.querySelector('[role="combobox"]') ?? null, 'aria-label', names.pageSize);
}
