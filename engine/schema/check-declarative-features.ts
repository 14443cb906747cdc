import type { EntitySchema, FieldDef, SummaryWhen } from './entity-types';
import { OPERATION_PATHS } from './entity-types';
import { LOOKUP_OPTIONS_PATH } from './lookup-picker';
import { isSetAction } from './set-action';

/**
 * What the meta-schema cannot say about list.summary counters and `set` actions: the fields they
 * name exist and can be read (counters) or written (set values), and the values fit their fields.
 */

const isNumeric = (field: FieldDef) => field.type === 'integer' || field.type === 'number';

/** A stored, readable field: what a counter's condition or sum reads in SQL. */
function storedReadable(fields: Record<string, FieldDef>, name: string, where: string, problems: string[]): FieldDef | undefined {
  const field = fields[name];
  if (!field) problems.push(`${where}: unknown field ${name}`);
  else if (field.writeOnly || field.virtual) problems.push(`${where}: ${name} must be a stored, readable field`);
  return field;
}

const checkWhen = (when: SummaryWhen | undefined, fields: Record<string, FieldDef>, where: string, problems: string[]) =>
  Object.keys(when ?? {}).forEach((name) => {
    storedReadable(fields, name, `${where}.when`, problems);
  });

/** Counters: unique keys; `count` / `sum` name stored fields, a sum a numeric one; never both. */
export function checkListSummary(entity: EntitySchema, fields: Record<string, FieldDef>): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const item of entity.list?.summary?.items ?? []) {
    const where = `list.summary.${item.key}`;
    if (keys.has(item.key)) problems.push(`${where}: two counters share the key`);
    keys.add(item.key);
    if (item.count && item.sum) problems.push(`${where}: a counter is a count or a sum, not both`);
    if (item.count) checkWhen(item.count.when, fields, `${where}.count`, problems);
    if (item.sum) {
      const field = storedReadable(fields, item.sum.field, `${where}.sum`, problems);
      if (field && !isNumeric(field)) problems.push(`${where}.sum: ${item.sum.field} is not a number field`);
      checkWhen(item.sum.when, fields, `${where}.sum`, problems);
    }
  }
  return problems;
}

/** Does a constant fit the field's type (null empties any field)? */
function fits(field: FieldDef, value: unknown): boolean {
  if (value === null) return true;
  if (field.type === 'integer') return Number.isInteger(value);
  if (field.type === 'number') return typeof value === 'number';
  if (field.type === 'boolean') return typeof value === 'boolean';
  if (field.type === 'string') return typeof value === 'string';
  return false;
}

/** Set actions: row actions whose values are writable fields and fit them, at a path of their own. */
export function checkSetActions(entity: EntitySchema, fields: Record<string, FieldDef>): string[] {
  const problems: string[] = [];
  const taken = new Set<string>([
    ...Object.values(OPERATION_PATHS),
    LOOKUP_OPTIONS_PATH,
    ...(entity.endpoints ?? []).map((endpoint) => endpoint.name),
  ]);
  for (const action of entity.actions ?? []) {
    if (!isSetAction(action)) continue;
    const where = `actions.${action.name}`;
    if ((action.placement ?? 'row') !== 'row') problems.push(`${where}: a set action is a row action`);
    if (taken.has(action.name)) problems.push(`${where}: ${action.name} is already a path of this entity`);
    if (Object.keys(action.values).length === 0) problems.push(`${where}.values: set at least one field`);
    for (const [name, value] of Object.entries(action.values)) {
      const field = fields[name];
      if (!field) problems.push(`${where}.values: unknown field ${name}`);
      else if (field.readOnly || field.virtual || field.store === 'password-hash') problems.push(`${where}.values: ${name} cannot be set`);
      else if (!fits(field, value)) problems.push(`${where}.values: ${JSON.stringify(value)} is not a ${field.type} for ${name}`);
      else if (field.enum && value !== null && !field.enum.includes(value))
        problems.push(`${where}.values: ${JSON.stringify(value)} is not one of ${name}'s values`);
    }
    Object.keys(action.visibleWhen ?? {}).forEach((name) => {
      storedReadable(fields, name, `${where}.visibleWhen`, problems);
    });
  }
  return problems;
}
