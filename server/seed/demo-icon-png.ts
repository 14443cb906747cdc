import { encodePng } from './png-encode.js';

/** Small PNG icons drawn in code for the demo data: no binary files in the repository. */

export type Rgb = [number, number, number];

/**
 * A size×size RGBA PNG: a coloured disc on a transparent ground with a white ring inside, the
 * look of a mini-program's round entry icon. The edge is softened over one pixel.
 */
export function roundIconPng(rgb: Rgb, size = 64): Buffer {
  const centre = (size - 1) / 2;
  const outer = size / 2 - 1;
  return encodePng({
    width: size,
    height: size,
    channels: 4,
    pixel: (x, y) => {
      const distance = Math.hypot(x - centre, y - centre);
      const alpha = Math.max(0, Math.min(1, outer - distance + 0.5));
      const ring = Math.abs(distance - outer * 0.55) < outer * 0.09;
      return [...(ring ? [255, 255, 255] : rgb), Math.round(alpha * 255)];
    },
  });
}
