import type { EntitySchema, FieldDef, TableRef } from '../schema/entity-types';
import { allFields, columnOf } from '../schema/system-fields';

/** One field as stored: its wire name, column and definition. Only schema fields ever reach SQL. */
export interface StoredField {
  name: string;
  column: string;
  field: FieldDef;
}

/** An entity's stored fields, worked out once: every list query asks for them several times. */
interface FieldMetadata {
  /** The field map they were worked out from: a schema given new fields is worked out again. */
  fields: EntitySchema['fields'];
  stored: StoredField[];
  readable: StoredField[];
  byName: Map<string, StoredField>;
}
const metadata = new WeakMap<EntitySchema, FieldMetadata>();

function metadataOf(entity: EntitySchema): FieldMetadata {
  const known = metadata.get(entity);
  if (known && known.fields === entity.fields) return known;
  const stored = Object.entries(allFields(entity))
    .filter(([, field]) => !field.virtual)
    .map(([name, field]) => ({ name, column: columnOf(name, field), field }));
  const fresh = {
    fields: entity.fields,
    stored,
    readable: stored.filter(({ field }) => !field.writeOnly),
    byName: new Map(stored.map((field) => [field.name, field])),
  };
  metadata.set(entity, fresh);
  return fresh;
}

/** Fields that are columns of the entity's table (not virtual). The list is shared: do not change it. */
export function storedFields(entity: EntitySchema): readonly StoredField[] {
  return metadataOf(entity).stored;
}

/** Columns the server may return: write-only fields (passwords) never leave the database. */
export function readableFields(entity: EntitySchema): readonly StoredField[] {
  return metadataOf(entity).readable;
}

export function storedField(entity: EntitySchema, name: string): StoredField | undefined {
  return metadataOf(entity).byName.get(name);
}

/** Dictionary-backed fields whose label is returned as `<field>Desc`. */
export function descFields(entity: EntitySchema): { name: string; column: string; dictionary: string }[] {
  return readableFields(entity).flatMap(({ name, column, field }) =>
    field.withDesc && field.options && 'dictionary' in field.options ? [{ name, column, dictionary: field.options.dictionary }] : [],
  );
}

/** Values as they go into SQL: lists and objects as JSON text for jsonb columns. */
export function toColumnValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.type === 'array' || field.type === 'object') return JSON.stringify(value);
  return value;
}

/** A lookup field: its column, where its label lives, and the row's own fallback column if any. */
export interface LookupColumn {
  name: string;
  column: string;
  source: TableRef;
  fallbackColumn?: string;
  alias?: string;
}

/** Fields whose other record's label is returned as `<field>Desc` (linked lookups only). */
export function lookupColumns(entity: EntitySchema): LookupColumn[] {
  return readableFields(entity).flatMap(({ name, column, field }) => {
    const source = field.lookup?.source;
    if (!source) return [];
    const fallback = field.lookup?.fallbackField ? storedField(entity, field.lookup.fallbackField) : undefined;
    const alias = field.lookup?.alias;
    return [{ name, column, source, ...(fallback ? { fallbackColumn: fallback.column } : {}), ...(alias ? { alias } : {}) }];
  });
}

/** Wire names lookups also answer under (`compName`): read-only echoes a write or a filter ignores. */
export function lookupAliases(entity: EntitySchema): string[] {
  return Object.values(entity.fields).flatMap((field) => (field.lookup?.alias ? [field.lookup.alias] : []));
}

/** The SQL type a field is stored as, unless the schema names one. */
export function sqlTypeOf(field: FieldDef): string {
  if (field.sqlType) return field.sqlType;
  if (field.format === 'date') return 'date';
  if (field.format === 'date-time') return 'timestamp(0)';
  switch (field.type) {
    case 'integer':
      return 'integer';
    case 'number':
      return 'numeric(18, 4)';
    case 'boolean':
      return 'boolean';
    case 'array':
    case 'object':
      return 'jsonb';
    default:
      return field.maxLength !== undefined && field.maxLength <= 1000 ? `varchar(${field.maxLength})` : 'text';
  }
}
