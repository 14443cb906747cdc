import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The material of a hospital's API key pair (医院密钥配置). The AccessKey ID names the pair and is
 * shown on every screen; the secret is 32 random bytes, shown once and stored as its SHA-256.
 * A plain SHA-256 suffices (argon2 would not add anything): the secret is 256 random bits, not a
 * password a person chose, so there is nothing to guess from the hash, and an integration's every
 * call can check it in microseconds.
 */

export const ACCESS_KEY_PREFIX = 'AK';
export const SECRET_PREFIX = 'sk_';

/** `AK` and 24 upper-case hex characters (12 random bytes): unique enough to name a key, not a secret. */
export function newAccessKeyId(): string {
  return `${ACCESS_KEY_PREFIX}${randomBytes(12).toString('hex').toUpperCase()}`;
}

/** `sk_` and 43 base64url characters: 32 random bytes. */
export function newSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** 64 lower-case hex characters. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Compares a presented secret with a stored hash in constant time. */
export function secretMatches(secret: string, storedHash: string | null | undefined): boolean {
  if (storedHash?.length !== 64) return false;
  return timingSafeEqual(Buffer.from(hashSecret(secret), 'hex'), Buffer.from(storedHash, 'hex'));
}
