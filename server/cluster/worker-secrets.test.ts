import { createPrivateKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { workerSecrets } from './worker-secrets.js';

describe('the secrets a primary hands to its workers', () => {
  it('makes an upload policy key and an RSA pair when none is configured', () => {
    const secrets = workerSecrets({});
    expect(secrets.UPLOAD_POLICY_SECRET!.length).toBeGreaterThanOrEqual(16);
    expect(createPrivateKey(secrets.PASSWORD_RSA_PRIVATE_KEY!).asymmetricKeyType).toBe('rsa');
  });

  it('leaves configured values alone', () => {
    expect(workerSecrets({ UPLOAD_POLICY_SECRET: 'configured-secret-16', PASSWORD_RSA_PRIVATE_KEY: 'pem' })).toEqual({});
  });
});
