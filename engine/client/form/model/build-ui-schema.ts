import type { UiSchema } from '@rjsf/utils';
import { dialogFields, dialogOf } from '../../../schema/dialog-json-schema';
import type { EntitySchema, FieldDef } from '../../../schema/entity-types';
import { allFields } from '../../../schema/system-fields';
import { isPickableLookup } from '../../../schema/lookup-picker';
import type { TreeOption } from '../widgets/TreeSelectWidget';

/**
 * The widget a field gets: the schema's choice, else one derived from type, format and options.
 * Arrays and objects get none: rjsf lays them out itself until a widget (an upload, say) is
 * registered and named by the schema.
 */
export function widgetOf(field: FieldDef): string | undefined {
  if (field.widget) return field.widget;
  if (field.options) return 'tree' in field.options ? 'treeSelect' : 'select';
  // Another entity's record, picked by its label (engine/schema/lookup-picker.ts).
  if (isPickableLookup(field)) return 'lookup';
  switch (field.type) {
    case 'boolean':
      return 'switch';
    case 'integer':
    case 'number':
      return 'number';
    case 'array':
    case 'object':
      return undefined;
    default:
      if (field.format === 'date') return 'date';
      if (field.format === 'date-time') return 'dateTime';
      return 'text';
  }
}

export interface UiSchemaSettings {
  /** Options for `{tree: 'self'}` fields (the entity's own tree, see treeOptionsOf). */
  treeData?: TreeOption[];
  /** Whether a widget name is registered; an unknown name falls back to the derived widget. */
  isRegistered?: (widget: string) => boolean;
  /** Fields a dialog lock holds right now (see engine/schema/dialog-locks.ts): shown disabled. */
  locked?: string[];
}

/** The rjsf uiSchema of one dialog: field order, widgets and their options, read-only and locked fields. */
export function buildUiSchema(entity: EntitySchema, dialogName: string, settings: UiSchemaSettings = {}): UiSchema {
  const dialog = dialogOf(entity, dialogName);
  const fields = allFields(entity);
  const names = dialogFields(entity, dialogName);
  const readOnly = new Set([...(dialog.readOnlyFields ?? []), ...(settings.locked ?? [])]);
  const uiSchema: UiSchema = { 'ui:order': [...names, '*'] };
  for (const name of names) {
    const field = fields[name];
    if (!field) continue;
    // The dialog may draw a field with another widget (a batch dialog of plain inputs).
    const fieldUi = fieldUiSchema(dialog.widgets?.[name] ? { ...field, widget: dialog.widgets[name] } : field, settings);
    if (readOnly.has(name)) fieldUi['ui:disabled'] = true;
    uiSchema[name] = fieldUi;
  }
  return uiSchema;
}

/**
 * One field's widget, options and help. A list of objects also gets `items`, one entry per item
 * field, which a list widget (objectList) reads to draw each item's fields with their own widgets.
 */
export function fieldUiSchema(field: FieldDef, settings: UiSchemaSettings = {}): UiSchema {
  const named = widgetOf(field);
  const widget = named && settings.isRegistered && !settings.isRegistered(named) ? widgetOf({ ...field, widget: undefined }) : named;
  const options: Record<string, unknown> = { ...field.widgetOptions };
  if (field.options && !('tree' in field.options)) options.optionSource = field.options;
  if (field.options && 'tree' in field.options) options.treeData = settings.treeData ?? [];
  const fieldUi: UiSchema = { 'ui:options': options as UiSchema['ui:options'] };
  if (widget) fieldUi['ui:widget'] = widget;
  if (field.help) fieldUi['ui:help'] = field.help;
  const itemFields = field.items?.properties;
  if (itemFields) {
    fieldUi.items = Object.fromEntries(Object.entries(itemFields).map(([name, sub]) => [name, fieldUiSchema(sub, settings)]));
  }
  return fieldUi;
}
