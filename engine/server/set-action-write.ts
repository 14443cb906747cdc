import type { SetActionDef, EntitySchema } from '../schema/entity-types';
import { rowMatchesWhen, setActionRefusal, setActionRefusalInEnglish } from '../schema/set-action';
import { allFields, ROW_VERSION } from '../schema/system-fields';
import { EntityError, type EntityHost } from './entity-context';
import { checkKnownKeys, requireId, splitEmpty, type Body } from './request-checks';
import type { LockedRow } from './row-versions';
import { requestedVersion } from './row-versions';
import { lookupAliases } from './sql-mapping';
import { writeRecords, type WriteHooks } from './write-ops';

/**
 * A `set` action (`POST <endpoint>/<name>`, `{id, rowVersion?}`): the action's fixed values written
 * to one row through the engine's update path (write guards, observers and the operation log,
 * versions). A row its `visibleWhen` does not match (the button is not shown there) is refused.
 */

/** The refusal, in English for an English caller (the label's English when the schema carries it). */
function notApplicable(entity: EntitySchema, action: SetActionDef): EntityError {
  return new EntityError(
    'refused',
    setActionRefusal(action.label),
    undefined,
    setActionRefusalInEnglish(entity.english?.[action.label] ?? action.label),
  );
}

/** A locked row's values as the wire has them: numbers of numeric columns as numbers. */
function wireValues(entity: EntitySchema, row: LockedRow): Record<string, unknown> {
  const fields = allFields(entity);
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      fields[name]?.type === 'number' && typeof value === 'string' ? Number(value) : value,
    ]),
  );
}

export async function setRecordFields(
  host: EntityHost,
  entity: EntitySchema,
  schema: string,
  action: SetActionDef,
  body: Body,
  hooks: WriteHooks = {},
): Promise<void> {
  const fields = Object.keys(allFields(entity));
  // The row sent back whole (as a client may) is ignored: only the id and its version count.
  const ignored = [...fields, ...fields.map((name) => `${name}Desc`), ...lookupAliases(entity), 'children'];
  const extra = checkKnownKeys(body, ['id', ROW_VERSION, 'hospCode'], ignored);
  const id = requireId(extra.id);
  const version = requestedVersion(extra[ROW_VERSION]);
  const { values, cleared } = splitEmpty(action.values);
  const change = { write: { values, cleared }, extra, touched: new Set(Object.keys(action.values)), anyChange: true };
  const when = action.visibleWhen;
  const rowRule = {
    fields: Object.keys(when ?? {}),
    check: (row: LockedRow) => {
      if (!rowMatchesWhen(when, wireValues(entity, row))) throw notApplicable(entity, action);
    },
  };
  await writeRecords(host, entity, schema, undefined, [id], new Map(version === undefined ? [] : [[id, version]]), change, hooks, rowRule);
}
