import { useEffect, type RefObject } from 'react';

/**
 * Names controls an Arco component draws without a name and without a prop to give one (issue 28:
 * the carousel's arrows, a simple pager's page input): after each render, every element under
 * `ref` matching a selector gets that selector's label.
 */
export function useAriaLabels(ref: RefObject<HTMLElement | null>, labels: Record<string, string>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const [selector, label] of Object.entries(labels)) {
      for (const element of root.querySelectorAll(selector)) {
        if (element.getAttribute('aria-label') !== label) element.setAttribute('aria-label', label);
      }
    }
  });
}
