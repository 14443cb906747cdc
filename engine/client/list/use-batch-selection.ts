import { useMemo, type Dispatch } from 'react';
import type { Row } from '../data/data-provider';
import type { ListAction, ListState } from './list-reducer';

export interface BatchSelection {
  batchMode: boolean;
  /** Every selected row, from whichever page or filter it was picked on. */
  selectedRows: Row[];
  selectedIds: string[];
  setBatchMode(on: boolean): void;
  selectRows(rows: Row[], selected: boolean): void;
  /** Drops rows that no longer exist (after a delete). */
  forgetRows(ids: string[]): void;
}

/** Batch mode and the id -> row selection map kept across pages and filter changes. */
export function useBatchSelection(state: ListState, dispatch: Dispatch<ListAction>): BatchSelection {
  const selectedRows = useMemo(() => Object.values(state.selected), [state.selected]);
  const selectedIds = useMemo(() => Object.keys(state.selected), [state.selected]);
  return useMemo(
    () => ({
      batchMode: state.batchMode,
      selectedRows,
      selectedIds,
      setBatchMode: (on) => dispatch({ type: 'batchModeChanged', on }),
      selectRows: (rows, selected) => dispatch({ type: 'rowsSelected', rows, selected }),
      forgetRows: (ids) => dispatch({ type: 'rowsForgotten', ids }),
    }),
    [state.batchMode, selectedRows, selectedIds, dispatch],
  );
}
