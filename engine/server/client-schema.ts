import type { EntitySchema } from '../schema/entity-types.js';

/** Field keys only the server's SQL reads. */
const SERVER_FIELD_KEYS = new Set(['column', 'sqlType', 'store']);

/** Removes the table references the catalogue writes for SQL (lookup and `via` sources), at any depth. */
function withoutSources(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSources);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === 'source' && inner && typeof inner === 'object' && 'table' in inner))
      .map(([key, inner]) => [key, withoutSources(inner)]),
  );
}

/**
 * What the console gets of a schema (GET /api/entities/:name): everything a screen draws, nothing
 * that only the server's SQL and handlers use. Table and column names, SQL types, how a value is
 * stored, where a lookup's label is read, fixed row filters, the hospital tag and which handler
 * serves an endpoint stay on the server; the English comes once for every entity (GET /api/entity-texts).
 */
export function clientSchema(entity: EntitySchema): Record<string, unknown> {
  const { table: _table, fixedFilters: _fixed, hospitalTag: _tag, english: _english, ...rest } = entity;
  const fields = Object.fromEntries(
    Object.entries(entity.fields).map(([name, field]) => [
      name,
      Object.fromEntries(Object.entries(field).filter(([key]) => !SERVER_FIELD_KEYS.has(key))),
    ]),
  );
  const endpoints = entity.endpoints?.map(({ handler: _handler, ...endpoint }) => endpoint);
  return withoutSources({ ...rest, fields, ...(endpoints ? { endpoints } : {}) }) as Record<string, unknown>;
}
