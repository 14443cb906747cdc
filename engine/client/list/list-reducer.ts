import { DEFAULT_PAGE_SIZE } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';

/** A filter's value: text, number, boolean, or a [from, to] range of 'YYYY-MM-DD HH:mm:ss'. */
export type FilterValue = string | number | boolean | [string, string];
export type FilterValues = Record<string, FilterValue>;

export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

/** The part of the state the URL holds, so a list survives reload and can be shared. */
export interface UrlListState {
  filters: FilterValues;
  page: number;
  pageSize: number;
  sort?: ListSort;
  /** Whether the list has been queried (an applied search), or waits for 查询. */
  queried: boolean;
}

export interface ListState {
  /** What the filter bar shows; becomes `applied` on 查询. */
  draft: FilterValues;
  /** The filters of the query on screen; null until the first query. */
  applied: FilterValues | null;
  page: number;
  pageSize: number;
  sort?: ListSort;
  batchMode: boolean;
  /** Selected rows by id: kept across pages and filter changes while batch mode is on. */
  selected: Record<string, Row>;
  /** In-table keyword search over the loaded page. */
  keyword: string;
  advancedOpen: boolean;
  /** Basic filters are locked while batch mode is on (seed 002 section 4). */
  basicFilters: readonly string[];
}

export type ListAction =
  | { type: 'draftChanged'; field: string; value: FilterValue | undefined }
  | { type: 'searched' }
  | { type: 'reset' }
  | { type: 'pageChanged'; page: number }
  | { type: 'pageSizeChanged'; pageSize: number }
  | { type: 'sortChanged'; sort: ListSort | undefined }
  | { type: 'batchModeChanged'; on: boolean }
  | { type: 'rowsSelected'; rows: Row[]; selected: boolean }
  | { type: 'rowsLoaded'; rows: Row[] }
  | { type: 'rowsForgotten'; ids: string[] }
  | { type: 'keywordChanged'; keyword: string }
  | { type: 'advancedToggled' }
  | { type: 'urlChanged'; url: UrlListState };

/** Advanced filters set by the URL (a shared link, an id parameter) open the advanced panel. */
const namesAdvancedFilter = (url: UrlListState, basicFilters: readonly string[]): boolean =>
  Object.keys(url.filters).some((field) => !basicFilters.includes(field));

export function initialListState(basicFilters: readonly string[], url: UrlListState): ListState {
  return {
    draft: url.filters,
    applied: url.queried ? url.filters : null,
    page: url.page,
    pageSize: url.pageSize,
    ...(url.sort ? { sort: url.sort } : {}),
    batchMode: false,
    selected: {},
    keyword: '',
    advancedOpen: namesAdvancedFilter(url, basicFilters),
    basicFilters,
  };
}

export const EMPTY_URL_STATE: UrlListState = { filters: {}, page: 1, pageSize: DEFAULT_PAGE_SIZE, queried: true };

export const isBlankFilter = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && (value.length !== 2 || value.every((part) => part === '' || part === undefined || part === null)));

/** Drops blank filters, so the query and the URL carry only what the user set. */
export function cleanFilters(values: Record<string, FilterValue | undefined>): FilterValues {
  const clean: FilterValues = {};
  for (const [field, value] of Object.entries(values)) if (value !== undefined && !isBlankFilter(value)) clean[field] = value;
  return clean;
}

export const isFilterLocked = (state: ListState, field: string): boolean => state.batchMode && state.basicFilters.includes(field);

/** Keeps the locked filters' values (batch mode) and clears the rest. */
function resetDraft(state: ListState): FilterValues {
  const kept: FilterValues = {};
  for (const [field, value] of Object.entries(state.draft)) if (isFilterLocked(state, field)) kept[field] = value;
  return kept;
}

function without(values: FilterValues, field: string): FilterValues {
  const { [field]: _removed, ...rest } = values;
  return rest;
}

/** The list screen's state machine: pure, so every rule is tested without a DOM. */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'draftChanged': {
      if (isFilterLocked(state, action.field)) return state;
      const draft =
        action.value === undefined || isBlankFilter(action.value)
          ? without(state.draft, action.field)
          : { ...state.draft, [action.field]: action.value };
      return { ...state, draft };
    }
    case 'searched':
      return { ...state, applied: cleanFilters(state.draft), page: 1 };
    case 'reset': {
      const draft = resetDraft(state);
      return { ...state, draft, applied: draft, page: 1 };
    }
    case 'pageChanged':
      return { ...state, page: Math.max(1, action.page) };
    case 'pageSizeChanged':
      return { ...state, pageSize: action.pageSize, page: 1 };
    case 'sortChanged': {
      const { sort: _previous, ...rest } = state;
      return action.sort ? { ...rest, sort: action.sort, page: 1 } : { ...rest, page: 1 };
    }
    case 'batchModeChanged':
      return { ...state, batchMode: action.on, selected: action.on ? state.selected : {} };
    case 'rowsSelected': {
      if (!state.batchMode) return state;
      const selected = { ...state.selected };
      for (const row of action.rows) {
        if (action.selected) selected[row.id] = row;
        else delete selected[row.id];
      }
      return { ...state, selected };
    }
    case 'rowsLoaded': {
      // A selected row seen again (after an edit, on another page) is kept as the server now has it,
      // so batch edit and export work on current values, not on the copy taken when it was ticked.
      const fresh = action.rows.filter((row) => state.selected[row.id] && state.selected[row.id] !== row);
      if (fresh.length === 0) return state;
      const selected = { ...state.selected };
      for (const row of fresh) selected[row.id] = row;
      return { ...state, selected };
    }
    case 'rowsForgotten': {
      const selected = { ...state.selected };
      for (const id of action.ids) delete selected[id];
      return { ...state, selected };
    }
    case 'keywordChanged':
      return { ...state, keyword: action.keyword };
    case 'advancedToggled':
      return { ...state, advancedOpen: !state.advancedOpen };
    case 'urlChanged': {
      const { url } = action;
      const { sort: _previous, ...rest } = state;
      return {
        ...rest,
        ...(url.sort ? { sort: url.sort } : {}),
        draft: url.filters,
        applied: url.queried ? url.filters : null,
        page: url.page,
        pageSize: url.pageSize,
        advancedOpen: state.advancedOpen || namesAdvancedFilter(url, state.basicFilters),
      };
    }
  }
}
