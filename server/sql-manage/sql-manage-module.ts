import type { ExtensionModule } from '../entities/entity-operations.js';
import { runSqlHandler } from './sql-run.js';

/** SQL管理 (schemas/sql-manage.json): saved report queries, run read-only by super admins. */
export const sqlManageModule: ExtensionModule = (extensions, db) => {
  extensions.operations.register('sql-manage/run', runSqlHandler(db));
};
