import type { EntitySchema, FieldDef } from './entity-types';

/**
 * The row's version: 0 when added, one more at every write that changes the row. A client that
 * read version n sends it back with its edit; the server refuses the edit when the row is no
 * longer at n (someone else saved in between). Read by every read, never a filter, a column or a
 * dialog field.
 */
export const ROW_VERSION = 'rowVersion';

/**
 * Fields every entity has without declaring them: the server maintains id, the two times and the
 * version, and a hospital-scoped entity carries hospCode on the wire (the hospital is the schema,
 * not a column).
 */
export const SYSTEM_FIELDS: Record<string, FieldDef> = {
  id: { type: 'string', title: 'ID', readOnly: true, minLength: 24, maxLength: 24, filter: 'equals', sqlType: 'char(24)' },
  createDateTime: { type: 'string', format: 'date-time', title: '创建时间', readOnly: true, filter: 'range' },
  lstupdDateTime: { type: 'string', format: 'date-time', title: '更新时间', readOnly: true, filter: 'range' },
  [ROW_VERSION]: { type: 'integer', title: '版本号', readOnly: true, minimum: 0, sqlType: 'integer', default: 0 },
};

export const HOSP_CODE_FIELD: FieldDef = {
  type: 'string',
  title: '医院编号',
  maxLength: 32,
  options: { resource: 'hosp' },
  filter: 'equals',
  virtual: true,
};

/** Every field of an entity, system fields included, in display order (declared first). */
export function allFields(entity: EntitySchema): Record<string, FieldDef> {
  return {
    ...(entity.scope === 'hospital' ? { hospCode: HOSP_CODE_FIELD } : {}),
    ...entity.fields,
    ...SYSTEM_FIELDS,
  };
}

export function fieldOf(entity: EntitySchema, name: string): FieldDef {
  const field = allFields(entity)[name];
  if (!field) throw new Error(`Entity ${entity.name} has no field ${name}`);
  return field;
}

/** camelCase -> snake_case: the one mapping between wire names and SQL columns. */
export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export function columnOf(name: string, field: FieldDef): string {
  return field.column ?? snakeCase(name);
}

/** Fields a client may write in some dialog. */
export const isWritable = (field: FieldDef): boolean => !field.readOnly && !field.virtual;

/** Fields the server may return. */
export const isReadable = (field: FieldDef): boolean => !field.writeOnly;

/** Fields a query may filter by: readable ones, except the version (a client echoing it back is ignored). */
export const isFilterable = (name: string, field: FieldDef): boolean => isReadable(field) && name !== ROW_VERSION;
