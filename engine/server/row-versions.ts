import { sql, type Transaction } from 'kysely';
import type { EntitySchema } from '../schema/entity-types';
import { defaultMessage } from '../schema/default-messages';
import { ROW_VERSION, SYSTEM_FIELDS } from '../schema/system-fields';
import { badInput, conflictWith, notFound } from './entity-context';
import { fixedConditions } from './list-params';
import { findRow, type WireRow } from './read-ops';
import { storedField } from './sql-mapping';

/**
 * Edit conflicts. Every row carries `row_version` (wire `rowVersion`): 0 when added, one more at
 * every write that changes it. A client sends back the version it read (`rowVersion`, or
 * `rowVersions` by id for a batch); inside the write's transaction the rows are read FOR UPDATE
 * and a row no longer at that version refuses the whole write (409) with the row as it is now.
 * A client that sends no version is not checked: the last write wins, as before.
 */

const VERSION = SYSTEM_FIELDS[ROW_VERSION]!;

/** What an update sets row_version to: the engine's writes and the server's own updates of entity tables. */
export const nextRowVersion = () => sql<number>`${sql.ref('row_version')} + 1`;

/** A version as a client sends it: absent (not checked) or the whole number it read. */
export function requestedVersion(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (!Number.isInteger(value)) throw badInput(defaultMessage('type', VERSION, {}));
  if ((value as number) < 0) throw badInput(defaultMessage('minimum', VERSION, VERSION));
  return value as number;
}

/** A batch's versions, `{"<id>": version}`: ids of the batch without one, and ids outside it, are not checked. */
export function requestedVersions(value: unknown, ids: readonly string[]): Map<string, number> {
  const versions = new Map<string, number>();
  if (value === undefined || value === null || value === '') return versions;
  if (typeof value !== 'object' || Array.isArray(value)) throw badInput(`${VERSION.title}格式不正确`);
  for (const [id, raw] of Object.entries(value)) {
    const version = ids.includes(id) ? requestedVersion(raw) : undefined;
    if (version !== undefined) versions.set(id, version);
  }
  return versions;
}

/** A locked row: its id, version and the stored fields the write's rules read, by wire name. */
export type LockedRow = Record<string, unknown> & { id: string; rowVersion: number };

/**
 * The rows a write is about, locked until it commits (FOR UPDATE), with their versions and the
 * stored `fields` the write's rules read. Every id must be a row this entity's screens can see
 * (fixedFilters included), or nothing is written.
 */
export async function lockRows(
  trx: Transaction<any>,
  entity: EntitySchema,
  schema: string,
  ids: string[],
  fields: readonly string[] = [],
): Promise<Map<string, LockedRow>> {
  const columns = fields.flatMap((name) => {
    const stored = storedField(entity, name);
    return stored && name !== 'id' ? [sql.ref(`t.${stored.column}`).as(name)] : [];
  });
  let query = trx
    .withSchema(schema)
    .selectFrom(`${entity.table} as t`)
    .select([sql.ref('t.id').as('id'), sql.ref('t.row_version').as(ROW_VERSION), ...columns])
    .where('t.id', 'in', ids);
  for (const condition of fixedConditions(entity)) query = query.where(condition);
  const rows = (await query.forUpdate().execute()) as LockedRow[];
  if (rows.length !== ids.length) throw notFound();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Reads rows as the detail answers them (the caller's language and hospitals), for a conflict's answer. */
export type CurrentRows = (trx: Transaction<any>, ids: string[]) => Promise<WireRow[]>;

/** The detail's rows without the caller's options: what a host that passes no reader gets. */
export const plainRows =
  (entity: EntitySchema, schema: string): CurrentRows =>
  (trx, ids) =>
    Promise.all(ids.map((id) => findRow(trx, entity, schema, id, undefined)));

/** Refuses the write (409) when a row is no longer at the version the client read, answering those rows as they are now. */
export async function checkVersions(
  trx: Transaction<any>,
  rows: Map<string, LockedRow>,
  expected: Map<string, number>,
  current: CurrentRows,
): Promise<void> {
  const stale = [...expected].flatMap(([id, version]) => (rows.get(id)?.rowVersion === version ? [] : [id]));
  if (stale.length > 0) throw conflictWith(await current(trx, stale));
}
