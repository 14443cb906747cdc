import { randomUUID } from 'node:crypto';
import { EntityError } from './entity-context';

/**
 * The rows of uploaded import files, between the upload and the import, in this process's memory:
 * a dry run and an import send only the file's id and the mapping, never the rows again. An id is
 * an unguessable random UUID bound to the entity and hospital it was uploaded for, and every call
 * using it is authorised again; an upload expires after half an hour, the oldest goes first when
 * too many are held.
 */
export interface StoredImport {
  id: string;
  entity: string;
  hospCode: string | undefined;
  fileName: string;
  /** 1-based row number of the header in the file; data row i is file row headerRow + 1 + i. */
  headerRow: number;
  headers: string[];
  rows: string[][];
  expires: number;
}

const TTL_MS = 30 * 60 * 1000;
const MAX_HELD = 50;
const held = new Map<string, StoredImport>();

export function keepImport(upload: Omit<StoredImport, 'id' | 'expires'>, now = Date.now()): StoredImport {
  for (const [id, entry] of held) if (entry.expires <= now) held.delete(id);
  while (held.size >= MAX_HELD) held.delete(held.keys().next().value!);
  const entry = { ...upload, id: randomUUID(), expires: now + TTL_MS };
  held.set(entry.id, entry);
  return entry;
}

export const EXPIRED = () => new EntityError('badRequest', '导入文件已过期，请重新上传', undefined, 'The uploaded file has expired: upload it again');

/** The upload of this id for this entity and hospital, or the refusal to upload again. */
export function heldImport(id: unknown, entity: string, hospCode: string | undefined, now = Date.now()): StoredImport {
  const entry = typeof id === 'string' ? held.get(id) : undefined;
  if (!entry || entry.expires <= now || entry.entity !== entity || entry.hospCode !== hospCode) throw EXPIRED();
  return entry;
}
