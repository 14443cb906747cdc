import type { FastifyInstance } from 'fastify';
import {
  MB,
  UPLOAD_RULES,
  UPLOAD_TYPES,
  effectiveLimits,
  isSafeFileName,
  isUploadType,
  suffixOf,
  typeRefusal,
  type UploadPolicyRequest,
  type UploadPolicyResponse,
  type UploadType,
  type UploadedFile,
} from '../../engine/schema/upload-rules.js';
import { authOf } from '../auth/session-context.js';
import { badRequest, ok } from '../http/envelope.js';
import { readParts } from './multipart-parts.js';
import type { UploadStorage } from './storage/upload-storage.js';
import { refusal, storeUpload } from './store-upload.js';
import type { UploadConfig } from './upload-config.js';
import { fileUrl, isKeyOfType, newObjectKey } from './upload-keys.js';
import { signPolicy, verifyPolicy } from './upload-policy.js';
import { DocTag } from '../http/doc-tags.js';

/** Where the console asks for a policy and where the file then goes (docs/uploads.md). */
export const POLICY_PATH = '/api/oss/policy';
export const POLICY_ACTION = '/api/oss/upload';
export const DIRECT_UPLOAD_PATH = '/api/ossUpload';

/** Bytes read of any one file before it is cut off: the largest limit of any type. */
const LARGEST_FILE = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxSizeMb)) * MB;
const MOST_FILES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxCount));
const TYPE_MESSAGE = `上传类型只能为${UPLOAD_TYPES.join('、')}`;
const NO_FILE_MESSAGE = '请选择要上传的文件';
const KEY_MISMATCH_MESSAGE = '上传文件的 key 与上传凭证不符';
const FILE_LAST_MESSAGE = '上传表单中文件须放在最后，在 key、policy、signature 等字段之后';

const count = (limit: number) => refusal({ reason: 'count', limit });

const policyBodySchema = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'string', maxLength: 20 },
    size: { type: 'integer', minimum: 1, maximum: 1000 },
    fileNameList: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 1000 } },
    maxSizeMb: { type: 'number', exclusiveMinimum: 0, maximum: 10000 },
    suffixes: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 20 } },
  },
} as const;

