/**
 * WCAG 2 contrast between two sRGB colours (`#rrggbb`), so text drawn on a canvas (where no
 * browser check can see it) is still chosen to be readable: 4.5 is the minimum for normal text.
 */
export const READABLE_CONTRAST = 4.5;

function channel(hex: string, offset: number): number {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(colour: string): number {
  const hex = colour.replace('#', '');
  if (!/^[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a #rrggbb colour: ${colour}`);
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 2) + 0.0722 * channel(hex, 4);
}

export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Of the candidates, the colour that reads best on `background`. */
export function mostReadableOn(background: string, candidates: readonly string[]): string {
  return candidates.reduce((best, colour) => (contrastRatio(colour, background) > contrastRatio(best, background) ? colour : best));
}
