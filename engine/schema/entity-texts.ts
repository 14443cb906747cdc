import type { EntitySchema } from './entity-types';

/**
 * Every Chinese text a schema writes itself (titles, labels, its own messages), so a test can check
 * that `locales/en/entities/<name>.json` translates each one. Messages the engine generates from a
 * field title (default-messages.ts) are translated by template, not listed here.
 */
export function entityTexts(entity: EntitySchema): string[] {
  const texts = new Set<string>([entity.title]);
  for (const field of Object.values(entity.fields)) {
    texts.add(field.title);
    if (field.message) texts.add(field.message);
  }
  for (const dialog of Object.values(entity.dialogs)) {
    texts.add(dialog.title);
    Object.values(dialog.required ?? {}).forEach((message) => texts.add(message));
    dialog.when?.forEach((rule) => Object.values(rule.required).forEach((message) => texts.add(message)));
    Object.values(dialog.rules ?? {}).forEach((rule) => rule.message && texts.add(rule.message));
  }
  entity.actions?.forEach((action) => texts.add(action.label));
  entity.list?.export?.fields.forEach((item) => typeof item !== 'string' && item.title && texts.add(item.title));
  if (entity.tree) texts.add(entity.tree.hasChildrenMessage);
  if (entity.hospitalRequiredMessage) texts.add(entity.hospitalRequiredMessage);
  entity.unique?.forEach((rule) => texts.add(rule.message));
  return [...texts];
}
