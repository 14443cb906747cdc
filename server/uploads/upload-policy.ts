import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUploadType, type UploadType } from '../../engine/schema/upload-rules.js';

/**
 * The signed policy of seed 000 section 7, OSS-style: `policy` is base64 JSON, `signature` the
 * base64 HMAC-SHA256 of that text under the server's secret. Only this server reads it, so the
 * JSON says exactly what was allowed rather than OSS's condition list.
 */
export interface PolicyDocument {
  /** ISO time after which the policy is refused. */
  expiration: string;
  /** The account it was issued to: a policy cannot be used from another session. */
  acctId: string;
  type: UploadType;
  /** The keys a file may be posted under, one file each. */
  keys: string[];
  /** File names given in fileNameList, by key (may be empty). */
  names: Record<string, string>;
  maxBytes: number;
  suffixes: string[];
}

export const POLICY_MESSAGES = {
  invalid: '上传凭证无效，请重新上传',
  expired: '上传凭证已过期，请重新上传',
  otherAccount: '上传凭证不属于当前登录账号，请重新上传',
} as const;

export type PolicyCheck = { ok: true; policy: PolicyDocument } | { ok: false; message: string };

export function signPolicy(document: PolicyDocument, secret: Buffer): { policy: string; signature: string } {
  const policy = Buffer.from(JSON.stringify(document), 'utf8').toString('base64');
  return { policy, signature: signatureOf(policy, secret) };
}

function signatureOf(policy: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(policy, 'utf8').digest('base64');
}

function sameText(left: string, right: string): boolean {
  const a = Buffer.from(left, 'utf8');
  const b = Buffer.from(right, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function isPolicyDocument(value: unknown): value is PolicyDocument {
  if (!value || typeof value !== 'object') return false;
  const doc = value as Record<string, unknown>;
  return (
    typeof doc.expiration === 'string' &&
    typeof doc.acctId === 'string' &&
    isUploadType(doc.type) &&
    Array.isArray(doc.keys) &&
    doc.keys.every((key) => typeof key === 'string') &&
    typeof doc.names === 'object' &&
    doc.names !== null &&
    typeof doc.maxBytes === 'number' &&
    Array.isArray(doc.suffixes)
  );
}

/**
 * Signature first (nothing of an unsigned text is trusted), then expiry, then, when the caller
 * names one, the account. The post to the policy's action names none: the signed policy is its
 * credential, as OSS's is (seeds 000 and 002: the file goes straight to the action).
 */
export function verifyPolicy(
  fields: { accessKeyId: string | undefined; policy: string | undefined; signature: string | undefined },
  expected: { accessKeyId: string; secret: Buffer; acctId?: string; now?: Date },
): PolicyCheck {
  const { accessKeyId, policy, signature } = fields;
  if (!policy || !signature || accessKeyId !== expected.accessKeyId) return { ok: false, message: POLICY_MESSAGES.invalid };
  if (!sameText(signature, signatureOf(policy, expected.secret))) return { ok: false, message: POLICY_MESSAGES.invalid };
  let document: unknown;
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    return { ok: false, message: POLICY_MESSAGES.invalid };
  }
  if (!isPolicyDocument(document)) return { ok: false, message: POLICY_MESSAGES.invalid };
  const expires = Date.parse(document.expiration);
  if (!Number.isFinite(expires) || expires <= (expected.now ?? new Date()).getTime())
    return { ok: false, message: POLICY_MESSAGES.expired };
  if (expected.acctId !== undefined && document.acctId !== expected.acctId) return { ok: false, message: POLICY_MESSAGES.otherAccount };
  return { ok: true, policy: document };
}
