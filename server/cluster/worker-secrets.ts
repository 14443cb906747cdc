import { generateKeyPairSync, randomBytes } from 'node:crypto';

/**
 * Secrets a process makes for itself when they are not configured, which every worker of one
 * server must share instead (a request may be answered by any of them): the upload policies' HMAC
 * key (an upload's policy is signed by one worker and posted to another) and the RSA pair of the
 * password change (the public key given by one worker, the cipher decrypted by another). The
 * primary makes them once and hands them to the workers in their environment; configured values
 * are left alone.
 */
export function workerSecrets(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const secrets: Record<string, string> = {};
  if (!env.UPLOAD_POLICY_SECRET) secrets.UPLOAD_POLICY_SECRET = randomBytes(32).toString('base64url');
  if (!env.PASSWORD_RSA_PRIVATE_KEY) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    secrets.PASSWORD_RSA_PRIVATE_KEY = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  }
  return secrets;
}
