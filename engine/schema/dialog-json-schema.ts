import { DATE_PATTERN, DATE_TIME_PATTERN, defaultMessage } from './default-messages';
import { DIALOG_OF_OPERATION, type DialogDef, type EntitySchema, type FieldConstraint, type FieldDef, type ItemsDef } from './entity-types';
import { allFields, isWritable } from './system-fields';

/** A JSON Schema object with ajv-errors' `errorMessage`; kept loose because both ajv and rjsf read it. */
export type JsonSchema = Record<string, unknown>;

const CONSTRAINT_KEYS = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'enum', 'maxItems', 'minItems'] as const;

export function dialogOf(entity: EntitySchema, dialogName: string): DialogDef {
  const dialog = entity.dialogs[dialogName];
  if (!dialog) throw new Error(`Entity ${entity.name} has no dialog ${dialogName}`);
  return dialog;
}

/** The fields a dialog shows and accepts, in order. */
export function dialogFields(entity: EntitySchema, dialogName: string): string[] {
  const dialog = dialogOf(entity, dialogName);
  if (dialog.fields) return dialog.fields;
  return Object.entries(allFields(entity))
    .filter(([, field]) => isWritable(field) || field.virtual)
    .map(([name]) => name);
}

/** One property: the field's type and rules, this dialog's rules on top, a message for each. */
export function propertySchema(field: FieldDef, dialogRule: FieldConstraint = {}): JsonSchema {
  const rule: FieldConstraint = { ...pickConstraints(field), ...pickConstraints(dialogRule) };
  const message = dialogRule.message ?? field.message;
  const schema: JsonSchema = { type: field.type, title: field.title };
  const errorMessage: Record<string, string> = { type: defaultMessage('type', field, rule) };
  for (const key of CONSTRAINT_KEYS) {
    if (rule[key] === undefined) continue;
    schema[key] = rule[key];
    errorMessage[key] = message ?? defaultMessage(key, field, rule);
  }
  if (field.format === 'date' || field.format === 'date-time') {
    schema.pattern ??= field.format === 'date' ? DATE_PATTERN : DATE_TIME_PATTERN;
    errorMessage.pattern ??= message ?? defaultMessage('format', field, rule);
  }
  if (field.type === 'array' && field.items) schema.items = itemsSchema(field, field.items);
  if (field.type === 'object' && field.properties) {
    schema.properties = Object.fromEntries(Object.entries(field.properties).map(([name, sub]) => [name, propertySchema(sub)]));
  }
  if (field.default !== undefined) schema.default = field.default;
  schema.errorMessage = errorMessage;
  return schema;
}

/** The fields each item of a list needs, with their messages (a list of names gets 「<title>为必输项」). */
export function itemRequiredMessages(items: ItemsDef): Record<string, string> {
  if (!Array.isArray(items.required)) return { ...items.required };
  return Object.fromEntries(items.required.map((name) => [name, `${items.properties?.[name]?.title ?? name}为必输项`]));
}

/**
 * The schema of a list's items. Objects with declared fields accept only those fields (what is
 * stored in the row's JSON is what the schema names), and each required field carries its message.
 */
function itemsSchema(list: FieldDef, items: ItemsDef): JsonSchema {
  const schema: JsonSchema = { type: items.type };
  const errorMessage: Record<string, unknown> = { type: defaultMessage('type', { ...list, type: items.type }, {}) };
  if (items.properties) {
    const required = itemRequiredMessages(items);
    schema.properties = Object.fromEntries(
      Object.entries(items.properties).map(([name, sub]) => [name, itemPropertySchema(sub, required[name])]),
    );
    schema.additionalProperties = false;
    errorMessage.additionalProperties = `${list.title}含有不支持的属性`;
    if (Object.keys(required).length > 0) {
      schema.required = Object.keys(required);
      errorMessage.required = required;
    }
  }
  schema.errorMessage = errorMessage;
  return schema;
}

/**
 * An item's field. Inside a list '' cannot be dropped as an empty top-level field is, so a required
 * text field also refuses '' with its required message (请输入标签 for an emptied label).
 */
function itemPropertySchema(field: FieldDef, requiredMessage: string | undefined): JsonSchema {
  const schema = propertySchema(field);
  if (requiredMessage && field.type === 'string' && field.minLength === undefined) {
    schema.minLength = 1;
    (schema.errorMessage as Record<string, string>).minLength = requiredMessage;
  }
  return schema;
}

/** A required list also refuses an empty one, with the same message (设备展示配置为必输项 for []). */
function requireNonEmptyList(property: JsonSchema | undefined, message: string): void {
  if (property?.type !== 'array' || property.minItems !== undefined) return;
  property.minItems = 1;
  (property.errorMessage as Record<string, string>).minItems = message;
}

