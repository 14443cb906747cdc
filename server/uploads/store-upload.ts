import type { FastifyBaseLogger } from 'fastify';
import {
  isSafeFileName,
  sizeRefusal,
  uploadRefusalMessage,
  type UploadLimits,
  type UploadRefusal,
  type UploadType,
  type UploadedFile,
} from '../../engine/schema/upload-rules.js';
import { ApiError, ErrorCode, badRequest } from '../http/envelope.js';
import { inspectFile } from './inspect-file.js';
import type { IncomingFile } from './multipart-parts.js';
import type { UploadStorage } from './storage/upload-storage.js';
import { fileUrl } from './upload-keys.js';

export const refusal = (reason: UploadRefusal) => badRequest(uploadRefusalMessage(reason));
export const uploadFailed = () => new ApiError(ErrorCode.internal, uploadRefusalMessage({ reason: 'failed' }), 500);
export const KEY_USED_MESSAGE = '该文件地址已使用过，请重新申请上传凭证';

export interface StoreRequest {
  storage: UploadStorage;
  ossUrl: string;
  log: FastifyBaseLogger;
  key: string;
  type: UploadType;
  limits: UploadLimits;
  /** The name to keep: the policy's (fileNameList) or the part's own. */
  name: string;
  acctId: string;
  file: IncomingFile;
}

/**
 * Every check that needs the bytes, then the write: nothing reaches storage before the name, the
 * size and the real type have passed, so a refused file leaves nothing behind.
 */
export async function storeUpload(request: StoreRequest): Promise<UploadedFile> {
  const { storage, key, type, limits, name } = request;
  if (!isSafeFileName(name)) throw refusal({ reason: 'fileName' });
  const { bytes, truncated } = await request.file.read();
  if (truncated) throw refusal(sizeRefusal(type, limits.maxSizeMb));
  const inspection = await inspectFile(type, limits, { name, bytes });
  if (!inspection.ok) throw refusal(inspection.refusal);
  let written: boolean;
  try {
    written = await storage.put(key, bytes, {
      contentType: inspection.contentType,
      name,
      size: bytes.length,
      type,
      acctId: request.acctId,
      uploadedAt: new Date().toISOString(),
    });
  } catch (error) {
    request.log.error({ err: error, key, storage: storage.description }, 'upload write failed');
    throw uploadFailed();
  }
  if (!written) throw badRequest(KEY_USED_MESSAGE);
  return { id: key, url: fileUrl(request.ossUrl, key, type, name), name, size: bytes.length, contentType: inspection.contentType };
}
