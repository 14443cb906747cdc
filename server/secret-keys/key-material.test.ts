import { describe, expect, it } from 'vitest';
import { hashSecret, newAccessKeyId, newSecret, secretMatches } from './key-material';

describe('hospital key material', () => {
  it('makes distinct ids and secrets of the documented shapes', () => {
    const ids = new Set(Array.from({ length: 50 }, newAccessKeyId));
    const secrets = new Set(Array.from({ length: 50 }, newSecret));
    expect(ids.size).toBe(50);
    expect(secrets.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^AK[0-9A-F]{24}$/);
    for (const secret of secrets) expect(secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
  });

  it('stores a SHA-256 and matches only the same secret', () => {
    const secret = newSecret();
    const hash = hashSecret(secret);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(secretMatches(secret, hash)).toBe(true);
    expect(secretMatches(`${secret}x`, hash)).toBe(false);
    expect(secretMatches(secret, null)).toBe(false);
    expect(secretMatches(secret, 'abc')).toBe(false);
  });
});
