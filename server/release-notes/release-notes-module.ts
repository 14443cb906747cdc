import { addWriteGuard, type WriteGuard } from '../../engine/server/entity-extensions.js';
import { refusedBy } from '../../engine/server/entity-context.js';
import type { ExtensionModule } from '../entities/entity-operations.js';
import { DUPLICATE_VERSION, seenNoteHandler, unseenNoteHandler, versionTaken } from './release-note-handlers.js';

/**
 * One version per kind: the engine's unique rule needs every field in the call, and an edit does
 * not send the kind (a fixed filter), so the check lives here, on add and edit alike.
 */
const uniqueVersion: WriteGuard = async ({ entity, trx, schema, ids, values }) => {
  if (typeof values.version !== 'string') return;
  if (await versionTaken(trx, entity, schema, values.version, ids)) throw refusedBy(DUPLICATE_VERSION);
};

/** 项目更新日志 / 小程序更新日志 (schemas/project-update-log.json, app-project-update-log.json). */
export const releaseNotesModule: ExtensionModule = (extensions, db) => {
  extensions.operations.register('project-update-log/unseen', unseenNoteHandler(db));
  extensions.operations.register('project-update-log/seen', seenNoteHandler(db));
  addWriteGuard(extensions, 'project-update-log', uniqueVersion);
  addWriteGuard(extensions, 'app-project-update-log', uniqueVersion);
};
