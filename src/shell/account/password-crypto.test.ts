import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPasswords } from './password-crypto';

describe('password encryption', () => {
  it('encrypts each password, bound to the token, so the server (node crypto) can decrypt it', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const [first, second] = await encryptPasswords(spki, 'one-time-token', ['Demo@2026', 'Better#2027']);
    const decrypt = (cipher: string | undefined) =>
      privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(cipher ?? '', 'base64'),
      ).toString('utf8');
    expect(decrypt(first)).toBe('one-time-token\nDemo@2026');
    expect(decrypt(second)).toBe('one-time-token\nBetter#2027');
    expect(first).not.toBe(second);
  });
});
