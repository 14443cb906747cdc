import type { EntitySchema } from '../schema/entity-types';
import { HISTORY_LIMIT, historyEntry, REVERT_MESSAGES, revertValues, type HistoryAnswer } from '../schema/row-history';
import { ROW_VERSION } from '../schema/system-fields';
import { EntityError, type EntityHost } from './entity-context';
import { findRow, type ReadOptions } from './read-ops';
import { checkKnownKeys, requireId, type Body } from './request-checks';
import { requestedVersion } from './row-versions';
import { updateRecord, type WriteHooks } from './write-ops';

const HOSP = ['hospCode'];

/**
 * `POST <endpoint>/history {id}`: the row's logged changes, newest first, with only the fields the
 * caller may see. The row must be one the caller reads (its hospital, its read filters): another
 * hospital's or an unknown id is 记录不存在.
 */
export async function rowHistory(
  host: EntityHost,
  entity: EntitySchema,
  schema: string,
  hospCode: string | undefined,
  input: Body,
  read: ReadOptions,
): Promise<HistoryAnswer> {
  const body = checkKnownKeys(input, ['id', ...HOSP]);
  const id = requireId(body.id);
  const row = await findRow(host.db, entity, schema, id, hospCode, read);
  const entries = (await host.extensions?.history?.entries({ entity, hospCode, id, limit: HISTORY_LIMIT })) ?? [];
  return { rowVersion: Number(row[ROW_VERSION] ?? 0), list: entries.map((entry) => historyEntry(entity, entry)) };
}

/**
 * `POST <endpoint>/revert {id, logId, rowVersion}`: writes the change's old values back through the
 * engine's own update (edit dialog rules, unique rules, guards, the operation log), refused with
 * the edit conflict when the row is no longer at `rowVersion`, and when the change is not this
 * row's or has nothing a revert can write. `hooksFor` gives the update's hooks for the values written
 * (guards, lookup checks, and observers told the entry is a revert).
 */
export async function revertChange(
  host: EntityHost,
  entity: EntitySchema,
  schema: string,
  hospCode: string | undefined,
  input: Body,
  hooksFor: (values: Body) => Promise<WriteHooks>,
): Promise<void> {
  const body = checkKnownKeys(input, ['id', 'logId', ROW_VERSION, ...HOSP]);
  const id = requireId(body.id);
  const logId = requireId(body.logId);
  const version = requestedVersion(body[ROW_VERSION]);
  if (version === undefined)
    throw new EntityError('badRequest', REVERT_MESSAGES.versionRequired.zh, undefined, REVERT_MESSAGES.versionRequired.en);
  const entry = await host.extensions?.history?.entry({ entity, hospCode, id, logId });
  if (!entry) throw new EntityError('notFound', REVERT_MESSAGES.unknownChange.zh, undefined, REVERT_MESSAGES.unknownChange.en);
  const values = revertValues(entity, entry.changes);
  if (Object.keys(values).length === 0)
    throw new EntityError('refused', REVERT_MESSAGES.notRevertable.zh, undefined, REVERT_MESSAGES.notRevertable.en);
  await updateRecord(
    host,
    entity,
    schema,
    'edit',
    { id, [ROW_VERSION]: version, ...values, ...(hospCode ? { hospCode } : {}) },
    await hooksFor(values),
  );
}
