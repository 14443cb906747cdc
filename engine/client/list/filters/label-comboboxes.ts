/**
 * A <label> names the inputs inside it, but not Arco's Select, TreeSelect or Cascader: each is a
 * <div role="combobox">, which a label cannot name, and Arco passes no aria-label or
 * aria-labelledby to it (issue 28, axe `aria-input-field-name`). This points each unnamed one at
 * the filter's title. Called after each render of the filter.
 */
export function labelComboboxes(container: HTMLElement, labelId: string): void {
  for (const box of container.querySelectorAll('[role="combobox"]')) {
    if (!box.hasAttribute('aria-label') && box.getAttribute('aria-labelledby') !== labelId) box.setAttribute('aria-labelledby', labelId);
  }
}
