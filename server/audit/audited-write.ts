import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { allFields } from '../../engine/schema/system-fields.js';
import { readableFields } from '../../engine/server/sql-mapping.js';
import type { ObservedRow } from '../../engine/server/entity-context.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import { hospSchema } from '../db/migrate.js';
import { changesOf } from './audit-changes.js';
import { recordAudit } from './audit-writer.js';

/** What a bespoke handler writes: records of an entity's table, found by one of its fields. */
export interface AuditTarget {
  /** The entity whose table is written (`acct`, `hosp`, `hosp-eqp`). */
  entity: string;
  /** The log's operation name (`acctResetPass`, `reset`). */
  operation: string;
  hospCode?: string | null | undefined;
  /** The records, by `by` (default `id`). */
  keys: string[];
  by?: string;
  /** SQL schema of the table: default `platform` for platform entities, the hospital's for the others. */
  schema?: string;
  /** Only these fields (a table that holds part of the entity's fields, e.g. hospital users' bindings). */
  fields?: string[];
  /** Fields set that are never read back (a password): logged as changed, masked. */
  written?: string[];
}

function entityNamed(name: string): EntitySchema {
  const entity = entityCatalogue().find((candidate) => candidate.name === name);
  if (!entity) throw new Error(`audit: no entity ${name}`);
  return entity;
}

async function readRows(trx: Kysely<any>, entity: EntitySchema, schema: string, target: AuditTarget): Promise<ObservedRow[]> {
  if (target.keys.length === 0) return [];
  const fields = readableFields(entity).filter(({ name }) => name === 'id' || !target.fields || target.fields.includes(name));
  const by = readableFields(entity).find(({ name }) => name === (target.by ?? 'id'));
  if (!by) throw new Error(`audit: ${entity.name} has no field ${target.by}`);
  return (await trx
    .withSchema(schema)
    .selectFrom(`${entity.table} as t`)
    .select(fields.map(({ name, column }) => sql.ref(`t.${column}`).as(name)))
    .where(sql.ref(`t.${by.column}`), 'in', target.keys)
    .orderBy('t.id')
    .execute()) as ObservedRow[];
}

/**
 * Runs a bespoke handler's write on `trx` and logs it as the engine logs its own: the records
 * before and after, one audit row per record, in the same transaction. A record found only
 * after is an add, only before a delete.
 */
export async function audited<T>(trx: Kysely<any>, request: FastifyRequest, target: AuditTarget, work: () => Promise<T>): Promise<T> {
  const entity = entityNamed(target.entity);
  const schema = target.schema ?? (entity.scope === 'platform' ? 'platform' : hospSchema(target.hospCode!));
  const before = await readRows(trx, entity, schema, target);
  const result = await work();
  const after = await readRows(trx, entity, schema, target);
  const ids = [...new Set([...before, ...after].map((row) => row.id))].sort();
  const fields = allFields(entity);
  await recordAudit(
    trx,
    request,
    ids.map((id) => {
      const was = before.find((row) => row.id === id);
      const now = after.find((row) => row.id === id);
      const kind = was && now ? 'update' : now ? 'add' : 'delete';
      const hospCode = target.hospCode ?? (typeof (now ?? was)?.hospCode === 'string' ? ((now ?? was)!.hospCode as string) : null);
      return {
        entity: entity.name,
        operation: target.operation,
        hospCode,
        recordId: id,
        changes: changesOf({ kind, fields, before: was, after: now, written: target.written }),
      };
    }),
  );
  return result;
}
