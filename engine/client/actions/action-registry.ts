import type { ComponentType } from 'react';
import type { CustomActionDef, EntitySchema } from '../../schema/entity-types';
import { createRegistry } from '../../schema/registry';
import type { EntityDataProvider, Row } from '../data/data-provider';

/** What a bespoke action component (a wizard, a binding dialog) gets from the screen. */
export interface ActionComponentProps {
  entity: EntitySchema;
  action: CustomActionDef;
  provider: EntityDataProvider;
  hospCode: string | undefined;
  /** The hospital chosen in the list's filter bar, when the page has none: preselect it where a hospital is asked. */
  filterHospCode?: string | undefined;
  /** The row of a row action. */
  row?: Row | undefined;
  /** The selection of a selection action. */
  rows?: Row[] | undefined;
  onClose(): void;
  /** Re-query the list after a change. */
  onDone(): void;
}

/** What an expanded-row panel (e.g. the role's menu and permission binding tabs) gets. */
export interface ExpandedPanelProps {
  entity: EntitySchema;
  row: Row;
  provider: EntityDataProvider;
  hospCode: string | undefined;
}

/**
 * Bespoke action components by the name a schema gives (`actions[].component` of kind custom).
 * Registered by the console's screens at import; a taken name is refused unless overridden.
 */
export const actionComponents = createRegistry<ComponentType<ActionComponentProps>>('Action component');

/** Expanded-row panels by the name a schema gives (`list.expanded.panels`). */
export const expandedPanels = createRegistry<ComponentType<ExpandedPanelProps>>('Expanded-row panel');

export function registerActionComponent(
  name: string,
  component: ComponentType<ActionComponentProps>,
  options: { override?: boolean } = {},
): void {
  actionComponents.register(name, component, options);
}

export function registerExpandedPanel(
  name: string,
  component: ComponentType<ExpandedPanelProps>,
  options: { override?: boolean } = {},
): void {
  expandedPanels.register(name, component, options);
}
