import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { EntitySchema } from '../schema/entity-types';
import { isPickableLookup, lookupMissingMessage } from '../schema/lookup-picker';
import { allFields } from '../schema/system-fields';
import { EntityError, type EntityHost } from './entity-context';
import { lookupRowConditions, lookupSchemaOf } from './lookup-scope';
import type { Body } from './request-checks';

/**
 * A lookup field's value names a record of the other entity that the caller can see (in this
 * hospital, through that entity's fixed and read filters); otherwise the write is refused with
 * `<title>不存在`. Lookups with a fallbackField are not checked: their id may name nobody.
 */
export type LookupCheck = (trx: Kysely<any>, values: Body) => Promise<void>;

interface PreparedLookup {
  name: string;
  title: string;
  table: string;
  conditions: RawBuilder<boolean>[];
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** English for the refusal when the schema carries its field title's English; else the client translates the Chinese. */
function refusal(entity: EntitySchema, title: string): EntityError {
  const english = entity.english?.[title];
  return new EntityError('badRequest', lookupMissingMessage(title), undefined, english ? `${english} does not exist` : undefined);
}

/**
 * The check for the lookup fields this body names (none: no check), prepared before the write's
 * transaction; it runs inside it, after the entity's write guards (their own messages first).
 */
export async function prepareLookupCheck(
  host: EntityHost,
  entity: EntitySchema,
  request: FastifyRequest,
  schema: string,
  body: Body,
): Promise<LookupCheck | undefined> {
  if (!host.entityNamed) return undefined;
  const fields = allFields(entity);
  const prepared: PreparedLookup[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!isPickableLookup(field) || isEmpty(body[name])) continue;
    const target = host.entityNamed(field.lookup.entity);
    if (!target) continue;
    const targetSchema = lookupSchemaOf(target, schema);
    prepared.push({
      name,
      title: fields[name]?.title ?? name,
      table: `${targetSchema}.${target.table}`,
      conditions: await lookupRowConditions(host, request, target, targetSchema),
    });
  }
  if (prepared.length === 0) return undefined;
  return async (trx, values) => {
    for (const lookup of prepared) {
      const value = values[lookup.name];
      if (isEmpty(value)) continue;
      let query = trx.selectFrom(`${lookup.table} as t`).select(sql<number>`1`.as('found')).where(sql.ref('t.id'), '=', String(value));
      for (const condition of lookup.conditions) query = query.where(condition);
      if (!(await query.executeTakeFirst())) throw refusal(entity, lookup.title);
    }
  };
}
