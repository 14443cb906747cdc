import type { ReactNode } from 'react';
import type { FieldDef } from '../../../schema/entity-types';
import type { Row } from '../../data/data-provider';
import type { YesNo } from '../cell-text';

// The contract of a cell renderer, apart from the registry: the cells loaded later (ImageCell,
// ObjectListCell) need it without importing the module that loads them.

export interface CellProps {
  name: string;
  field: FieldDef | undefined;
  row: Row;
  yesNo: YesNo;
}

export type CellRenderer = (props: CellProps) => ReactNode;
