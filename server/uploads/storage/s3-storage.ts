import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { isUploadType } from '../../../engine/schema/upload-rules.js';
import type { S3StorageConfig } from '../upload-config.js';
import { KEY_PATTERN } from '../upload-keys.js';
import type { ListedObject, StoredMeta, StoredObject, UploadStorage } from './upload-storage.js';

type Sdk = typeof import('@aws-sdk/client-s3');

function isMissing(sdk: Sdk, error: unknown): boolean {
  if (!(error instanceof sdk.S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404;
}

/** S3 user metadata is ASCII only: the file name travels URI-encoded. */
function metadataOf(meta: StoredMeta): Record<string, string> {
  return { name: encodeURIComponent(meta.name), type: meta.type, acct: meta.acctId, uploaded: meta.uploadedAt };
}

function metaFrom(headers: { ContentType?: string; ContentLength?: number; Metadata?: Record<string, string> }): StoredMeta {
  const metadata = headers.Metadata ?? {};
  let name = '';
  try {
    name = decodeURIComponent(metadata.name ?? '');
  } catch {
    name = '';
  }
  return {
    contentType: headers.ContentType ?? 'application/octet-stream',
    name,
    size: headers.ContentLength ?? 0,
    type: isUploadType(metadata.type) ? metadata.type : 'OTHER',
    acctId: metadata.acct ?? '',
    uploadedAt: metadata.uploaded ?? '',
  };
}

/**
 * Files in an S3-compatible bucket through the AWS SDK. The console still reads them through this
 * server (GET under OSS_URL), so the bucket can stay private and the response headers stay ours.
 */
export function createS3Storage(config: S3StorageConfig): UploadStorage {
  // The SDK is pinned to the last line that runs on Node 20 (STACK.md); its "upgrade Node" warning says nothing new.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const clientOf = (sdk: Sdk) =>
    new sdk.S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: S3-compatible servers (s3rver among them) otherwise
      // store the aws-chunked framing instead of the file (STACK.md).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  // The SDK (75 ms to import) is loaded on the first call, not at every start (issue 17, goal 5).
  let opened: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const open = () => (opened ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: clientOf(sdk) })));
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`not an object key: ${key}`);
    return `${config.keyPrefix}${key}`;
  };

  async function exists(Key: string): Promise<boolean> {
    const { sdk, client } = await open();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (error) {
      if (isMissing(sdk, error)) return false;
      throw error;
    }
  }

  async function put(key: string, bytes: Buffer, meta: StoredMeta): Promise<boolean> {
    const Key = objectKey(key);
    // Keys hold 128 random bits; this check only stops a policy's key being posted twice.
    if (await exists(Key)) return false;
    const { sdk, client } = await open();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket,
        Key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: meta.contentType,
        Metadata: metadataOf(meta),
      }),
    );
    return true;
  }

  async function get(key: string): Promise<StoredObject | null> {
    if (!KEY_PATTERN.test(key)) return null;
    const { sdk, client } = await open();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
      return { meta: metaFrom(answer), body: answer.Body as Readable };
    } catch (error) {
      if (isMissing(sdk, error)) return null;
      throw error;
    }
  }

  async function remove(key: string): Promise<void> {
    const Key = objectKey(key);
    const { sdk, client } = await open();
    await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
  }

  async function* list(): AsyncIterable<ListedObject> {
    let ContinuationToken: string | undefined;
    const { sdk, client } = await open();
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: config.keyPrefix || undefined, ContinuationToken }));
      for (const item of page.Contents ?? []) {
        const key = item.Key?.slice(config.keyPrefix.length);
        if (key && KEY_PATTERN.test(key)) yield { key, lastModified: item.LastModified ?? new Date(0) };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return { description: `s3 ${config.bucket}/${config.keyPrefix}`, put, get, remove, list };
}
