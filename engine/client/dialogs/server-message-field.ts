import { dialogFields, dialogJsonSchema, type JsonSchema } from '../../schema/dialog-json-schema';
import type { EntitySchema } from '../../schema/entity-types';
import { allFields } from '../../schema/system-fields';

/** Every message text inside a property's `errorMessage`s (its items' and sub-fields' too). */
function messagesIn(schema: unknown, into: string[] = []): string[] {
  if (typeof schema !== 'object' || schema === null) return into;
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === 'errorMessage') collectTexts(value, into);
    else if (typeof value === 'object') messagesIn(value, into);
  }
  return into;
}

function collectTexts(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) collectTexts(item, into);
}

const cache = new WeakMap<EntitySchema, Map<string, Map<string, string>>>();

/**
 * Message text → the dialog field it is about, from the schema: required messages (the dialog's
 * and its when-rules'), each field's rule messages (this dialog's rules, the field's own, its
 * items'), and unique rules (the last of their fields in the dialog: 该类型下已存在相同的值 is
 * about the value). The first field to claim a text keeps it.
 */
export function messageFields(entity: EntitySchema, dialog: string): Map<string, string> {
  let byDialog = cache.get(entity);
  if (!byDialog) {
    byDialog = new Map();
    cache.set(entity, byDialog);
  }
  const known = byDialog.get(dialog);
  if (known) return known;
  const map = new Map<string, string>();
  const claim = (message: unknown, field: string) => {
    if (typeof message === 'string' && message && !map.has(message)) map.set(message, field);
  };
  const schema = dialogJsonSchema(entity, dialog);
  const names = dialogFields(entity, dialog);
  const definition = entity.dialogs[dialog];
  for (const [field, message] of Object.entries(definition?.required ?? {})) claim(message, field);
  for (const rule of definition?.when ?? []) for (const [field, message] of Object.entries(rule.required)) claim(message, field);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of names) {
    for (const message of messagesIn(properties[name])) claim(message, name);
    claim(allFields(entity)[name]?.message, name);
  }
  for (const rule of entity.unique ?? []) {
    const inDialog = rule.fields.filter((field) => names.includes(field));
    const last = inDialog[inDialog.length - 1];
    if (last) claim(rule.message, last);
  }
  byDialog.set(dialog, map);
  return map;
}

/**
 * The dialog field a server message is about: a message of the schema (above), else one that
 * starts with a field's title (the server's generated texts: 任务名称为必输项, Cron表达式无效：…,
 * 类型不在可选范围内), the longest title first. Undefined: the message belongs above the form.
 */
export function fieldOfMessage(entity: EntitySchema, dialog: string, message: string): string | undefined {
  if (!entity.dialogs[dialog] || !message) return undefined;
  const known = messageFields(entity, dialog).get(message);
  if (known) return known;
  const fields = allFields(entity);
  const titled = dialogFields(entity, dialog)
    .map((name) => ({ name, title: fields[name]?.title ?? '' }))
    .filter(({ title }) => title.length > 0 && message.startsWith(title))
    .sort((left, right) => right.title.length - left.title.length);
  return titled[0]?.name;
}
