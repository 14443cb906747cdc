import { dialogFields, dialogJsonSchema, dialogOf, requiredMessages, type JsonSchema } from '../../../schema/dialog-json-schema';
import type { EntitySchema } from '../../../schema/entity-types';
import { allFields } from '../../../schema/system-fields';

/** A secret (a password): never shown back by the server, never kept in a draft, blank means "keep". */
export function isSecretField(entity: EntitySchema, dialog: string, name: string): boolean {
  const field = allFields(entity)[name];
  if (!field) return false;
  const widget = dialogOf(entity, dialog).widgets?.[name] ?? field.widget;
  return field.store === 'password-hash' || field.writeOnly === true || widget === 'password';
}

/** hospCode of a hospital-scoped entity names where a call goes (the writes add it), not a value to change. */
const isScopeField = (entity: EntitySchema, name: string): boolean => entity.scope === 'hospital' && name === 'hospCode';

/** The fields an edit compares to find what the user changed: the dialog's own, without secrets and the scope. */
export function comparableFields(entity: EntitySchema, dialog: string): string[] {
  return dialogFields(entity, dialog).filter((name) => !isSecretField(entity, dialog, name) && !isScopeField(entity, name));
}

/** The fields a batch dialog lets the user choose to change: its own, except read-only ones and the scope. */
export function choosableFields(entity: EntitySchema, dialog: string): string[] {
  const readOnly = dialogOf(entity, dialog).readOnlyFields ?? [];
  return dialogFields(entity, dialog).filter((name) => !readOnly.includes(name) && !isScopeField(entity, name));
}

export interface FormSchemaOptions {
  /** Batch dialogs: the fields the user chose to change; only these may be required. */
  chosen?: readonly string[] | undefined;
}

const pick = (messages: Record<string, string>, keep: (name: string) => boolean): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).filter(([name]) => keep(name)));

/** The schema with `required` (and its messages) narrowed to the fields `keep` accepts, when-rules included. */
function withRequired(schema: JsonSchema, messages: Record<string, string>, keep: (name: string) => boolean): JsonSchema {
  const next: JsonSchema = { ...schema };
  const errorMessage = { ...(schema.errorMessage as Record<string, unknown> | undefined) };
  delete next.required;
  delete errorMessage.required;
  const required = pick(messages, keep);
  if (Object.keys(required).length > 0) {
    next.required = Object.keys(required);
    errorMessage.required = required;
  }
  if (Object.keys(errorMessage).length > 0) next.errorMessage = errorMessage;
  else delete next.errorMessage;
  if (Array.isArray(schema.allOf)) {
    next.allOf = (schema.allOf as JsonSchema[]).map((rule) => {
      const then = rule.then as JsonSchema | undefined;
      const thenMessages = ((then?.errorMessage as Record<string, unknown> | undefined)?.required ?? {}) as Record<string, string>;
      const kept = pick(thenMessages, keep);
      // biome-ignore lint/suspicious/noThenProperty: `then` is JSON Schema's if/then keyword; this plain schema object is never awaited.
      return { ...rule, then: Object.keys(kept).length > 0 ? { required: Object.keys(kept), errorMessage: { required: kept } } : {} };
    });
  }
  return next;
}

/**
 * The JSON Schema the form validates with: the dialog's own (the server's), except that in an
 * edit a password is not required (blank keeps the stored one), and with a field choice (batch)
 * exactly the chosen fields the dialog requires are required, each with its seed message
 * (requiredMessages). Unchanged otherwise.
 */
export function formSchemaOf(entity: EntitySchema, dialog: string, options: FormSchemaOptions = {}): JsonSchema {
  const schema = dialogJsonSchema(entity, dialog);
  const keepsPassword = dialog === 'edit';
  if (!options.chosen && !keepsPassword) return schema;
  const chosen = options.chosen ? new Set(options.chosen) : undefined;
  const keep = (name: string) => (!chosen || chosen.has(name)) && !(keepsPassword && isSecretField(entity, dialog, name));
  return withRequired(schema, requiredMessages(entity, dialog), keep);
}
