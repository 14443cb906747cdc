import { sql } from 'kysely';
import type { EntitySchema, FieldDef } from '../../engine/schema/entity-types.js';
import { storedFields } from '../../engine/server/sql-mapping.js';
import type { Db } from '../db/database.js';
import { hospitalsWithTables, hospSchema } from '../db/migrate.js';
import { keysInText } from './upload-keys.js';

/** Widgets whose value is (or holds) uploaded files' addresses. */
export const UPLOAD_WIDGETS = new Set(['imageList', 'singleImage', 'file', 'imageUrl']);

export interface UploadColumn {
  scope: 'platform' | 'hospital';
  table: string;
  column: string;
}

/** Written outside any entity screen: the avatar of account settings, the hospital images of the core table. */
const FIXED_COLUMNS: UploadColumn[] = [
  { scope: 'platform', table: 'acct', column: 'avatar' },
  { scope: 'platform', table: 'hosp', column: 'hosp_img' },
];

function holdsUploads(field: FieldDef): boolean {
  if (field.widget && UPLOAD_WIDGETS.has(field.widget)) return true;
  const nested = [...Object.values(field.properties ?? {}), ...Object.values(field.items?.properties ?? {})];
  return nested.some(holdsUploads);
}

/** Every column a file address may be saved in, found from the schemas' widgets (a list of icons counts too). */
export function uploadColumns(entities: EntitySchema[]): UploadColumn[] {
  const found = new Map<string, UploadColumn>();
  for (const column of FIXED_COLUMNS) found.set(`${column.scope}.${column.table}.${column.column}`, column);
  for (const entity of entities) {
    for (const { column, field } of storedFields(entity)) {
      if (holdsUploads(field)) found.set(`${entity.scope}.${entity.table}.${column}`, { scope: entity.scope, table: entity.table, column });
    }
  }
  return [...found.values()];
}

const UNDEFINED_TABLE = '42P01';
const UNDEFINED_COLUMN = '42703';

/**
 * The keys of every file a record still names, in platform tables and in each hospital's schema.
 * Column and table names come from the schemas, never from a request.
 */
export async function referencedKeys(db: Db, columns: UploadColumn[]): Promise<Set<string>> {
  const keys = new Set<string>();
  const hospitals = await hospitalsWithTables(db);
  for (const { scope, table, column } of columns) {
    const schemas = scope === 'platform' ? ['platform'] : hospitals.map(hospSchema);
    for (const schema of schemas) {
      try {
        const { rows } = await sql<{
          value: string;
        }>`select ${sql.ref(column)}::text as value from ${sql.table(`${schema}.${table}`)} where ${sql.ref(column)} is not null`.execute(
          db,
        );
        for (const row of rows) for (const key of keysInText(row.value)) keys.add(key);
      } catch (error) {
        // A hospital whose entity tables are not made yet simply has no references there.
        const code = (error as { code?: string }).code;
        if (code !== UNDEFINED_TABLE && code !== UNDEFINED_COLUMN) throw error;
      }
    }
  }
  return keys;
}
