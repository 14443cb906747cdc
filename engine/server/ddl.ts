import type { EntitySchema } from '../schema/entity-types';
import { SYSTEM_FIELDS } from '../schema/system-fields';
import { listIndexes } from './list-indexes';
import { sqlTypeOf, storedFields } from './sql-mapping';

const IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;

function ident(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a safe SQL identifier: ${name}`);
  return `"${name}"`;
}

function literal(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) return `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;
  return undefined;
}

/**
 * The table of an entity, derived from its schema: created when missing, and any column the
 * schema gained since is added. Additive only: nothing is dropped or retyped here (that is a
 * migration's job), so it is safe to run at every start and for every hospital.
 */
export function entityTableDdl(entity: EntitySchema, schemaName: string): string[] {
  const table = `${ident(schemaName)}.${ident(entity.table)}`;
  const columns = storedFields(entity).filter(({ name }) => name !== 'id');
  const definitions = columns.map(({ column, field, name }) => {
    const fallback = literal(field.default);
    // The server keeps its own fields (times, version) filled on every write.
    const notNull = name in SYSTEM_FIELDS;
    return {
      addable: !notNull || fallback !== undefined,
      sql: `${ident(column)} ${sqlTypeOf(field)}${notNull ? ' NOT NULL' : ''}${fallback ? ` DEFAULT ${fallback}` : ''}`,
    };
  });
  return [
    `CREATE TABLE IF NOT EXISTS ${table} (id char(24) PRIMARY KEY, ${definitions.map((definition) => definition.sql).join(', ')})`,
    // Added columns are nullable or have a default (row_version 0), so an existing table with rows can always take them.
    ...definitions.filter(({ addable }) => addable).map((definition) => `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${definition.sql}`),
  ];
}

/** Where the pg_trgm extension lives, when it does: its schema qualifies `gin_trgm_ops`. */
export interface IndexOptions {
  trigramSchema?: string;
}

/**
 * The indexes the entity's list needs (listIndexes), as idempotent statements with deterministic
 * names: run after entityTableDdl, at every start and for every hospital. Trigram indexes only
 * when the extension exists (PostgreSQL without pg_trgm keeps working, only slower on `contains`).
 */
export function entityIndexDdl(entity: EntitySchema, schemaName: string, options: IndexOptions = {}): string[] {
  const table = `${ident(schemaName)}.${ident(entity.table)}`;
  const opclass = options.trigramSchema ? `${ident(options.trigramSchema)}.gin_trgm_ops` : undefined;
  return listIndexes(entity, { trigram: opclass !== undefined }).map((index) =>
    index.kind === 'btree'
      ? `CREATE INDEX IF NOT EXISTS ${ident(index.name)} ON ${table} (${index.columns.map(({ column, desc }) => `${ident(column)}${desc ? ' DESC' : ''}`).join(', ')})`
      : `CREATE INDEX IF NOT EXISTS ${ident(index.name)} ON ${table} USING gin (${ident(index.column)} ${opclass})`,
  );
}