export function registerUploadRoutes(app: FastifyInstance, config: UploadConfig, storage: UploadStorage): void {
  /** Seed 000 section 7: a signed policy for `size` files (or one per name in fileNameList). */
  app.post<{ Body: UploadPolicyRequest }>(
    POLICY_PATH,
    {
      schema: { body: policyBodySchema },
      config: {
        doc: {
          tag: DocTag.files,
          summary: '上传签名（policy + HMAC），随后把文件直接 POST 到返回的 action',
          body: { type: 'IMG_AVATAR', size: 1, fileNameList: ['avatar.png'] },
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const body = request.body;
      if (!isUploadType(body.type)) throw badRequest(TYPE_MESSAGE);
      const rule = UPLOAD_RULES[body.type];
      const limits = effectiveLimits(body.type, body);
      const names = body.fileNameList ?? [];
      const wanted = names.length > 0 ? names.length : (body.size ?? 1);
      if (wanted > rule.maxCount) throw count(rule.maxCount);
      for (const name of names) {
        if (!isSafeFileName(name)) throw refusal({ reason: 'fileName' });
        if (!rule.image && !limits.suffixes.includes(suffixOf(name))) throw refusal(typeRefusal(body.type, limits.suffixes));
      }
      const keys = Array.from({ length: wanted }, () => newObjectKey(body.type));
      const expires = new Date(Date.now() + config.policyTtlSeconds * 1000);
      const { policy, signature } = signPolicy(
        {
          expiration: expires.toISOString(),
          acctId: auth.acctId,
          type: body.type,
          keys,
          names: Object.fromEntries(names.map((name, index) => [keys[index]!, name])),
          maxBytes: limits.maxSizeMb * MB,
          suffixes: limits.suffixes,
        },
        config.policySecret,
      );
      const answer: UploadPolicyResponse = {
        ossAccessKeyId: config.accessKeyId,
        policy,
        signature,
        idList: keys,
        urlList: keys.map((key, index) => fileUrl(config.ossUrl, key, body.type as UploadType, names[index])),
        action: POLICY_ACTION,
        expire: Math.floor(expires.getTime() / 1000),
      };
      return ok(answer);
    },
  );

  /**
   * The policy's `action`: one file, posted after key, policy, signature and the access key id.
   * No session: the signed policy is the credential (seed 000 section 7, the file is posted
   * straight to the action, as to OSS). It is checked whole before a byte is stored: signature,
   * expiry, the key (one of the policy's, in its type's folder), then size and type by its limits.
   */
  app.post(
    POLICY_ACTION,
    {
      config: {
        public: true,
        doc: {
          tag: DocTag.files,
          summary: '按签名上传文件（multipart/form-data：key、policy、signature、OSSAccessKeyId、file）',
        },
      },
    },
    async (request) => {
      const fields: Record<string, string> = {};
      let stored: UploadedFile | undefined;
      try {
        await readParts(
          request,
          { maxFileBytes: LARGEST_FILE, maxFiles: 1, tooManyFiles: () => count(1) },
          {
            field(name, value) {
              // OSS spells them OSSAccessKeyId and Signature; either case is taken.
              fields[name.toLowerCase()] = value;
            },
            async file(part) {
              if (fields.policy === undefined) throw badRequest(FILE_LAST_MESSAGE);
              const check = verifyPolicy(
                { accessKeyId: fields.ossaccesskeyid, policy: fields.policy, signature: fields.signature },
                { accessKeyId: config.accessKeyId, secret: config.policySecret },
              );
              if (!check.ok) throw badRequest(check.message);
              const { policy } = check;
              const key = fields.key ?? '';
              if (!policy.keys.includes(key) || !isKeyOfType(key, policy.type)) throw badRequest(KEY_MISMATCH_MESSAGE);
              stored = await storeUpload({
                storage,
                ossUrl: config.ossUrl,
                log: request.log,
                key,
                type: policy.type,
                // The policy's own limits, never beyond its type's (as when it was issued).
                limits: effectiveLimits(policy.type, { suffixes: policy.suffixes, maxSizeMb: policy.maxBytes / MB }),
                name: policy.names[key] ?? part.filename,
                acctId: policy.acctId,
                file: part,
              });
            },
          },
        );
      } catch (error) {
        // A second file part (refused as over the count) must not leave the first one behind.
        if (stored) await storage.remove(stored.id).catch(() => undefined);
        throw error;
      }
      if (!stored) throw badRequest(NO_FILE_MESSAGE);
      return ok(stored);
    },
  );

  /** Seed 000 section 7, POST /api/ossUpload: a `type` field (default OTHER), then the files. */
  app.post(
    DIRECT_UPLOAD_PATH,
    { config: { doc: { tag: DocTag.files, summary: '直接上传文件（multipart/form-data）' } } },
    async (request) => {
      const auth = authOf(request);
      let type: UploadType = 'OTHER';
      let wishedSizeMb: number | undefined;
      const stored: UploadedFile[] = [];
      try {
        await readParts(
          request,
          { maxFileBytes: LARGEST_FILE, maxFiles: MOST_FILES + 1, tooManyFiles: () => count(UPLOAD_RULES[type].maxCount) },
          {
            field(name, value) {
              if (stored.length > 0) return;
              if (name === 'type') {
                if (!isUploadType(value)) throw badRequest(TYPE_MESSAGE);
                type = value;
              }
              if (name === 'maxSizeMb' && Number(value) > 0) wishedSizeMb = Number(value);
            },
            async file(part) {
              if (stored.length >= UPLOAD_RULES[type].maxCount) throw count(UPLOAD_RULES[type].maxCount);
              stored.push(
                await storeUpload({
                  storage,
                  ossUrl: config.ossUrl,
                  log: request.log,
                  key: newObjectKey(type),
                  type,
                  limits: effectiveLimits(type, { maxSizeMb: wishedSizeMb }),
                  name: part.filename,
                  acctId: auth.acctId,
                  file: part,
                }),
              );
            },
          },
        );
      } catch (error) {
        // All or nothing: a refused file takes back the ones stored before it in this request.
        await Promise.all(stored.map((file) => storage.remove(file.id).catch(() => undefined)));
        throw error;
      }
      if (stored.length === 0) throw badRequest(NO_FILE_MESSAGE);
      return ok(stored);
    },
  );
}
