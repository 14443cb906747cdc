import { dialogOf } from '../schema/dialog-json-schema';
import type { EntitySchema } from '../schema/entity-types';
import { fieldsRulesRead } from '../schema/partial-write';
import { ROW_VERSION } from '../schema/system-fields';
import { byWrittenFields } from './bulk-add';
import { EntityError, NOTHING_TO_CHANGE, notFound, refusedBy, type EntityHost } from './entity-context';
import { checkDictionaryValuesAhead, checkUniqueAhead, readAhead } from './read-ahead';
import type { Body } from './request-checks';
import { lockRows, nextRowVersion, type LockedRow } from './row-versions';
import { changedFields, guarded, NO_CHECK, partialWrite, recordWrites, snapshot, type WriteHooks } from './write-ops';
import { toColumns } from './write-values';
import type { Transaction } from 'kysely';

/** One record an import updates, by its id, with the edit call's body. */
export interface BulkUpdate {
  id: string;
  body: Body;
}
/** Updated, or refused with the error updateRecord would have thrown. */
export type BulkUpdateOutcome = { id: string } | { error: EntityError };

/**
 * Updates many records in one transaction with the outcome updateRecord would give each (issue
 * 29's import by key): the edit dialog's rules, the `when` rules and locks on each record as it
 * will be, the host's check, dictionary codes and unique rules. The records are locked and read
 * for the audit once per batch, each written by its own UPDATE, and observed together (one audit
 * row per record).
 *
 * The caller passes distinct records whose writes set no unique rule's field but the key's (equal
 * to what is stored: the key found them), so no row's check depends on another's write; and only
 * for entities that may be written in bulk (bulk-add.ts canWriteInBulk).
 */
export async function updateRecordsInBulk(
  host: EntityHost,
  entity: EntitySchema,
  schema: string,
  updates: readonly BulkUpdate[],
  hooks: WriteHooks = {},
): Promise<BulkUpdateOutcome[]> {
  const { check = NO_CHECK, observe } = hooks;
  const outcomes: BulkUpdateOutcome[] = [];
  await host.db.transaction().execute(async (trx) => {
    const changes = updates.map(({ id, body }) => {
      try {
        const change = partialWrite(entity, 'edit', body, ['id', ROW_VERSION]);
        if (!change.anyChange) throw refusedBy(NOTHING_TO_CHANGE);
        return { id, change };
      } catch (error) {
        if (error instanceof EntityError) return error;
        throw error;
      }
    });
    const valid = changes.flatMap((change) => (change instanceof EntityError ? [] : [change]));
    const rulesRead = new Set(valid.flatMap(({ change }) => fieldsRulesRead(dialogOf(entity, 'edit'), change.touched)));
    const locked = await lockEach(
      trx,
      entity,
      schema,
      valid.map(({ id }) => id),
      [...rulesRead],
    );
    const known = await readAhead(
      trx,
      entity,
      schema,
      valid.map(({ change }) => change.write.values),
    );
    const accepted: { id: string; values: Body; cleared: string[]; fields: string[] }[] = [];
    for (const prepared of changes) {
      if (prepared instanceof EntityError) {
        outcomes.push({ error: prepared });
        continue;
      }
      const { id, change } = prepared;
      try {
        const row = locked.get(id);
        if (!row) throw notFound();
        await check(trx, [id], guarded(change.write));
        const [group] = recordWrites(entity, 'edit', new Map([[id, row]]), change.write, change.touched);
        await checkDictionaryValuesAhead(trx, entity, change.write.values, known);
        await checkUniqueAhead(trx, entity, schema, change.write.values, known, id);
        const { values, cleared } = group!.write;
        accepted.push({ id, values, cleared, fields: changedFields(values, cleared) });
        outcomes.push({ id });
      } catch (error) {
        if (!(error instanceof EntityError)) throw error;
        outcomes.push({ error });
      }
    }
    const ids = accepted.map(({ id }) => id);
    if (ids.length === 0) return;
    const before = await snapshot(trx, entity, schema, ids, observe);
    const now = host.now();
    for (const { id, values, cleared } of accepted) {
      const columns = await toColumns(entity, values, cleared, host.hashPassword);
      await trx
        .withSchema(schema)
        .updateTable(entity.table)
        .set({ ...columns, lstupd_date_time: now, row_version: nextRowVersion() })
        .where('id', '=', id)
        .execute();
    }
    if (!observe) return;
    const after = await snapshot(trx, entity, schema, ids, observe);
    for (const { ids: group, fields } of byWrittenFields(accepted)) {
      const members = new Set(group);
      const of = (rows: typeof before) => rows.filter((row) => members.has(row.id as string));
      await observe(trx, { ids: group, before: of(before), after: of(after), fields });
    }
  });
  return outcomes;
}

/** The rows locked for the write; when one has gone meanwhile, each of the others is locked alone so only that one is refused. */
async function lockEach(
  trx: Transaction<any>,
  entity: EntitySchema,
  schema: string,
  ids: string[],
  fields: string[],
): Promise<Map<string, LockedRow>> {
  if (ids.length === 0) return new Map();
  try {
    return await lockRows(trx, entity, schema, ids, fields);
  } catch (error) {
    if (!(error instanceof EntityError)) throw error;
    const found = new Map<string, LockedRow>();
    for (const id of ids) {
      const one = await lockRows(trx, entity, schema, [id], fields).catch((missing: unknown) => {
        if (missing instanceof EntityError) return undefined;
        throw missing;
      });
      if (one) found.set(id, one.get(id)!);
    }
    return found;
  }
}
