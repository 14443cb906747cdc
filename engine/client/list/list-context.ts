import { createContext, useContext } from 'react';
import type { ActionEnvironment } from '../actions/action-environment';
import type { DialogState } from '../dialogs/dialog-state';
import type { EntityWrites } from '../dialogs/use-entity-writes';
import type { Permits } from '../permissions';
import type { AddedRowState } from './added-row/use-added-row';
import type { ListController } from './use-list-controller';

/** What a list screen's views pull from context instead of threading it through props. */
export interface ListContextValue {
  list: ListController;
  dialogs: DialogState;
  writes: EntityWrites;
  permits: Permits;
  /** Where the schema's actions run (engine/client/actions). */
  actions: ActionEnvironment;
  /** The record just added, shown on this page (added-row/). */
  added: AddedRowState;
}

export const ListContext = createContext<ListContextValue | null>(null);

export function useListContext(): ListContextValue {
  const value = useContext(ListContext);
  if (!value) throw new Error('useListContext must be used inside <ListBase>');
  return value;
}
