import { randomBytes } from 'node:crypto';
import { hashSecret } from '../secret-keys/key-material.js';

/**
 * A wall display's key: `dk_` and 43 base64url characters (32 random bytes), shown once and kept
 * as its SHA-256, like the hospitals' API secrets (server/secret-keys/key-material.ts): 256 random
 * bits need no slow hash, and the hash is what a request's key is looked up by.
 */
export const DISPLAY_KEY_PREFIX = 'dk_';
const DISPLAY_KEY_PATTERN = /^dk_[A-Za-z0-9_-]{43}$/;
/** Shown on the screen to tell keys apart: the prefix and 6 characters (36 of the 256 bits). */
const SHOWN_PREFIX_LENGTH = DISPLAY_KEY_PREFIX.length + 6;

export function newDisplayKey(): string {
  return `${DISPLAY_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function isDisplayKeyShaped(value: string): boolean {
  return DISPLAY_KEY_PATTERN.test(value);
}

export function displayKeyHash(key: string): string {
  return hashSecret(key);
}

export function shownPrefix(key: string): string {
  return `${key.slice(0, SHOWN_PREFIX_LENGTH)}…`;
}
