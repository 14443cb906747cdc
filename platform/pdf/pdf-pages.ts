/** Seed 000 section 9: A4 in PDF points, rendered at scale 2. */
export const A4_WIDTH_PT = 595.28;
export const A4_HEIGHT_PT = 841.89;
export const PDF_RENDER_SCALE = 2;

/** A panel's vertical extent in the rendered region, in the same unit as the page height. */
export interface BlockBox {
  top: number;
  bottom: number;
}

/** One page's slice of the region: [start, end). */
export interface PageSlice {
  start: number;
  end: number;
}

/**
 * Cuts a region of `totalHeight` into page slices of at most `pageHeight`, never through a panel:
 * when a panel would cross a page's bottom edge, the page ends just above it and the next page
 * starts with it. Only a panel taller than a whole page is cut (there is no other way to print it),
 * and then at the page's edge. Pure: the measuring happens in the browser (export-region-pdf.ts).
 */
export function planPdfPages(totalHeight: number, pageHeight: number, blocks: readonly BlockBox[]): PageSlice[] {
  if (totalHeight <= 0 || pageHeight <= 0) return [];
  const pages: PageSlice[] = [];
  let start = 0;
  while (start < totalHeight) {
    let end = Math.min(start + pageHeight, totalHeight);
    if (end < totalHeight) {
      // The panels this edge would cut, that start on this page below its top: end above the first.
      const cut = blocks.filter((block) => block.top < end && block.bottom > end && block.top > start);
      if (cut.length > 0) end = Math.min(...cut.map((block) => block.top));
    }
    pages.push({ start, end });
    start = end;
  }
  return pages;
}
