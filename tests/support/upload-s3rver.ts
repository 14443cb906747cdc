import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The credentials s3rver accepts (STACK.md). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface RunningS3rver {
  endpoint: string;
  bucket: string;
  /** Its folder on disk, to see what a refused upload left behind. */
  directory: string;
  stop(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free loopback port with one empty bucket. */
export async function startS3rver(bucket = 'uploads'): Promise<RunningS3rver> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The server env that points uploads at this s3rver. */
export function s3rverEnv(s3: RunningS3rver, keyPrefix = ''): Record<string, string> {
  return {
    UPLOAD_STORAGE: 's3',
    UPLOAD_S3_ENDPOINT: s3.endpoint,
    UPLOAD_S3_BUCKET: s3.bucket,
    UPLOAD_S3_REGION: 'us-east-1',
    UPLOAD_S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    UPLOAD_S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    UPLOAD_S3_KEY_PREFIX: keyPrefix,
  };
}
