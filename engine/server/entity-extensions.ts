import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { EndpointDef, EntitySchema } from '../schema/entity-types';
import { createRegistry, type Registry } from '../schema/registry';
import type { EntityHost } from './entity-context';
import type { Body } from './request-checks';

/** One call of an endpoint a schema declares (`endpoints[]`), after the host has authorised it. */
export interface OperationCall {
  entity: EntitySchema;
  endpoint: EndpointDef;
  request: FastifyRequest;
  host: EntityHost;
  /** SQL schema the host chose: `platform`, or the hospital's own for hospital-scoped entities. */
  schema: string;
  /** Hospital-scoped entities: the hospital the request names (checked against the caller's bindings). */
  hospCode: string | undefined;
  /** POST: the JSON body; GET: the query string with the path's `:params`. */
  input: Body;
}

/** What a handler answers: the envelope's data and, when it has one, its message. */
export interface OperationResult {
  data?: unknown;
  message?: string;
}

/** Code behind an endpoint; the schema names it (`hosp/createTables`), the server registers it. */
export type OperationHandler = (call: OperationCall) => Promise<OperationResult>;

/** A write about to happen, for a guard to refuse (inside the write's own transaction). */
export interface WriteAttempt {
  entity: EntitySchema;
  /** `add`, `update`, `batchUpdate`, `delete` or `action:<name>` (form actions). */
  operation: string;
  request: FastifyRequest;
  trx: Transaction<any> | Kysely<any>;
  schema: string;
  /** The records written (one for add, update and actions; for add, the new id, not yet inserted). */
  ids: string[];
  /** The validated values about to be written (empty for delete; for add, with defaults). */
  values: Body;
}

/** Refuses a write by throwing (an EntityError or the host's own error): e.g. never delete the last super admin. */
export type WriteGuard = (attempt: WriteAttempt) => Promise<void>;

/**
 * What a host adds to the generic engine without touching it: operation handlers by
 * `<entity>/<operation>`, and write guards by entity name (several per entity, all must pass).
 */
export interface EntityExtensions {
  operations: Registry<OperationHandler>;
  writeGuards: Registry<WriteGuard[]>;
}

export function createEntityExtensions(): EntityExtensions {
  return { operations: createRegistry<OperationHandler>('Operation handler'), writeGuards: createRegistry<WriteGuard[]>('Write guards') };
}

/** Adds a guard to an entity's list (guards of one entity accumulate; they never replace each other). */
export function addWriteGuard(extensions: EntityExtensions, entityName: string, guard: WriteGuard): void {
  const list = extensions.writeGuards.get(entityName);
  if (list) list.push(guard);
  else extensions.writeGuards.register(entityName, [guard]);
}

/** Runs every guard of the entity; the first refusal stops the write. */
export async function runWriteGuards(extensions: EntityExtensions | undefined, attempt: WriteAttempt): Promise<void> {
  for (const guard of extensions?.writeGuards.get(attempt.entity.name) ?? []) await guard(attempt);
}

/** Every endpoint's handler must be registered before the routes are: a missing one stops start-up. */
export function missingHandlers(extensions: EntityExtensions, entities: EntitySchema[]): string[] {
  return entities.flatMap((entity) =>
    (entity.endpoints ?? [])
      .filter((endpoint) => !extensions.operations.get(endpoint.handler))
      .map((endpoint) => `${entity.name}: endpoint ${endpoint.name} names handler ${endpoint.handler}, which no module registers`),
  );
}
