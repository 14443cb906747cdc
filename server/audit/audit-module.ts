import { addWriteObserver, setHistorySource } from '../../engine/server/entity-extensions.js';
import type { ExtensionModule } from '../entities/entity-operations.js';
import { auditHistorySource } from './audit-history.js';
import { auditObserver } from './audit-observer.js';

/**
 * The operation log (seed 000 section 2.3, /admin/operate-log): every engine write of every entity
 * leaves one row per record. Bespoke handlers write theirs with recordAudit (audit-writer.ts). Rows'
 * histories (历史, and their revert) are read from it.
 */
export const auditModule: ExtensionModule = (extensions, db) => {
  addWriteObserver(extensions, auditObserver);
  setHistorySource(extensions, auditHistorySource(db));
};
