import { A4_HEIGHT_PT, A4_WIDTH_PT, PDF_RENDER_SCALE, planPdfPages, type BlockBox } from './pdf-pages';

/**
 * What a page break must not cut: elements marked `data-pdf-block` (CockpitPanel), and every titled
 * region (`section[aria-labelledby]`), which is how the dashboards' PanelCard and the cockpits' panels
 * are drawn, so a panel needs no marking of its own.
 */
export const PDF_BLOCK_SELECTOR = '[data-pdf-block], section[aria-labelledby]';

export interface RegionPdfOptions {
  fileName: string;
  /** The page colour behind the region (the cockpits are dark). */
  background?: string;
  /**
   * Lays the region out at this size in the copy that is rendered (the cockpits' 1920×1080 design,
   * which the screen shows scaled): its transform is dropped there, the screen is not touched.
   */
  designSize?: { width: number; height: number };
}

/** The region's panels, top and bottom in CSS pixels from the region's top. */
function measureBlocks(region: HTMLElement, scale: number): BlockBox[] {
  const origin = region.getBoundingClientRect().top;
  return [...region.querySelectorAll<HTMLElement>(PDF_BLOCK_SELECTOR)].map((block) => {
    const box = block.getBoundingClientRect();
    return { top: (box.top - origin) / scale, bottom: (box.bottom - origin) / scale };
  });
}

/**
 * Renders a region of the page into an A4 portrait PDF and downloads it (seed 000 section 9:
 * 595.28×841.89 pt, scale 2). The region is drawn once with html2canvas at scale 2 and cut into
 * pages between its panels (planPdfPages). Both libraries load here, on first use, as their own chunk.
 */
export async function exportRegionPdf(region: HTMLElement, options: RegionPdfOptions): Promise<void> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import('html2canvas'), import('jspdf')]);
  const onScreen = region.getBoundingClientRect();
  // A scaled design (transform) shows smaller than it is laid out: measure in its own pixels.
  const shownScale = options.designSize ? onScreen.width / options.designSize.width : 1;
  const width = options.designSize?.width ?? region.scrollWidth;
  const height = options.designSize?.height ?? region.scrollHeight;
  const blocks = measureBlocks(region, shownScale || 1);
  const canvas = await html2canvas(region, {
    scale: PDF_RENDER_SCALE,
    backgroundColor: options.background ?? '#ffffff',
    useCORS: true,
    logging: false,
    width,
    height,
    windowWidth: Math.max(width, document.documentElement.clientWidth),
    windowHeight: Math.max(height, document.documentElement.clientHeight),
    onclone: (_document, copy) => {
      if (!options.designSize) return;
      copy.style.transform = 'none';
      copy.style.left = '0';
      copy.style.top = '0';
    },
  });

  // Page height in the region's CSS pixels: the A4 proportion at the region's width.
  const pageHeight = (width * A4_HEIGHT_PT) / A4_WIDTH_PT;
  const pages = planPdfPages(height, pageHeight, blocks);
  const pixelRatio = canvas.width / width;
  // 'smart' precision writes the page box as the seed gives it: /MediaBox [0 0 595.28 841.89].
  const pdf = new jsPDF({
    orientation: 'portrait',
    unit: 'pt',
    format: [A4_WIDTH_PT, A4_HEIGHT_PT],
    compress: true,
    floatPrecision: 'smart',
  });
  pages.forEach((page, index) => {
    const slice = document.createElement('canvas');
    slice.width = canvas.width;
    slice.height = Math.max(1, Math.round((page.end - page.start) * pixelRatio));
    const context = slice.getContext('2d');
    if (!context) throw new Error('canvas 2d context unavailable');
    context.fillStyle = options.background ?? '#ffffff';
    context.fillRect(0, 0, slice.width, slice.height);
    context.drawImage(canvas, 0, Math.round(page.start * pixelRatio), canvas.width, slice.height, 0, 0, slice.width, slice.height);
    if (index > 0) pdf.addPage([A4_WIDTH_PT, A4_HEIGHT_PT], 'portrait');
    if (options.background) {
      pdf.setFillColor(options.background);
      pdf.rect(0, 0, A4_WIDTH_PT, A4_HEIGHT_PT, 'F');
    }
    pdf.addImage(slice, 'JPEG', 0, 0, A4_WIDTH_PT, (slice.height / canvas.width) * A4_WIDTH_PT, undefined, 'FAST');
  });
  pdf.save(options.fileName);
}
