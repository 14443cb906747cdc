import type { ConditionalRule, DialogDef, DialogLock, EntitySchema } from './entity-types';
import { applyDialogLocks, conditionHolds } from './dialog-locks';
import { dialogFields, dialogOf, requiredMessages } from './dialog-json-schema';
import { inFieldOrder, type FieldError } from './dialog-validator';

/**
 * The rules of a write that changes only what it sends (update, batch update, form actions; add
 * sends the whole record and keeps every rule):
 * - a required rule applies to a field that is sent: sent empty ('' or null), its message; left
 *   out, the stored value stays (requiredMessages: an edit never requires a password hash);
 * - a `when` rule or a lock is about the record as it will be stored (its stored values with what
 *   the write sends on top), and applies when the write touches a field it names: changing the type
 *   of an account needs the phone that type requires, stored or sent, while editing the remark of
 *   an old record that breaks a rule is still possible.
 */

/** One record's write: the values it sets and the fields it empties. */
export interface RecordWrite {
  values: Record<string, unknown>;
  cleared: string[];
}

/** Sent empty while the dialog requires them: each with its message, in the dialog's order. */
export function emptiedRequiredErrors(entity: EntitySchema, dialogName: string, emptied: readonly string[]): FieldError[] {
  const messages = requiredMessages(entity, dialogName);
  const errors = emptied.flatMap((field) => (messages[field] ? [{ field, message: messages[field] }] : []));
  return inFieldOrder(dialogFields(entity, dialogName), errors);
}

const namesOf = (rule: ConditionalRule | DialogLock): string[] => [
  ...Object.keys(rule.when),
  ...Object.keys('required' in rule ? rule.required : rule.values),
];
const engages = (touched: ReadonlySet<string>) => (rule: ConditionalRule | DialogLock) => namesOf(rule).some((name) => touched.has(name));

/** The `when` rules and locks a write engages: those naming a field it touches. */
function engagedRules(dialog: DialogDef, touched: ReadonlySet<string>): { when: ConditionalRule[]; locks: DialogLock[] } {
  return { when: (dialog.when ?? []).filter(engages(touched)), locks: (dialog.locks ?? []).filter(engages(touched)) };
}

/** The stored fields the engaged rules read (none when the write touches no field a rule names). */
export function fieldsRulesRead(dialog: DialogDef, touched: ReadonlySet<string>): string[] {
  const { when, locks } = engagedRules(dialog, touched);
  return [...new Set([...when, ...locks].flatMap(namesOf))];
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * One record's write under the rules it engages, given the record's stored values of the fields
 * those rules read: each lock holding for the record as it will be sets its values (written
 * whatever was sent, as in the form), then each `when` rule holding for it needs its fields
 * filled. Answers the write for this record, or the first failing field's message.
 */
export function writeForRecord(
  entity: EntitySchema,
  dialogName: string,
  stored: Record<string, unknown>,
  write: RecordWrite,
  touched: ReadonlySet<string>,
): { write: RecordWrite; error?: FieldError } {
  const dialog = dialogOf(entity, dialogName);
  const { when, locks } = engagedRules(dialog, touched);
  if (when.length === 0 && locks.length === 0) return { write };
  const record: Record<string, unknown> = { ...stored, ...write.values };
  for (const name of write.cleared) record[name] = null;
  const locked = applyDialogLocks({ locks }, record);
  const values = { ...write.values };
  const cleared = new Set(write.cleared);
  for (const name of locked.locked) {
    if (locked.cleared.includes(name)) {
      delete values[name];
      cleared.add(name);
    } else {
      values[name] = locked.data[name];
      cleared.delete(name);
    }
  }
  const errors = when.flatMap((rule) =>
    conditionHolds(rule.when, locked.data)
      ? Object.entries(rule.required).flatMap(([field, message]) => (isEmpty(locked.data[field]) ? [{ field, message }] : []))
      : [],
  );
  const error = inFieldOrder(dialogFields(entity, dialogName), errors)[0];
  return { write: { values, cleared: [...cleared] }, ...(error ? { error } : {}) };
}
