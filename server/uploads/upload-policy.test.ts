import { describe, expect, it } from 'vitest';
import { POLICY_MESSAGES, signPolicy, verifyPolicy, type PolicyDocument } from './upload-policy';
import { isKeyOfType } from './upload-keys';

const secret = Buffer.from('a test secret of enough length');
const now = new Date('2026-11-23T10:00:00Z');
const document: PolicyDocument = {
  expiration: '2026-11-23T10:15:00.000Z',
  acctId: 'a'.repeat(24),
  type: 'IMG_AVATAR',
  keys: [`avatar/202611/${'0'.repeat(32)}`],
  names: {},
  maxBytes: 2 * 1024 * 1024,
  suffixes: ['jpeg', 'png', 'jpg'],
};
const expected = { accessKeyId: 'console', secret, acctId: document.acctId, now };

describe('signed upload policies', () => {
  it('verifies what it signed', () => {
    const signed = signPolicy(document, secret);
    expect(verifyPolicy({ accessKeyId: 'console', ...signed }, expected)).toEqual({ ok: true, policy: document });
  });

  it('refuses a policy whose text was changed after signing (a larger size, say)', () => {
    const signed = signPolicy(document, secret);
    const widened = Buffer.from(JSON.stringify({ ...document, maxBytes: 1e9 })).toString('base64');
    expect(verifyPolicy({ accessKeyId: 'console', policy: widened, signature: signed.signature }, expected)).toEqual({
      ok: false,
      message: POLICY_MESSAGES.invalid,
    });
  });

  it('refuses another secret, another access key id, and missing fields', () => {
    const signed = signPolicy(document, Buffer.from('somebody else entirely'));
    expect(verifyPolicy({ accessKeyId: 'console', ...signed }, expected).ok).toBe(false);
    expect(verifyPolicy({ accessKeyId: 'other', ...signPolicy(document, secret) }, expected).ok).toBe(false);
    expect(verifyPolicy({ accessKeyId: 'console', policy: undefined, signature: undefined }, expected).ok).toBe(false);
  });

  it('refuses an expired policy with its own message, and one issued to another account', () => {
    const signed = signPolicy(document, secret);
    expect(verifyPolicy({ accessKeyId: 'console', ...signed }, { ...expected, now: new Date('2026-11-23T10:15:00Z') })).toEqual({
      ok: false,
      message: POLICY_MESSAGES.expired,
    });
    expect(verifyPolicy({ accessKeyId: 'console', ...signed }, { ...expected, acctId: 'b'.repeat(24) })).toEqual({
      ok: false,
      message: POLICY_MESSAGES.otherAccount,
    });
  });

  it('is a credential of its own at the action: no account to compare, the signature and expiry still hold', () => {
    const signed = signPolicy(document, secret);
    const { acctId: _acctId, ...withoutAccount } = expected;
    expect(verifyPolicy({ accessKeyId: 'console', ...signed }, withoutAccount)).toEqual({ ok: true, policy: document });
    expect(verifyPolicy({ accessKeyId: 'console', ...signed, signature: 'x' }, withoutAccount).ok).toBe(false);
    expect(verifyPolicy({ accessKeyId: 'console', ...signed }, { ...withoutAccount, now: new Date('2026-11-24T00:00:00Z') })).toEqual({
      ok: false,
      message: POLICY_MESSAGES.expired,
    });
  });

  it('takes a key only in its type’s folder', () => {
    expect(isKeyOfType(document.keys[0]!, 'IMG_AVATAR')).toBe(true);
    expect(isKeyOfType(document.keys[0]!, 'OTHER')).toBe(false);
    expect(isKeyOfType('avatar/202611/../../x', 'IMG_AVATAR')).toBe(false);
  });
});
