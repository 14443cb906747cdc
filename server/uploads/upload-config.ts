import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ServerConfig } from '../config.js';

export interface LocalStorageConfig {
  kind: 'local';
  /** Folder the files live in (default `<DATA_DIR>/uploads`). */
  dir: string;
}

export interface S3StorageConfig {
  kind: 's3';
  /** Unset: AWS itself; set for MinIO, Ceph, OSS's S3 endpoint, s3rver... */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Unset: the AWS SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Prepended to every object key, so one bucket can hold several installations. */
  keyPrefix: string;
}

export type StorageConfig = LocalStorageConfig | S3StorageConfig;

/** Everything the upload feature reads from the environment (docs/uploads.md), parsed once at start. */
export interface UploadConfig {
  storage: StorageConfig;
  /** HMAC key of the signed policies. */
  policySecret: Buffer;
  /** Returned as ossAccessKeyId and required back with every policy post. */
  accessKeyId: string;
  policyTtlSeconds: number;
  /** Base address of the files in URLs (OSS_URL), always ending in '/'. */
  ossUrl: string;
  /** Path this server answers file reads on: the path part of ossUrl. */
  servePath: string;
}

function positiveInt(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`环境变量 ${name} 必须是正整数，当前值: ${raw}`);
  return value;
}

function storageFrom(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const kind = env.UPLOAD_STORAGE || 'local';
  if (kind === 'local') return { kind, dir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')) };
  if (kind !== 's3') throw new Error(`环境变量 UPLOAD_STORAGE 只能为 local 或 s3，当前值: ${kind}`);
  const bucket = env.UPLOAD_S3_BUCKET;
  if (!bucket) throw new Error('UPLOAD_STORAGE=s3 时必须设置 UPLOAD_S3_BUCKET');
  const accessKeyId = env.UPLOAD_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.UPLOAD_S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('UPLOAD_S3_ACCESS_KEY_ID 与 UPLOAD_S3_SECRET_ACCESS_KEY 需同时设置（或都不设置，使用 AWS 默认凭证链）');
  }
  const endpoint = env.UPLOAD_S3_ENDPOINT || undefined;
  return {
    kind,
    endpoint,
    region: env.UPLOAD_S3_REGION || 'us-east-1',
    bucket,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // S3-compatible servers on a plain host name need path-style addresses; AWS itself does not.
    forcePathStyle: env.UPLOAD_S3_FORCE_PATH_STYLE ? env.UPLOAD_S3_FORCE_PATH_STYLE === '1' : endpoint !== undefined,
    keyPrefix: (env.UPLOAD_S3_KEY_PREFIX || '').replace(/^\/+/, ''),
  };
}

export function readUploadConfig(server: Pick<ServerConfig, 'dataDir' | 'ossUrl'>, env: NodeJS.ProcessEnv = process.env): UploadConfig {
  const ossUrl = server.ossUrl.endsWith('/') ? server.ossUrl : `${server.ossUrl}/`;
  const secret = env.UPLOAD_POLICY_SECRET;
  if (secret !== undefined && secret !== '' && secret.length < 16) throw new Error('环境变量 UPLOAD_POLICY_SECRET 至少 16 个字符');
  return {
    storage: storageFrom(env, server.dataDir),
    // Without a configured secret each process makes its own: policies then do not survive a
    // restart (they live 15 minutes anyway) and are not shared between several server processes.
    policySecret: secret ? Buffer.from(secret, 'utf8') : randomBytes(32),
    accessKeyId: env.UPLOAD_ACCESS_KEY_ID || 'console',
    policyTtlSeconds: positiveInt('UPLOAD_POLICY_TTL_SECONDS', 900, env),
    ossUrl,
    servePath: new URL(ossUrl, 'http://localhost').pathname,
  };
}
