import type { UploadRefusal } from '../../engine/schema/upload-rules.js';
import {
  MB,
  UPLOAD_RULES,
  sizeRefusal,
  suffixOf,
  typeRefusal,
  type UploadLimits,
  type UploadType,
} from '../../engine/schema/upload-rules.js';

/**
 * What the bytes really are (file-type reads the magic numbers), mapped to the name suffixes each
 * format may carry. Anything file-type cannot name (text, HTML, SVG, scripts) is refused: its type
 * cannot be proven, and HTML or SVG served back could run script in our origin.
 */
interface KnownFormat {
  suffixes: string[];
  /** Content type by suffix: old Office files share one container format (cfb). */
  contentType: (suffix: string) => string;
}

const fixed = (type: string) => () => type;
const KNOWN_FORMATS: Record<string, KnownFormat> = {
  jpg: { suffixes: ['jpg', 'jpeg'], contentType: fixed('image/jpeg') },
  png: { suffixes: ['png'], contentType: fixed('image/png') },
  pdf: { suffixes: ['pdf'], contentType: fixed('application/pdf') },
  docx: { suffixes: ['docx'], contentType: fixed('application/vnd.openxmlformats-officedocument.wordprocessingml.document') },
  xlsx: { suffixes: ['xlsx'], contentType: fixed('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
  pptx: { suffixes: ['pptx'], contentType: fixed('application/vnd.openxmlformats-officedocument.presentationml.presentation') },
  cfb: {
    suffixes: ['doc', 'xls', 'ppt'],
    contentType: (suffix) =>
      ({ doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' })[suffix] ??
      'application/octet-stream',
  },
};

export type Inspection = { ok: true; contentType: string } | { ok: false; refusal: UploadRefusal };

/**
 * Size, then type from the bytes. Pictures must be a picture type the limits allow; documents
 * must also carry a suffix that agrees with their bytes (a PNG named report.pdf is refused).
 */
export async function inspectFile(type: UploadType, limits: UploadLimits, file: { name: string; bytes: Buffer }): Promise<Inspection> {
  const rule = UPLOAD_RULES[type];
  const refusedType = { ok: false, refusal: typeRefusal(type, limits.suffixes) } as const;
  if (file.bytes.length > limits.maxSizeMb * MB) return { ok: false, refusal: sizeRefusal(type, limits.maxSizeMb) };
  // Imported on the first upload, not at every start (issue 17, goal 5).
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(file.bytes);
  const format = sniffed ? KNOWN_FORMATS[sniffed.ext] : undefined;
  if (!format) return refusedType;
  if (rule.image) {
    const suffix = format.suffixes.find((candidate) => limits.suffixes.includes(candidate));
    return suffix ? { ok: true, contentType: format.contentType(suffix) } : refusedType;
  }
  const suffix = suffixOf(file.name);
  if (!limits.suffixes.includes(suffix) || !format.suffixes.includes(suffix)) return refusedType;
  return { ok: true, contentType: format.contentType(suffix) };
}
