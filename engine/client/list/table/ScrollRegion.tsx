import { useEffect, useRef, type ReactNode } from 'react';

export interface SelectLabels {
  row: string;
  all: string;
}

/**
 * Batch mode's checkboxes (Arco's rowSelection) are bare <input type="checkbox"> with no label and
 * no prop to give one (axe `label`): the header's selects the page, a row's its row.
 */
function nameSelectionBoxes(root: HTMLElement, labels: SelectLabels): void {
  const name = (input: Element | null, label: string) => {
    if (input && input.getAttribute('aria-label') !== label) input.setAttribute('aria-label', label);
  };
  for (const input of root.querySelectorAll('thead .arco-checkbox input')) name(input, labels.all);
  for (const input of root.querySelectorAll('tbody .arco-checkbox input')) name(input, labels.row);
}

/** The elements Arco scrolls a wide or tall table in. */
const SCROLLERS = '.arco-table-content-inner, .arco-table-body';

/**
 * A wide table scrolls sideways inside Arco's own box, which the keyboard cannot reach when no
 * cell holds a control (issue 28, axe `scrollable-region-focusable`, WCAG 2.1.1). Each scroll box
 * of the table inside becomes a named, focusable region: Tab stops on it, the arrow keys scroll it.
 * Watched, because Arco builds those boxes anew when the table's layout changes; the batch-mode
 * checkboxes are named here too (nameSelectionBoxes).
 */
export function ScrollRegion({ label, selectLabels, children }: { label: string; selectLabels: SelectLabels; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // The two texts, not the object around them (often new each render), decide when to rename.
  const { row: rowLabel, all: allLabel } = selectLabels;
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const mark = () => {
      for (const scroller of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
        if (scroller.tabIndex !== 0) scroller.tabIndex = 0;
        if (scroller.getAttribute('role') !== 'region') scroller.setAttribute('role', 'region');
        if (scroller.getAttribute('aria-label') !== label) scroller.setAttribute('aria-label', label);
      }
    };
    const markAll = () => {
      mark();
      nameSelectionBoxes(root, { row: rowLabel, all: allLabel });
    };
    markAll();
    const observer = new MutationObserver(markAll);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label, rowLabel, allLabel]);
  return <div ref={ref}>{children}</div>;
}
