import type { Readable } from 'node:stream';
import type { UploadType } from '../../../engine/schema/upload-rules.js';

/** What is kept beside each file: enough to serve it safely without looking at its bytes again. */
export interface StoredMeta {
  /** Decided from the bytes at upload (inspect-file.ts), never taken from the client. */
  contentType: string;
  /** The user's file name (checked: no path, no control characters), for Content-Disposition. */
  name: string;
  size: number;
  type: UploadType;
  acctId: string;
  /** ISO time of the upload. */
  uploadedAt: string;
}

export interface StoredObject {
  meta: StoredMeta;
  body: Readable;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

/**
 * One small interface over where files live: local disk by default, an S3-compatible bucket as
 * the alternative (UPLOAD_STORAGE). Keys are always server-made (upload-keys.ts) and checked again
 * by each implementation.
 */
export interface UploadStorage {
  /** For logs and the cleanup command: "local /path" or "s3 bucket/prefix". */
  readonly description: string;
  /** Stores a new file; resolves false when the key already holds one (a policy's key is used once). */
  put(key: string, bytes: Buffer, meta: StoredMeta): Promise<boolean>;
  /** The file and its meta, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the file and its meta; no error when it is already gone. */
  remove(key: string): Promise<void>;
  /** Every stored file (its key and when it was written). */
  list(): AsyncIterable<ListedObject>;
}
