import type { ComponentType } from 'react';
import type { EntitySchema } from '../schema/entity-types';
import type { EntityDataProvider } from './data/data-provider';
import { ListScreen } from './list/ListScreen';
import type { Permits } from './permissions';
import { createRegistry, lazyComponent } from './registry';

export interface ScreenProps {
  entity: EntitySchema;
  provider: EntityDataProvider;
  /** The page's hospital (hosp_code of the URL). */
  hospCode?: string | undefined;
  permits?: Permits | undefined;
}

export type ScreenComponent = ComponentType<ScreenProps>;

/**
 * Screens by schema kind; a duplicate kind is refused unless registered with { override: true }.
 * The tree screen (and Arco's Tree under it) loads the first time a tree schema renders: most
 * screens are lists.
 */
export const screenRegistry = createRegistry<ScreenComponent>('Screen kind', {
  list: ListScreen,
  tree: lazyComponent(() => import('./tree/TreeScreen').then((m) => m.TreeScreen)),
});

export function registerScreen(kind: string, screen: ScreenComponent, options: { override?: boolean } = {}): void {
  screenRegistry.register(kind, screen, options);
}
