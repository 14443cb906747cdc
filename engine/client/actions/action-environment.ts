import type { TFunction } from 'i18next';
import type { ActionDef, EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider, Row } from '../data/data-provider';
import type { DialogRequest } from '../dialogs/dialog-state';

/** What running an action may use: the screen's data, its dialogs, navigation, re-query. */
export interface ActionEnvironment {
  entity: EntitySchema;
  provider: EntityDataProvider;
  hospCode: string | undefined;
  /** The hospital chosen in the list's filter bar (a platform user's hospital-scoped list): a default for components that ask for one. */
  filterHospCode?: string | undefined;
  t: TFunction;
  /** Translates a schema text into the current language. */
  text(zh: string): string;
  openDialog(request: DialogRequest): void;
  navigate(path: string): void;
  /** Re-query the entity in this hospital (lists, trees). */
  refresh(): Promise<void>;
}

export interface ActionRunTarget {
  row?: Row | undefined;
  rows?: Row[] | undefined;
  /** The chooser's value, once chosen. */
  choice?: unknown;
  /** The question was already asked (a `next` action's question, or a progress dialog). */
  confirmed?: boolean;
}

/** How one kind of action runs; the engine's kinds are registered below, others may be added. */
export type ActionKindHandler = (action: ActionDef, target: ActionRunTarget, env: ActionEnvironment) => void;
