import type { StorageConfig } from '../upload-config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { UploadStorage } from './upload-storage.js';

/** The storage UPLOAD_STORAGE names: local disk (default) or an S3-compatible bucket. */
export function openUploadStorage(config: StorageConfig): UploadStorage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}
