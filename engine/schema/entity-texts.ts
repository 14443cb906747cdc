import { defaultMessage } from './default-messages';
import type { EntitySchema, FieldConstraint, FieldDef } from './entity-types';
import { allFields } from './system-fields';

/**
 * Every Chinese text a schema can put on screen (titles, labels, messages), so a test can check
 * that `locales/en/entities/<name>.json` translates each one.
 */
export function entityTexts(entity: EntitySchema): string[] {
  const texts = new Set<string>([entity.title]);
  const fields = allFields(entity);
  for (const field of Object.values(fields)) {
    texts.add(field.title);
    for (const message of fieldMessages(field, field)) texts.add(message);
  }
  for (const dialog of Object.values(entity.dialogs)) {
    texts.add(dialog.title);
    Object.values(dialog.required ?? {}).forEach((message) => texts.add(message));
    dialog.when?.forEach((rule) => Object.values(rule.required).forEach((message) => texts.add(message)));
    for (const [name, rule] of Object.entries(dialog.rules ?? {})) {
      const field = fields[name];
      if (field) fieldMessages(field, { ...field, ...rule }).forEach((message) => texts.add(message));
    }
  }
  entity.actions?.forEach((action) => texts.add(action.label));
  entity.list?.export?.fields.forEach((item) => typeof item !== 'string' && item.title && texts.add(item.title));
  if (entity.tree) texts.add(entity.tree.hasChildrenMessage);
  if (entity.hospitalRequiredMessage) texts.add(entity.hospitalRequiredMessage);
  entity.unique?.forEach((rule) => texts.add(rule.message));
  return [...texts];
}

function fieldMessages(field: FieldDef, rule: FieldConstraint): string[] {
  const keys = (['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'enum', 'maxItems', 'minItems'] as const).filter(
    (key) => rule[key] !== undefined,
  );
  if (rule.message) return keys.length > 0 ? [rule.message] : [];
  const messages = keys.map((key) => defaultMessage(key, field, rule));
  if (field.format === 'date' || field.format === 'date-time') messages.push(defaultMessage('format', field, rule));
  messages.push(defaultMessage('type', field, rule));
  return messages;
}
