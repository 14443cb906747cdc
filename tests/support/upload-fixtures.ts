import { encodePng } from '../../server/seed/png-encode.js';

/** Test files with real signatures: a tiny PNG, a JPEG header, a Windows executable, a PDF. */

/** A valid width×height RGB PNG of one colour; `padding` bytes in a private chunk make it as big as wanted. */
export function pngBytes(options: { width?: number; height?: number; rgb?: [number, number, number]; padding?: number } = {}): Buffer {
  const { width = 4, height = 4, rgb = [22, 93, 255], padding = 0 } = options;
  return encodePng({ width, height, channels: 3, pixel: () => rgb, padding });
}

/** The start of a JPEG (SOI, JFIF APP0): enough for a magic-number check. */
export function jpegBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.alloc(64, 1),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** An MZ/PE header: what a .exe renamed to .png starts with. */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(512, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

export function pdfBytes(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
}

export const SVG_TEXT = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
