import { entityCatalogue } from '../../entities/entity-catalogue.js';
import type { Db } from '../../db/database.js';
import { cleanOrphanUploads } from '../../uploads/orphan-cleanup.js';
import { openUploadStorage } from '../../uploads/storage/open-storage.js';
import { readUploadConfig } from '../../uploads/upload-config.js';
import { referencedKeys, uploadColumns } from '../../uploads/upload-references.js';
import type { JobHandler } from '../job-types.js';

/** The uploads' orphan cleanup (docs/uploads.md), as the command line runs it, on a schedule. */
export const cleanOrphanUploadsJob: JobHandler = {
  beanName: 'uploadJob',
  methodName: 'cleanOrphans',
  title: { zh: '清理孤立上传文件', en: 'Clean orphan uploads' },
  description: {
    zh: '删除已上传但没有任何记录引用、且早于指定小时数的文件',
    en: 'Removes uploaded files that no record names and that are older than the given hours',
  },
  params: [
    {
      name: 'olderThanHours',
      type: 'integer',
      default: 24,
      minimum: 1,
      maximum: 8760,
      title: { zh: '只清理早于多少小时的文件', en: 'Only files older than these hours' },
    },
    { name: 'dryRun', type: 'boolean', default: false, title: { zh: '只检查不删除', en: 'Dry run (list, remove nothing)' } },
  ],
  async run({ db, config, params }) {
    const storage = openUploadStorage(readUploadConfig(config).storage);
    const referenced = await referencedKeys(db as Db, uploadColumns(entityCatalogue(config.entitySchemaDirs)));
    const dryRun = params.dryRun === true;
    const result = await cleanOrphanUploads({ storage, referenced, olderThanMs: Number(params.olderThanHours) * 3600_000, dryRun });
    return `检查 ${result.scanned} 个文件，保留 ${result.kept} 个，${dryRun ? '可删除' : '已删除'} ${result.orphans.length} 个`;
  },
};
