import { checkNameAndSize, effectiveLimits, uploadRefusalMessage } from '../../schema/upload-rules';
import type { FileUploader } from './upload-client';

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

let counter = 0;

/**
 * Uploads for stories and unit tests: the server's name, suffix and size rules (not its byte
 * check), progress in two steps, and the file kept as a data: URL so previews show it.
 */
export function createMemoryUploader(refuse: (message: string) => Promise<never>): FileUploader {
  return async (file, { type, maxSizeMb, suffixes, onProgress }) => {
    const refusal = checkNameAndSize(type, effectiveLimits(type, { maxSizeMb, suffixes }), file);
    if (refusal) return refuse(uploadRefusalMessage(refusal));
    onProgress?.(50);
    const url = await dataUrlOf(file);
    onProgress?.(100);
    counter += 1;
    return { id: `memory/${counter}`, url, name: file.name, size: file.size, contentType: file.type || 'application/octet-stream' };
  };
}
