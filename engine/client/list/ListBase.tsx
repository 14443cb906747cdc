import { useMemo, type ReactNode } from 'react';
import type { EntitySchema } from '../../schema/entity-types';
import { useActionEnvironment } from '../actions/use-action-environment';
import type { EntityDataProvider } from '../data/data-provider';
import { useDialogState } from '../dialogs/dialog-state';
import { useEntityWrites } from '../dialogs/use-entity-writes';
import { permitsEverything, type Permits } from '../permissions';
import { useAddedRow } from './added-row/use-added-row';
import { ListContext } from './list-context';
import { useListController, type ListController } from './use-list-controller';

export interface ListBaseProps {
  entity: EntitySchema;
  provider: EntityDataProvider;
  hospCode?: string | undefined;
  permits?: Permits | undefined;
  children: ReactNode;
}

/** The list controller, the dialog state and the writes, put in context for the views below. */
export function ListBase({ entity, provider, hospCode, permits = permitsEverything, children }: ListBaseProps) {
  const list = useListController(entity, { provider, hospCode });
  const dialogs = useDialogState();
  const writes = useEntityWrites(entity, provider, hospCode);
  const actions = useActionEnvironment(entity, provider, hospCode, dialogs, filterHospCodeOf(list));
  const added = useAddedRow(list);
  const value = useMemo(() => ({ list, dialogs, writes, permits, actions, added }), [list, dialogs, writes, permits, actions, added]);
  return <ListContext.Provider value={value}>{children}</ListContext.Provider>;
}

/** The hospital chosen in a platform user's filter bar (hospital-scoped lists without a page hospital). */
function filterHospCodeOf(list: ListController): string | undefined {
  const chosen = list.state.applied?.hospCode;
  return typeof chosen === 'string' && chosen !== '' ? chosen : undefined;
}
