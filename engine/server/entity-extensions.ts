import type { EntitySchema } from '../schema/entity-types';
import { createRegistry } from '../schema/registry';
import type { RawBuilder } from 'kysely';
import type {
  EntityExtensions,
  HistorySource,
  OperationHandler,
  ReadAttempt,
  ReadFilter,
  WriteAttempt,
  WriteGuard,
  WriteObserver,
  WriteRecord,
} from './entity-context';

// The extension types live beside EntityHost (entity-context.ts), which carries them: one place, no import loop.
export type {
  EntityExtensions,
  HistoryQuery,
  HistorySource,
  ObservedRow,
  OperationCall,
  OperationHandler,
  OperationResult,
  ReadAttempt,
  ReadFilter,
  WriteAttempt,
  WriteGuard,
  WriteObserver,
  WriteRecord,
} from './entity-context';

export function createEntityExtensions(): EntityExtensions {
  return {
    operations: createRegistry<OperationHandler>('Operation handler'),
    writeGuards: createRegistry<WriteGuard[]>('Write guards'),
    writeObservers: [],
    readFilters: createRegistry<ReadFilter[]>('Read filters'),
  };
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

/** Adds an observer of every entity's writes (the audit trail); observers run in the order added. */
export function addWriteObserver(extensions: EntityExtensions, observer: WriteObserver): void {
  extensions.writeObservers.push(observer);
}

/** Whether any observer would see a write: the engine reads the rows before and after only then. */
export const hasWriteObservers = (extensions: EntityExtensions | undefined): boolean => (extensions?.writeObservers.length ?? 0) > 0;

/** Runs every observer inside the write's transaction; the first to throw rolls the write back. */
export async function runWriteObservers(extensions: EntityExtensions | undefined, write: WriteRecord): Promise<void> {
  for (const observer of extensions?.writeObservers ?? []) await observer(write);
}

/** Adds a read filter to an entity's list (filters of one entity run in the order added, each refining the last). */
export function addReadFilter(extensions: EntityExtensions, entityName: string, filter: ReadFilter): void {
  const list = extensions.readFilters.get(entityName);
  if (list) list.push(filter);
  else extensions.readFilters.register(entityName, [filter]);
}

/** Whether reads of the entity go through a filter: only then does the engine ask for the caller's rows condition. */
export const hasReadFilters = (extensions: EntityExtensions | undefined, entityName: string): boolean =>
  (extensions?.readFilters.get(entityName)?.length ?? 0) > 0;

/** The condition a read uses: the engine's own, passed through every filter of the entity in turn. */
export async function runReadFilters(
  extensions: EntityExtensions | undefined,
  attempt: ReadAttempt,
): Promise<RawBuilder<boolean> | undefined> {
  let condition = attempt.condition;
  for (const filter of extensions?.readFilters.get(attempt.entity.name) ?? []) condition = await filter({ ...attempt, condition });
  return condition;
}

/** Every endpoint's handler must be registered before the routes are: a missing one stops start-up. */
export function missingHandlers(extensions: EntityExtensions, entities: EntitySchema[]): string[] {
  return entities.flatMap((entity) =>
    (entity.endpoints ?? [])
      .filter((endpoint) => !extensions.operations.get(endpoint.handler))
      .map((endpoint) => `${entity.name}: endpoint ${endpoint.name} names handler ${endpoint.handler}, which no module registers`),
  );
}

/** Names where rows' histories are read from (the operation log); one source per server. */
export function setHistorySource(extensions: EntityExtensions, source: HistorySource): void {
  if (extensions.history) throw new Error('History source already set');
  extensions.history = source;
}
