import type { FastifyRequest } from 'fastify';
import type { RawBuilder } from 'kysely';
import type { EntitySchema } from '../schema/entity-types';
import type { EntityHost } from './entity-context';
import { hasReadFilters, runReadFilters } from './entity-extensions';
import { hospitalTagCondition } from './hospital-tag';
import { rowConditions, type ReadOptions } from './read-ops';

/**
 * The rows of another entity a caller may pick or name in a lookup field: those that entity's own
 * query shows them (its fixed filters, its hospital tag for the caller's hospitals, its read
 * filters), as conditions over table alias `t`. Worked out before any write transaction: the
 * caller's hospitals and the read filters may query the database, and on PGlite only the
 * transaction's connection may be used inside one.
 */
export async function lookupRowConditions(
  host: EntityHost,
  request: FastifyRequest,
  target: EntitySchema,
  schema: string,
): Promise<RawBuilder<boolean>[]> {
  const visible = target.hospitalTag && host.visibleHospitals ? await host.visibleHospitals(request) : undefined;
  const options: ReadOptions = visible ? { visibleHospitals: visible } : {};
  if (hasReadFilters(host.extensions, target.name)) {
    const condition = hospitalTagCondition(target, visible);
    options.rowFilter = (await runReadFilters(host.extensions, { entity: target, request, schema, condition })) ?? null;
  }
  return rowConditions(target, options);
}

/** The SQL schema of the looked-up table: the platform's, or the hospital the call works in. */
export const lookupSchemaOf = (target: EntitySchema, schema: string): string => (target.scope === 'platform' ? 'platform' : schema);
