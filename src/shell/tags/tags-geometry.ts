/** Seed 000 section 9: the tag bar's numbers. */
export const CONTEXT_MENU_MIN_WIDTH = 105;
export const CONTEXT_MENU_OFFSET = 15;
export const TAB_EDGE_PADDING = 4;
export const WHEEL_SCROLL_RATIO = 1 / 4;

/** Left of the context menu inside the bar: beside the pointer, but kept 105 px inside the right edge. */
export function contextMenuLeft(clientX: number, barLeft: number, barWidth: number): number {
  return Math.min(clientX - barLeft + CONTEXT_MENU_OFFSET, barWidth - CONTEXT_MENU_MIN_WIDTH);
}

/** The scroll position that shows a tab whole, with 4 px to spare; unchanged when it is already visible. */
export function scrollLeftToShow(tabLeft: number, tabWidth: number, scrollLeft: number, viewWidth: number): number {
  if (tabLeft - TAB_EDGE_PADDING < scrollLeft) return Math.max(0, tabLeft - TAB_EDGE_PADDING);
  const tabRight = tabLeft + tabWidth + TAB_EDGE_PADDING;
  if (tabRight > scrollLeft + viewWidth) return tabRight - viewWidth;
  return scrollLeft;
}

/** The wheel moves the bar sideways by a quarter of its delta (the larger of the two axes). */
export function wheelScrollStep(deltaX: number, deltaY: number): number {
  return (Math.abs(deltaY) >= Math.abs(deltaX) ? deltaY : deltaX) * WHEEL_SCROLL_RATIO;
}
