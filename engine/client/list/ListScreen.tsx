import type { EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider } from '../data/data-provider';
import type { Permits } from '../permissions';
import { ListBase } from './ListBase';
import { ListView } from './ListView';

export interface ListScreenProps {
  entity: EntitySchema;
  provider: EntityDataProvider;
  hospCode?: string | undefined;
  permits?: Permits | undefined;
}

/** A schema's list screen: the headless list (ListBase) with its Arco view (ListView). */
export function ListScreen({ entity, provider, hospCode, permits }: ListScreenProps) {
  return (
    <ListBase entity={entity} provider={provider} hospCode={hospCode} permits={permits}>
      <ListView />
    </ListBase>
  );
}
