import type { ReactNode } from 'react';
import type { FieldDef } from '../../../schema/entity-types';
import type { EntityDataProvider } from '../../data/data-provider';
import type { FilterValue } from '../list-reducer';

// The contract of a filter widget, apart from the registry: the widgets loaded later
// (number-filters, date-filters) need it without importing the module that loads them.

export interface FilterWidgetProps {
  name: string;
  field: FieldDef;
  value: FilterValue | undefined;
  onChange(value: FilterValue | undefined): void;
  /** Enter in a filter input runs the query (seed 002 section 9). */
  onEnter(): void;
  disabled: boolean;
  placeholder: string;
  provider: EntityDataProvider;
  hospCode: string | undefined;
}

export type FilterWidget = (props: FilterWidgetProps) => ReactNode;
