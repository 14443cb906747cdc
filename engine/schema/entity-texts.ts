import type { EntitySchema, FieldDef, ResultDialogDef } from './entity-types';

/**
 * Every Chinese text a schema writes itself (titles, option labels, its own messages), so a test can check
 * that its English (`schemas/<name>.en.json` beside it, or inline) translates each one. Messages the engine generates from a
 * field title (default-messages.ts) are translated by template, not listed here.
 */
export function entityTexts(entity: EntitySchema): string[] {
  const texts = new Set<string>([entity.title]);
  const addField = (field: FieldDef) => {
    texts.add(field.title);
    if (field.message) texts.add(field.message);
    if (field.help) texts.add(field.help);
    if (field.options && 'values' in field.options) {
      for (const option of field.options.values) texts.add(option.label);
    }
    // A list of objects shows its items' fields and their required messages (请选择类型).
    Object.values(field.properties ?? {}).forEach(addField);
    Object.values(field.items?.properties ?? {}).forEach(addField);
    if (field.items && !Array.isArray(field.items.required))
      Object.values(field.items.required ?? {}).forEach((message) => {
        texts.add(message);
      });
  };
  const addResult = (result: ResultDialogDef | undefined) => {
    if (!result) return;
    texts.add(result.title);
    if (result.notice) texts.add(result.notice);
    result.fields.forEach((item) => {
      texts.add(item.title);
    });
  };
  Object.values(entity.fields).forEach(addField);
  for (const dialog of Object.values(entity.dialogs)) {
    texts.add(dialog.title);
    if (dialog.notice) texts.add(dialog.notice);
    if (dialog.confirm) texts.add(dialog.confirm);
    Object.values(dialog.required ?? {}).forEach((message) => {
      texts.add(message);
    });
    dialog.when?.forEach((rule) => {
      Object.values(rule.required).forEach((message) => {
        texts.add(message);
      });
    });
    Object.values(dialog.rules ?? {}).forEach((rule) => {
      if (rule.message) texts.add(rule.message);
    });
    addResult(dialog.result);
  }
  entity.actions?.forEach((action) => {
    texts.add(action.label);
    if (action.kind !== 'operation') return;
    addResult(action.result);
    // Questions and notices keep their {field} placeholders in English too.
    [
      action.confirm,
      action.confirmTitle,
      action.success,
      action.finished,
      action.chooser?.title,
      action.chooser?.required,
      action.next?.question,
      action.next?.declinedNotice,
    ]
      .filter((text): text is string => Boolean(text))
      .forEach((text) => {
        texts.add(text);
      });
  });
  entity.list?.export?.fields.forEach((item) => {
    if (typeof item !== 'string' && item.title) texts.add(item.title);
  });
  // The condition bar shows each link parameter's title (本周完成, 负责工程师).
  Object.values(entity.list?.params ?? {}).forEach((param) => {
    if (param.title) texts.add(param.title);
  });
  entity.list?.summary?.items.forEach((item) => {
    texts.add(item.title);
  });
  if (entity.tree) texts.add(entity.tree.hasChildrenMessage);
  if (entity.hospitalRequiredMessage) texts.add(entity.hospitalRequiredMessage);
  entity.unique?.forEach((rule) => {
    texts.add(rule.message);
  });
  return [...texts];
}
