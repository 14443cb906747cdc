/**
 * Uploads as both sides see them (seed 000 sections 5, 7, 8; seed 001 sections 5, 7, 9): the
 * upload types, what each accepts, the refusals with the seeds' messages, and the wire shapes of
 * the policy flow. The server enforces these; the widgets check the same rules first so a user
 * hears about a bad file before it travels.
 */

export const UPLOAD_TYPES = ['IMG_AVATAR', 'IMG_EQP', 'IMG_ICON', 'OTHER'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const MB = 1024 * 1024;

export interface UploadRule {
  /** Storage folder of this type's files (the first segment of every key). */
  folder: string;
  /** Pictures: refusals say 上传图片… and the widgets show previews. */
  image: boolean;
  /** Accepted name suffixes, in the order the messages list them; the bytes must agree. */
  suffixes: string[];
  /** The server's ceiling; a widget may ask for less (maxSizeMb), never more. */
  maxSizeMb: number;
  /** Files per request (per policy, per /api/ossUpload call). */
  maxCount: number;
}

/** Picture types of the image widgets, in the seed's order (上传图片只能是jpeg/png/jpg). */
export const IMAGE_SUFFIXES = ['jpeg', 'png', 'jpg'];
/** Documents: formats whose bytes can be recognised; text without a signature cannot be checked, so it is refused. */
export const DOCUMENT_SUFFIXES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'jpg', 'jpeg', 'png'];

export const UPLOAD_RULES: Record<UploadType, UploadRule> = {
  // Avatar: 2 MB (seed 001 section 9), one picture.
  IMG_AVATAR: { folder: 'avatar', image: true, suffixes: IMAGE_SUFFIXES, maxSizeMb: 2, maxCount: 1 },
  // Equipment and hospital pictures: 2 MB in the image widgets, 5 files by default (seed 000 section 5).
  IMG_EQP: { folder: 'eqp', image: true, suffixes: IMAGE_SUFFIXES, maxSizeMb: 2, maxCount: 5 },
  // Mini-program icons: jpeg and png (seed 002 section 3).
  IMG_ICON: { folder: 'icon', image: true, suffixes: ['jpeg', 'png', 'jpg'], maxSizeMb: 2, maxCount: 1 },
  // Documents (laws, manuals, adverse-event files): 20 MB default, up to 15 files (the manual library's limit).
  OTHER: { folder: 'other', image: false, suffixes: DOCUMENT_SUFFIXES, maxSizeMb: 20, maxCount: 15 },
};

export function isUploadType(value: unknown): value is UploadType {
  return typeof value === 'string' && (UPLOAD_TYPES as readonly string[]).includes(value);
}

/** Why a file is refused, with what the message needs; both sides turn it into text. */
export type UploadRefusal =
  | { reason: 'imageType'; types: string }
  | { reason: 'fileType'; types: string }
  | { reason: 'imageSize'; limitMb: number }
  | { reason: 'fileSize'; limitMb: number }
  | { reason: 'count'; limit: number }
  | { reason: 'fileName' }
  | { reason: 'failed' };

/** The seeds' texts (zh); the console's locale files hold the same texts under engine.form.upload.refusal. */
export function uploadRefusalMessage(refusal: UploadRefusal): string {
  switch (refusal.reason) {
    case 'imageType':
      return `上传图片只能是${refusal.types}`;
    case 'fileType':
      return `上传文件只能为${refusal.types}`;
    case 'imageSize':
      return `上传图片大小不能超过 ${refusal.limitMb}MB!`;
    case 'fileSize':
      return `上传文件大小不能超过 ${refusal.limitMb}MB!`;
    case 'count':
      return `超过上传文件个数限制:${refusal.limit}`;
    case 'fileName':
      return '文件名不合法：不能包含路径分隔符、".." 或控制字符';
    case 'failed':
      return '上传失败，请重试或联系管理员';
  }
}

/** Too big, in the picture or the file wording of the type. */
export function sizeRefusal(type: UploadType, limitMb: number): UploadRefusal {
  return UPLOAD_RULES[type].image ? { reason: 'imageSize', limitMb } : { reason: 'fileSize', limitMb };
}

/** Not an accepted type, in the picture or the file wording of the type. */
export function typeRefusal(type: UploadType, suffixes: string[]): UploadRefusal {
  const types = suffixes.join('/');
  return UPLOAD_RULES[type].image ? { reason: 'imageType', types } : { reason: 'fileType', types };
}

/** What a caller may narrow for one field: suffixes within the type's, a smaller size. */
export interface UploadLimits {
  suffixes: string[];
  maxSizeMb: number;
}

/** The limits in force: the widget's wishes, never beyond the type's rule. */
export function effectiveLimits(type: UploadType, wished: { suffixes?: string[]; maxSizeMb?: number } = {}): UploadLimits {
  const rule = UPLOAD_RULES[type];
  const asked = (wished.suffixes ?? []).map((suffix) => suffix.toLowerCase().replace(/^\./, ''));
  const suffixes = asked.length > 0 ? asked.filter((suffix) => rule.suffixes.includes(suffix)) : rule.suffixes;
  const maxSizeMb = wished.maxSizeMb !== undefined && wished.maxSizeMb > 0 ? Math.min(wished.maxSizeMb, rule.maxSizeMb) : rule.maxSizeMb;
  return { suffixes: suffixes.length > 0 ? suffixes : rule.suffixes, maxSizeMb };
}

/** The suffix of a file name, lower case, without the dot ('' when there is none). */
export function suffixOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

// Path separators and control characters could steer a name out of its folder or into a header;
// such names are refused rather than silently rewritten. Names are never used as storage paths anyway.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters in a file name is this pattern's purpose.
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f]/;

/** A name a user's file may carry: no path, no control characters, not "." or "..", at most 200 characters. */
export function isSafeFileName(name: string): boolean {
  return name.trim() !== '' && name.length <= 200 && !UNSAFE_NAME.test(name) && name !== '.' && name !== '..';
}

/** The checks that need only a file's name and size (the bytes are checked on the server). */
export function checkNameAndSize(type: UploadType, limits: UploadLimits, file: { name: string; size: number }): UploadRefusal | null {
  if (!isSafeFileName(file.name)) return { reason: 'fileName' };
  if (!limits.suffixes.includes(suffixOf(file.name))) return typeRefusal(type, limits.suffixes);
  if (file.size > limits.maxSizeMb * MB) return sizeRefusal(type, limits.maxSizeMb);
  return null;
}

/** POST /api/oss/policy: what to sign for. `size` is the number of files when no names are given. */
export interface UploadPolicyRequest {
  type: UploadType;
  size?: number;
  fileNameList?: string[];
  /** Our addition: a smaller size limit (MB) for this field; the server never allows more than the type's. */
  maxSizeMb?: number;
  /** Our addition: the field's own suffix whitelist, within the type's. */
  suffixes?: string[];
}

/** The signed policy (seed 000 section 7): post each file to `action` with its key from idList. */
export interface UploadPolicyResponse {
  ossAccessKeyId: string;
  policy: string;
  signature: string;
  /** Object keys, one per file: the `key` field of each post. */
  idList: string[];
  /** Where each file will be readable once posted. */
  urlList: string[];
  action: string;
  /** Seconds since the epoch after which the policy is refused. */
  expire: number;
}

/** One stored file as an upload answers it. */
export interface UploadedFile {
  id: string;
  url: string;
  name: string;
  size: number;
  contentType: string;
}
