import { encodePng } from '../seed/png-encode.js';

export type Rgb = readonly [number, number, number];

/**
 * A small real PNG (8-bit RGB): a coloured card with a darker band, the demo's stand-in for an
 * inventory photo. Real bytes, so the upload checks (file-type) and browsers accept it.
 */
export function pngSwatch(width: number, height: number, colour: Rgb): Buffer {
  const band: Rgb = [colour[0] >> 1, colour[1] >> 1, colour[2] >> 1];
  return encodePng({ width, height, channels: 3, pixel: (_x, y) => (y > height * 0.4 && y < height * 0.6 ? band : colour) });
}