function pickConstraints(source: FieldConstraint): FieldConstraint {
  const picked: FieldConstraint = {};
  for (const key of CONSTRAINT_KEYS) {
    if (source[key] !== undefined) (picked as Record<string, unknown>)[key] = source[key];
  }
  return picked;
}

/**
 * Which of a dialog's rules its JSON Schema carries. Every field rule (type, length, pattern,
 * range, items) is always there; the required and conditional rules depend on what a body holds:
 * - `form` (default): what the console's form checks before it sends. An edit keeps a stored
 *   password hash when its field is left blank, so that field is not required; a batch sends only
 *   the fields the user chose to change, so its schema requires nothing (the console requires the
 *   chosen ones, with requiredMessages). Other dialogs: every rule.
 * - `whole`: every rule, for a body that is the whole record (add, bespoke handlers).
 * - `partial`: no required and no conditional rule, for a body holding only what changes (the
 *   server's update, batch update and form actions check those on the fields sent and on the
 *   record as it will be stored: engine/schema/partial-write.ts).
 */
export type DialogSchemaMode = 'form' | 'whole' | 'partial';

/** The dialogs of the update and batch update operations, which keep what a body leaves out. */
const UPDATE_DIALOGS = new Set<string>([DIALOG_OF_OPERATION.update, DIALOG_OF_OPERATION.batchUpdate]);

/**
 * The fields a dialog requires, with their messages, when they are part of the write: an edit or
 * a batch edit never requires a field stored as a password hash (left blank, the hash stays).
 * The console's batch dialog applies these to the fields the user chose.
 */
export function requiredMessages(entity: EntitySchema, dialogName: string): Record<string, string> {
  const required = dialogOf(entity, dialogName).required ?? {};
  if (!UPDATE_DIALOGS.has(dialogName)) return { ...required };
  const fields = allFields(entity);
  return Object.fromEntries(Object.entries(required).filter(([name]) => fields[name]?.store !== 'password-hash'));
}

/** Whether a mode leaves out the required and conditional rules: partial bodies, and the batch form. */
const requiresNothing = (dialogName: string, mode: DialogSchemaMode) =>
  mode === 'partial' || (mode === 'form' && dialogName === DIALOG_OF_OPERATION.batchUpdate);

/** The required rules a mode keeps: all (whole), those of a form (requiredMessages), or none. */
function requiredOf(entity: EntitySchema, dialogName: string, mode: DialogSchemaMode): Record<string, string> {
  if (requiresNothing(dialogName, mode)) return {};
  return mode === 'whole' ? { ...dialogOf(entity, dialogName).required } : requiredMessages(entity, dialogName);
}

/**
 * The JSON Schema of one dialog, with the seed's message for every rule (ajv-errors
 * `errorMessage`). The server validates request bodies with it and the client's rjsf form
 * validates with the same object, so both say the same thing.
 */
export function dialogJsonSchema(entity: EntitySchema, dialogName: string, mode: DialogSchemaMode = 'form'): JsonSchema {
  const dialog = dialogOf(entity, dialogName);
  const fields = allFields(entity);
  const names = dialogFields(entity, dialogName);
  const properties: Record<string, JsonSchema> = {};
  for (const name of names) {
    const field = fields[name];
    if (!field) throw new Error(`Dialog ${entity.name}.${dialogName} lists unknown field ${name}`);
    properties[name] = propertySchema(field, dialog.rules?.[name]);
  }
  // A list the dialog requires refuses [] whenever it is sent, in every mode.
  for (const [name, message] of Object.entries(dialog.required ?? {})) requireNonEmptyList(properties[name], message);
  const requiredRules = requiredOf(entity, dialogName, mode);
  const required = Object.keys(requiredRules);
  const schema: JsonSchema = { type: 'object', properties };
  const errorMessage: Record<string, unknown> = {};
  if (required.length > 0) {
    schema.required = required;
    errorMessage.required = requiredRules;
  }
  const conditional = requiresNothing(dialogName, mode) ? [] : (dialog.when ?? []);
  if (conditional.length) {
    schema.allOf = conditional.map((rule) => ({
      if: {
        properties: Object.fromEntries(Object.entries(rule.when).map(([name, values]) => [name, { enum: values }])),
        required: Object.keys(rule.when),
      },
      // biome-ignore lint/suspicious/noThenProperty: `then` is JSON Schema's if/then keyword; this plain schema object is never awaited.
      then: { required: Object.keys(rule.required), errorMessage: { required: { ...rule.required } } },
    }));
  }
  if (Object.keys(errorMessage).length > 0) schema.errorMessage = errorMessage;
  return schema;
}
