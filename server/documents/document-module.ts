import type { ExtensionModule } from '../entities/entity-operations.js';
import { adminQuery } from './admin-query.js';
import { relatedManualHandler } from './related-manual.js';
import { addReadFilter, addWriteGuard, addWriteObserver } from '../../engine/server/entity-extensions.js';
import { forbidden } from '../http/envelope.js';
import { resourceLoaders } from '../selectors/selector-sources.js';
import { lawKindReadFilter } from './law-kinds.js';
import {
  checkKnowledgePermission,
  dropPermissionsOfDeletedDocuments,
  knowledgeDocOptions,
  knowledgeReadFilter,
} from './knowledge-permission.js';

/**
 * The reference documents' calls beyond the engine (schemas/laws.json, operation-doc.json,
 * adverse-event.json): the super admin's unscoped query and the related manual of a page; and the
 * knowledge permissions (schemas/knowledge-permission.json) the laws' and manuals' reads honour.
 */
export const documentModule: ExtensionModule = (extensions, db) => {
  extensions.operations.register('laws/adminQuery', adminQuery);
  extensions.operations.register('operation-doc/queryRelationMenuLaws', relatedManualHandler(db));
  for (const entity of ['laws', 'operation-doc']) addReadFilter(extensions, entity, knowledgeReadFilter(db));
  // After the knowledge filter: /db/laws serves both kinds; a query naming none lists the laws.
  addReadFilter(extensions, 'laws', lawKindReadFilter);
  addWriteGuard(extensions, 'knowledge-permission', checkKnowledgePermission);
  addWriteObserver(extensions, dropPermissionsOfDeletedDocuments);
  resourceLoaders['knowledge-doc'] ??= async (_db, auth) => {
    if (!auth.isAdmin) throw forbidden('仅超级管理员可以执行该操作');
    return knowledgeDocOptions(db);
  };
};
