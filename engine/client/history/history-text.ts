import type { TFunction } from 'i18next';
import type { EntitySchema } from '../../schema/entity-types';

/** The operations a history names by a label of its own; a form action by its schema label; others as logged. */
const KNOWN = ['add', 'update', 'batchUpdate', 'delete', 'revert'];

/** The label of an entry's operation: engine.history.operation.<name>, or the action's label, or the name. */
export function operationLabel(entity: EntitySchema, operation: string, t: TFunction, text: (zh: string) => string): string {
  if (KNOWN.includes(operation)) return t(`engine.history.operation.${operation}` as 'engine.history.operation.add');
  const action = entity.actions?.find((candidate) => candidate.name === operation);
  return action ? text(action.label) : operation;
}
