import type { UploadStorage } from './storage/upload-storage.js';

export interface OrphanCleanupSettings {
  storage: UploadStorage;
  /** Keys some record still names (upload-references.ts). */
  referenced: Set<string>;
  /** Files younger than this are kept: their record may still be being filled in. */
  olderThanMs: number;
  dryRun: boolean;
  now?: Date;
}

export interface OrphanCleanupResult {
  scanned: number;
  kept: number;
  /** Removed, or that would be removed in a dry run. */
  orphans: string[];
}

/**
 * Files uploaded but never saved on a record: old enough and named by no record. Runs as a
 * command today (server/tools/clean-orphan-uploads.ts); a scheduled job can call it as it is.
 */
export async function cleanOrphanUploads(settings: OrphanCleanupSettings): Promise<OrphanCleanupResult> {
  const now = (settings.now ?? new Date()).getTime();
  const result: OrphanCleanupResult = { scanned: 0, kept: 0, orphans: [] };
  for await (const { key, lastModified } of settings.storage.list()) {
    result.scanned += 1;
    if (settings.referenced.has(key) || now - lastModified.getTime() < settings.olderThanMs) {
      result.kept += 1;
      continue;
    }
    result.orphans.push(key);
  }
  // Removed after listing, so a storage that lists page by page is not changed under its cursor.
  if (!settings.dryRun) for (const key of result.orphans) await settings.storage.remove(key);
  return result;
}
