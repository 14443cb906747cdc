import type { EntitySchema, UniqueRule } from '../schema/entity-types';
import { EntityError, refusedBy, type EntityHost } from './entity-context';
import { checkDictionaryValuesAhead, checkUniqueAhead, readAhead, ruleName } from './read-ahead';
import type { Body } from './request-checks';
import { addValues, changedFields, NO_CHECK, snapshot, type WriteHooks } from './write-ops';
import { checkParent, toColumns } from './write-values';

/** One row of a bulk add: added with its id, or refused with the error addRecord would have thrown. */
export type BulkOutcome = { id: string } | { error: EntityError };

/** A unique rule's values among the batch's rows (any type: they come from the same dialog); none when one is empty, as SQL's `=` never matches NULL. */
const batchText = (rule: UniqueRule, values: Body) =>
  rule.fields.some((name) => values[name] === undefined || values[name] === null)
    ? undefined
    : JSON.stringify(rule.fields.map((name) => values[name]));

/**
 * Records grouped by the set of fields their write named: observed apart, since the audit reads
 * which fields each record's write named.
 */
export function byWrittenFields(records: readonly { id: string; fields: string[] }[]): { ids: string[]; fields: string[] }[] {
  const groups = new Map<string, { ids: string[]; fields: string[] }>();
  for (const { id, fields } of records) {
    const name = JSON.stringify(fields);
    const group = groups.get(name) ?? { ids: [], fields };
    group.ids.push(id);
    groups.set(name, group);
  }
  return [...groups.values()];
}

/** Parameters one INSERT carries at most: well under PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;

/**
 * Whether an entity's import may add and update in bulk: no write guards of its own, not a tree,
 * no lookup into itself: each of those may read the rows written before, which a pending row is
 * not yet.
 */
export const canWriteInBulk = (host: EntityHost, entity: EntitySchema): boolean =>
  (host.extensions?.writeGuards.get(entity.name) ?? []).length === 0 &&
  entity.kind !== 'tree' &&
  !Object.values(entity.fields).some((field) => field.lookup?.entity === entity.name);

/**
 * Adds many records in one transaction with the outcome addRecord would give each, one after
 * another (issue 29's import): every row is checked in order (the host's check, the dictionary
 * codes, the parent, the unique rules against the stored rows and the rows accepted before it),
 * a refused row is skipped with its error, and the accepted ones are inserted many per statement
 * and observed together (the audit still writes one row per record).
 *
 * Only for entities without write guards of their own: a guard may read the rows written before
 * it (a version unique per app), and a row accepted here is not written until the batch is.
 */
export async function addRecordsInBulk(
  host: EntityHost,
  entity: EntitySchema,
  schema: string,
  bodies: readonly Body[],
  hooks: WriteHooks = {},
): Promise<BulkOutcome[]> {
  const { check = NO_CHECK, observe } = hooks;
  const outcomes: BulkOutcome[] = [];
  const now = host.now();
  await host.db.transaction().execute(async (trx) => {
    const prepared = bodies.map((body) => {
      try {
        return addValues(entity, body);
      } catch (error) {
        if (error instanceof EntityError) return error;
        throw error;
      }
    });
    const known = await readAhead(
      trx,
      entity,
      schema,
      prepared.flatMap((row) => (row instanceof EntityError ? [] : [row.complete])),
    );
    const acceptedTexts = new Map<string, Set<string>>();
    const rows: Record<string, unknown>[] = [];
    const accepted: { id: string; fields: string[] }[] = [];
    for (const row of prepared) {
      if (row instanceof EntityError) {
        outcomes.push({ error: row });
        continue;
      }
      const { values, complete } = row;
      const id = host.newId();
      try {
        await check(trx, [id], complete);
        await checkDictionaryValuesAhead(trx, entity, values, known);
        await checkParent(trx, entity, schema, complete);
        await checkUniqueAhead(trx, entity, schema, complete, known);
        const texts = (entity.unique ?? []).map((rule) => ({ rule, text: batchText(rule, complete) }));
        const clash = texts.find(({ rule, text }) => text !== undefined && acceptedTexts.get(ruleName(rule))?.has(text));
        if (clash) throw refusedBy(clash.rule.message);
        for (const { rule, text } of texts)
          if (text !== undefined) acceptedTexts.set(ruleName(rule), (acceptedTexts.get(ruleName(rule)) ?? new Set()).add(text));
        rows.push({ id, ...(await toColumns(entity, complete, [], host.hashPassword)), create_date_time: now, lstupd_date_time: now });
        accepted.push({ id, fields: changedFields(complete) });
        outcomes.push({ id });
      } catch (error) {
        if (!(error instanceof EntityError)) throw error;
        outcomes.push({ error });
      }
    }
    const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, ...rows.map((row) => Object.keys(row).length))));
    for (let start = 0; start < rows.length; start += perStatement) {
      await trx
        .withSchema(schema)
        .insertInto(entity.table)
        .values(rows.slice(start, start + perStatement))
        .execute();
    }
    if (!observe) return;
    for (const { ids, fields } of byWrittenFields(accepted)) {
      for (let start = 0; start < ids.length; start += perStatement) {
        const part = ids.slice(start, start + perStatement);
        await observe(trx, { ids: part, before: [], after: await snapshot(trx, entity, schema, part, observe), fields });
      }
    }
  });
  return outcomes;
}
