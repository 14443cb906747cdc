/**
 * A row's history and the revert of one change (issue 29 part 3): the wire contract shared by the
 * server (engine/server/row-history.ts) and the console (engine/client/history), and the pure rules
 * of which fields a history shows and which values a revert writes.
 */
import type { EntitySchema, FieldDef } from './entity-types';
import { dialogFields } from './dialog-json-schema';
import { isReadable, isWritable, SYSTEM_FIELDS } from './system-fields';
import { endpointServing } from './operation-endpoints';

/** `<endpoint>/history` answers a row's changes; `<endpoint>/revert` writes one change's old values back. */
export const ROW_HISTORY_PATH = 'history';
export const ROW_REVERT_PATH = 'revert';

/** The log's operation name of a revert (the entry names the change it reverts in `revertOf`). */
export const REVERT_OPERATION = 'revert';

/** What a secret shows in the operation log instead of its value: never shown, never written back. */
export const LOGGED_SECRET = '******';

/** The most entries a history answers (newest first). */
export const HISTORY_LIMIT = 100;

export const REVERT_MESSAGES = {
  done: { zh: '还原成功!', en: 'Change reverted' },
  /** The change has no field a revert can write (an add, a delete, secrets, fields outside the edit dialog). */
  notRevertable: { zh: '该修改无法还原', en: 'This change cannot be reverted' },
  /** The change is not one of this row's. */
  unknownChange: { zh: '修改记录不存在', en: 'No such change' },
  versionRequired: { zh: '请提供记录的版本号', en: 'The record version is required' },
} as const;

/** One field of a logged change, as the log keeps it: `old` absent for an add, `new` absent for a delete. */
export interface LoggedChange {
  field: string;
  old?: unknown;
  new?: unknown;
  /** The log cut the value (too long to keep whole): shown, never written back. */
  cut?: boolean;
}

/** One operation log entry of a record, as the host's history source reads it. */
export interface LoggedEntry {
  id: string;
  operator: string | null;
  time: string;
  /** add, update, batchUpdate, a form action's name, revert ... */
  operation: string;
  revertOf: string | null;
  changes: LoggedChange[];
}

/** One entry as the history answers it: only the fields the caller may see, and whether it can be reverted. */
export interface HistoryEntry extends Omit<LoggedEntry, 'changes'> {
  changes: { field: string; old?: unknown; new?: unknown }[];
  revertable: boolean;
}

/** `POST <endpoint>/history` answers the row's version now (what a revert sends back) and its entries, newest first. */
export interface HistoryAnswer {
  rowVersion: number;
  list: HistoryEntry[];
}

/** Entities whose list rows have a history: those the engine's own edit updates (an update served by a handler is not). */
export function hasRowHistory(entity: EntitySchema): boolean {
  return (
    entity.operations.includes('query') &&
    entity.operations.includes('update') &&
    Boolean(entity.dialogs.edit) &&
    !endpointServing(entity, 'update')
  );
}

const isSecret = (field: FieldDef) => Boolean(field.writeOnly || field.store === 'password-hash');

/** A field a history shows: one of the schema's readable, non-secret fields, never a masked value. */
function visible(entity: EntitySchema, change: LoggedChange): boolean {
  const field = entity.fields[change.field];
  if (!field || change.field in SYSTEM_FIELDS || isSecret(field) || !isReadable(field)) return false;
  return change.old !== LOGGED_SECRET && change.new !== LOGGED_SECRET;
}

/**
 * The values a revert writes: each changed field of the edit dialog back to its old value (an
 * empty old value clears it). Only an update's fields count (both sides logged), never a secret,
 * a cut value or a field the edit dialog does not write.
 */
export function revertValues(entity: EntitySchema, changes: LoggedChange[]): Record<string, unknown> {
  const editable = new Set(dialogFields(entity, 'edit'));
  const values: Record<string, unknown> = {};
  for (const change of changes) {
    const field = entity.fields[change.field];
    if (!field || !visible(entity, change) || change.cut || !editable.has(change.field) || !isWritable(field)) continue;
    if (!('old' in change) || !('new' in change)) continue;
    values[change.field] = change.old === undefined ? null : change.old;
  }
  return values;
}

/** An entry as the caller sees it: secrets and unknown fields left out, cut values kept for reading. */
export function historyEntry(entity: EntitySchema, entry: LoggedEntry): HistoryEntry {
  const changes = entry.changes
    .filter((change) => visible(entity, change))
    .map(({ field, ...sides }) => ({
      field,
      ...('old' in sides ? { old: sides.old } : {}),
      ...('new' in sides ? { new: sides.new } : {}),
    }));
  return { ...entry, changes, revertable: Object.keys(revertValues(entity, entry.changes)).length > 0 };
}
