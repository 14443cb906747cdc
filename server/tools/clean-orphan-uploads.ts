import { readConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import { cleanOrphanUploads } from '../uploads/orphan-cleanup.js';
import { openUploadStorage } from '../uploads/storage/open-storage.js';
import { readUploadConfig } from '../uploads/upload-config.js';
import { referencedKeys, uploadColumns } from '../uploads/upload-references.js';

/**
 * `npm run uploads:clean-orphans [-- --older-than-hours 24] [-- --dry-run]`: removes uploaded files
 * that no record names (docs/uploads.md). Reads DATABASE_URL or DATA_DIR and the UPLOAD_* settings
 * like the server; a PGlite folder needs the server stopped.
 */
function optionsFrom(args: string[]): { olderThanHours: number; dryRun: boolean } {
  const index = args.indexOf('--older-than-hours');
  let olderThanHours = 24;
  if (index !== -1) {
    olderThanHours = Number(args[index + 1]);
    if (!Number.isFinite(olderThanHours) || olderThanHours < 0) {
      throw new Error('--older-than-hours 后面需要非负数 / --older-than-hours needs a number of hours ≥ 0');
    }
  }
  return { olderThanHours, dryRun: args.includes('--dry-run') };
}

async function main(): Promise<void> {
  const { olderThanHours, dryRun } = optionsFrom(process.argv.slice(2));
  const config = readConfig();
  const storage = openUploadStorage(readUploadConfig(config).storage);
  const database = await openDatabase(config);
  try {
    const referenced = await referencedKeys(database.db, uploadColumns(entityCatalogue(config.entitySchemaDirs)));
    const result = await cleanOrphanUploads({ storage, referenced, olderThanMs: olderThanHours * 3600_000, dryRun });
    for (const key of result.orphans) console.log(`${dryRun ? '将删除 / would remove' : '已删除 / removed'} ${key}`);
    console.log(
      `孤立文件清理 / orphan uploads (${storage.description}): 检查 ${result.scanned} 个 / scanned, ` +
        `保留 ${result.kept} 个 / kept, ${dryRun ? '可删除' : '已删除'} ${result.orphans.length} 个 / ${dryRun ? 'removable' : 'removed'}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`清理失败 / cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
