import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import { UPLOAD_RULES, type UploadType } from '../../engine/schema/upload-rules.js';

/**
 * Object keys are made by the server only: `<folder>/<yyyyMM>/<32 hex>`. A user's file name never
 * becomes part of a storage path, so no name can reach outside the storage folder, and 128 random
 * bits make a file's address unguessable (files are read without a session, like a bucket's).
 */
const FOLDERS = Object.values(UPLOAD_RULES).map((rule) => rule.folder);
export const KEY_PATTERN = new RegExp(`^(${FOLDERS.join('|')})/(\\d{6})/([0-9a-f]{32})$`);
/** Keys inside any text: a URL, a JSON list of URLs (used to find which files records still use). */
export const KEY_IN_TEXT = new RegExp(`(?:${FOLDERS.join('|')})/\\d{6}/[0-9a-f]{32}`, 'g');

export function newObjectKey(type: UploadType, now: Date = new Date()): string {
  return `${UPLOAD_RULES[type].folder}/${dayjs(now).format('YYYYMM')}/${randomBytes(16).toString('hex')}`;
}

export function isObjectKey(value: unknown): value is string {
  return typeof value === 'string' && KEY_PATTERN.test(value);
}

/** A key the server makes for this type: in the type's own folder (a policy's keys always are). */
export function isKeyOfType(key: string, type: UploadType): boolean {
  return isObjectKey(key) && key.startsWith(`${UPLOAD_RULES[type].folder}/`);
}

/**
 * The address of a stored file. Documents carry their name as a last segment, which the server
 * ignores on reading: a browser saves the file under it and a list can show it.
 */
export function fileUrl(ossUrl: string, key: string, type: UploadType, name: string | undefined): string {
  return UPLOAD_RULES[type].image || !name ? `${ossUrl}${key}` : `${ossUrl}${key}/${encodeURIComponent(name)}`;
}

export function keysInText(text: string): string[] {
  return text.match(KEY_IN_TEXT) ?? [];
}
