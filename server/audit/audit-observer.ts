import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { allFields } from '../../engine/schema/system-fields.js';
import type { ObservedRow, WriteObserver, WriteRecord } from '../../engine/server/entity-extensions.js';
import { changesOf, type ChangeKind } from './audit-changes.js';
import { recordAudit, type AuditEntry } from './audit-writer.js';

const kindOf = (operation: string): ChangeKind => (operation === 'add' ? 'add' : operation === 'delete' ? 'delete' : 'update');

/**
 * The hospital a record belongs to: the call's (hospital-scoped entities), else the row's hospital
 * tag (platform rows tagged with a hospital, e.g. parameters), else its own hospCode field (hospitals).
 */
function hospitalOf(entity: EntitySchema, write: WriteRecord, row: ObservedRow | undefined): string | null {
  if (write.hospCode) return write.hospCode;
  const field = entity.hospitalTag ?? (entity.fields.hospCode ? 'hospCode' : undefined);
  const value = field ? row?.[field] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Every engine write: one audit row per record, in the write's transaction. */
export const auditObserver: WriteObserver = async (write) => {
  const { entity, operation } = write;
  const kind = kindOf(operation);
  const fields = allFields(entity);
  const byId = (rows: ObservedRow[]) => new Map(rows.map((row) => [row.id, row]));
  const before = byId(write.before);
  const after = byId(write.after);
  const entries: AuditEntry[] = write.ids.map((id) => ({
    entity: entity.name,
    operation: operation.replace(/^action:/, ''),
    hospCode: hospitalOf(entity, write, after.get(id) ?? before.get(id)),
    recordId: id,
    changes: changesOf({ kind, fields, before: before.get(id), after: after.get(id), written: write.fields }),
    ...(write.revertOf ? { revertOf: write.revertOf } : {}),
  }));
  await recordAudit(write.trx, write.request, entries);
};
