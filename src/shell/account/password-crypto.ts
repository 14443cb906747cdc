/**
 * Passwords travel encrypted with the server's one-use public key (RSA-OAEP, SHA-256), each
 * bound to the one-time token: the plaintext is `token + "\n" + password`, so a ciphertext cannot
 * be replayed with another token.
 */
export class InsecureContextError extends Error {
  constructor() {
    super('Web Crypto is only available on https:// or localhost pages');
    this.name = 'InsecureContextError';
  }
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function encryptPasswords(publicKeyBase64: string, token: string, passwords: string[]): Promise<string[]> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new InsecureContextError();
  const key = await subtle.importKey('spki', base64ToBytes(publicKeyBase64), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const encoder = new TextEncoder();
  return Promise.all(
    passwords.map(async (password) =>
      bytesToBase64(await subtle.encrypt({ name: 'RSA-OAEP' }, key, encoder.encode(`${token}\n${password}`))),
    ),
  );
}
