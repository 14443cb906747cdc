import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider, Row } from '../data/data-provider';
import { entityQueryKeys } from '../data/query-keys';
import { searchRows } from './keyword-search';
import { initialListState, isFilterLocked, listReducer, type FilterValue, type ListSort, type ListState } from './list-reducer';
import { useBatchSelection, type BatchSelection } from './use-batch-selection';
import { useListHospitalMemory } from './use-list-hospital-memory';
import { useListQuery } from './use-list-query';
import { useInitialUrlListState, useUrlListSync } from './use-url-list-state';

export interface ListControllerOptions {
  provider: EntityDataProvider;
  /** The page's hospital (hosp_code): sent with hospital-scoped calls and part of every query key. */
  hospCode?: string | undefined;
}

export interface ListController {
  entity: EntitySchema;
  provider: EntityDataProvider;
  hospCode: string | undefined;
  state: ListState;
  /** The loaded page after the in-table keyword search. */
  rows: Row[];
  /** The loaded page as the server sent it. */
  pageRows: Row[];
  total: number;
  /** The total is an estimate: the pager says 共 10,000+ 条 instead of a count. */
  totalEstimated: boolean;
  /** What the link parameters' ids stand for (the server's paramLabels), for the condition bar. */
  paramLabels: Record<string, Record<string, string>>;
  /** The query answer's counters (list.summary); empty when the answer has none. */
  summary: Record<string, number | null>;
  loading: boolean;
  batch: BatchSelection;
  setDraftFilter(field: string, value: FilterValue | undefined): void;
  isFilterDisabled(field: string): boolean;
  /** 查询: applies the draft filters and goes back to page 1. */
  search(): void;
  reset(): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setSort(sort: ListSort | undefined): void;
  setKeyword(keyword: string): void;
  toggleAdvanced(): void;
  refresh(): void;
  /** After a write: every cached list, tree and detail of this entity in this hospital. */
  invalidate(): Promise<void>;
}

const NO_LABELS: Record<string, Record<string, string>> = {};
const NO_SUMMARY: Record<string, number | null> = {};

const sameQuery = (before: ListState, after: ListState): boolean =>
  before.page === after.page && JSON.stringify(before.applied) === JSON.stringify(after.applied);

/**
 * The list screen's logic without any UI (react-admin's useListController): filters (draft and
 * applied), page, sort, batch mode and selection, keyword search, URL sync and the query.
 */
export function useListController(entity: EntitySchema, { provider, hospCode }: ListControllerOptions): ListController {
  const url = useInitialUrlListState(entity);
  const [state, dispatch] = useReducer(listReducer, undefined, () => initialListState(entity.list?.filters ?? [], url));
  useUrlListSync(entity, state, dispatch);
  useListHospitalMemory(entity, provider, hospCode, state, dispatch);
  const { result, loading, refetch } = useListQuery(entity, provider, hospCode, state);
  const batch = useBatchSelection(state, dispatch);
  useEffect(() => dispatch({ type: 'rowsLoaded', rows: result.list }), [result.list]);
  const queryClient = useQueryClient();
  const rows = useMemo(() => searchRows(result.list, state.keyword), [result.list, state.keyword]);

  const invalidate = useCallback(
    () => queryClient.invalidateQueries({ queryKey: entityQueryKeys(entity).scope(hospCode) }),
    [queryClient, entity, hospCode],
  );
  const isFilterDisabled = useCallback((field: string) => isFilterLocked(state, field), [state]);

  return useMemo(
    () => ({
      entity,
      provider,
      hospCode,
      state,
      rows,
      pageRows: result.list,
      total: result.total,
      totalEstimated: result.totalEstimated === true,
      paramLabels: result.paramLabels ?? NO_LABELS,
      summary: result.summary ?? NO_SUMMARY,
      loading,
      batch,
      setDraftFilter: (field, value) => dispatch({ type: 'draftChanged', field, value }),
      isFilterDisabled,
      search: () => {
        dispatch({ type: 'searched' });
        // Same filters on page 1 leave the query key as it was: 查询 still means ask the server again.
        if (sameQuery(state, listReducer(state, { type: 'searched' }))) void refetch();
      },
      reset: () => {
        dispatch({ type: 'reset' });
        if (sameQuery(state, listReducer(state, { type: 'reset' }))) void refetch();
      },
      setPage: (page) => dispatch({ type: 'pageChanged', page }),
      setPageSize: (pageSize) => dispatch({ type: 'pageSizeChanged', pageSize }),
      setSort: (sort) => dispatch({ type: 'sortChanged', sort }),
      setKeyword: (keyword) => dispatch({ type: 'keywordChanged', keyword }),
      toggleAdvanced: () => dispatch({ type: 'advancedToggled' }),
      refresh: () => void refetch(),
      invalidate,
    }),
    [entity, provider, hospCode, state, rows, result, loading, batch, isFilterDisabled, refetch, invalidate],
  );
}
