import type { EntitySchema } from '../schema/entity-types';
import { createRegistry } from '../schema/registry';
import type { EntityExtensions, OperationHandler, WriteAttempt, WriteGuard } from './entity-context';

// The extension types live beside EntityHost (entity-context.ts), which carries them: one place, no import loop.
export type { EntityExtensions, OperationCall, OperationHandler, OperationResult, WriteAttempt, WriteGuard } from './entity-context';

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
