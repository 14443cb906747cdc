import type { FieldDef } from '../../engine/schema/entity-types.js';
import { SYSTEM_FIELDS } from '../../engine/schema/system-fields.js';
import type { FieldChange } from '../../contracts/audit.js';

/** What a secret shows in the log instead of its value: that it changed, never what to. */
export const SECRET_MASK = '******';

/** Longer values are cut (an init parameter's 11 KB of JSON): the log says what changed, it is no backup. */
export const MAX_VALUE_LENGTH = 2000;

// Names that hold secrets whatever their schema says (a key, a token, a password in another spelling).
const SECRET_NAME = /pass_?(word|wd)|pwd|secret|token|credential|private_?key|api_?key/i;

/** Write-only and hashed fields, and anything named like a password, secret or token. */
export function isSecretField(name: string, field: FieldDef | undefined): boolean {
  return Boolean(field?.writeOnly || field?.store === 'password-hash' || SECRET_NAME.test(name));
}

/** Fields the server maintains on every write (id, times, version): never part of a change. */
const SYSTEM = new Set(Object.keys(SYSTEM_FIELDS));

const empty = (value: unknown) => value === null || value === undefined || value === '';
const same = (a: unknown, b: unknown) => (empty(a) && empty(b)) || JSON.stringify(a) === JSON.stringify(b);

/** A value as the log keeps it: as it is, or cut to MAX_VALUE_LENGTH characters of its text. */
export function loggedValue(value: unknown): unknown {
  if (value === undefined) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text.length <= MAX_VALUE_LENGTH) return value;
  return `${text.slice(0, MAX_VALUE_LENGTH)}…`;
}

export type ChangeKind = 'add' | 'update' | 'delete';

export interface ChangeInput {
  kind: ChangeKind;
  /** The entity's fields by wire name (titles, write-only and hash markers). */
  fields: Record<string, FieldDef>;
  before?: Record<string, unknown> | undefined;
  after?: Record<string, unknown> | undefined;
  /** Fields the call set or cleared: a secret among them is logged as changed (masked) even though it is never read. */
  written?: string[];
}

/**
 * The changes of one record: for an update only the fields whose value changed, for an add the
 * values it got, for a delete the values it had. Secrets appear as SECRET_MASK on both sides.
 */
export function changesOf({ kind, fields, before = {}, after = {}, written = [] }: ChangeInput): FieldChange[] {
  const title = (name: string) => fields[name]?.title ?? name;
  const changes: FieldChange[] = [];
  const names = [...new Set([...Object.keys(fields), ...Object.keys(before), ...Object.keys(after)])].filter((name) => !SYSTEM.has(name));
  for (const name of names) {
    const secret = isSecretField(name, fields[name]);
    const was = before[name];
    const now = after[name];
    if (kind === 'add') {
      if (secret && (!empty(now) || written.includes(name))) changes.push({ field: name, title: title(name), new: SECRET_MASK });
      else if (!secret && !empty(now)) changes.push({ field: name, title: title(name), new: loggedValue(now) });
    } else if (kind === 'delete') {
      if (!empty(was)) changes.push({ field: name, title: title(name), old: secret ? SECRET_MASK : loggedValue(was) });
    } else if (secret) {
      if (!same(was, now) || written.includes(name)) changes.push({ field: name, title: title(name), old: SECRET_MASK, new: SECRET_MASK });
    } else if (!same(was, now)) {
      changes.push({ field: name, title: title(name), old: loggedValue(was), new: loggedValue(now) });
    }
  }
  return changes;
}

/** A secret field of a bespoke write (a password reset), logged only as changed. */
export const secretChange = (field: string, title: string): FieldChange => ({ field, title, old: SECRET_MASK, new: SECRET_MASK });
