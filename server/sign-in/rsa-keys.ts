import { constants, createPrivateKey, createPublicKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';

/**
 * The RSA key pair that protects passwords on their way in (password change). Made once per
 * process, on first use, off the event loop; the private key never leaves memory. A restart makes
 * a new pair: a password encrypted with the old one no longer decrypts and the user simply retries.
 * PASSWORD_RSA_PRIVATE_KEY (PKCS#8 PEM) gives every process the same pair instead: the workers of
 * WORKERS > 1 get one from their primary (server/cluster/worker-secrets.ts); several instances
 * behind one address set it alike (docs/scale-out.md).
 */
interface PasswordKeyPair {
  /** SPKI DER, base64: what Web Crypto's importKey('spki') takes. */
  publicKeyBase64: string;
  privateKey: KeyObject;
}

let keyPair: Promise<PasswordKeyPair> | undefined;

function configuredKeyPair(pem: string): PasswordKeyPair {
  const privateKey = createPrivateKey(pem);
  return { publicKeyBase64: createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64'), privateKey };
}

export function passwordKeyPair(): Promise<PasswordKeyPair> {
  const pem = process.env.PASSWORD_RSA_PRIVATE_KEY;
  if (pem) keyPair ??= Promise.resolve(configuredKeyPair(pem));
  keyPair ??= new Promise((resolve, reject) => {
    generateKeyPair('rsa', { modulusLength: 2048 }, (error, publicKey, privateKey) => {
      if (error) {
        keyPair = undefined;
        reject(error);
        return;
      }
      resolve({ publicKeyBase64: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'), privateKey });
    });
  });
  return keyPair;
}

/** RSA-OAEP with SHA-256 (Web Crypto's "RSA-OAEP", hash SHA-256); null when it does not decrypt. */
export async function decryptPassword(cipherBase64: string): Promise<string | null> {
  const { privateKey } = await passwordKeyPair();
  try {
    return privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(cipherBase64, 'base64'),
    ).toString('utf8');
  } catch {
    return null;
  }
}
