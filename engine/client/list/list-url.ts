import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type EntitySchema, type FieldDef } from '../../schema/entity-types';
import { allFields } from '../../schema/system-fields';
import type { FilterValue, FilterValues, ListState, UrlListState } from './list-reducer';

/**
 * Filters, page, page size and sort live in the URL's search params, under the fields' own wire
 * names, so a list survives reload and can be shared. Other params (hosp_code, ...) are untouched.
 */

/** Seed 001 section 9: an id parameter counts only when it has exactly 24 characters. */
export const ID_PARAM_LENGTH = 24;
const PAGE = 'page';
const PAGE_SIZE = 'pageSize';
const SORT_FIELD = 'sortField';
const SORT_ORDER = 'sortOrder';

export const pageSizesOf = (entity: EntitySchema): number[] => entity.list?.pageSizes ?? PAGE_SIZES;

/** Every field the filter bar offers, plus id (the shared-link parameter). */
export function filterFieldsOf(entity: EntitySchema): string[] {
  const list = entity.list;
  return [...new Set([...(list?.filters ?? []), ...(list?.advancedFilters ?? []), 'id'])];
}

export function sortableFieldsOf(entity: EntitySchema): string[] {
  return (entity.list?.columns ?? []).flatMap((column) => (typeof column !== 'string' && column.sortable ? [column.field] : []));
}

export const isRangeFilter = (field: FieldDef | undefined): boolean => field?.filter === 'range';

const ownedKeys = (entity: EntitySchema): string[] => [...filterFieldsOf(entity), PAGE, PAGE_SIZE, SORT_FIELD, SORT_ORDER];

function parseValue(field: FieldDef | undefined, values: string[]): FilterValue | undefined {
  const [first, second] = values;
  // A numeric range may leave its start open (≥ 1000 ms): ['', '1000'] is a range, ['', ''] none.
  if (isRangeFilter(field))
    return first === undefined || second === undefined || (first === '' && second === '') ? undefined : [first, second];
  if (first === undefined || first === '') return undefined;
  if (field?.type === 'boolean') return first === 'true' ? true : first === 'false' ? false : undefined;
  if (field?.type === 'integer' || field?.type === 'number') {
    const number = Number(first);
    return Number.isFinite(number) ? number : undefined;
  }
  return first;
}

export function readListUrl(entity: EntitySchema, params: URLSearchParams): UrlListState {
  const fields = allFields(entity);
  const filters: FilterValues = {};
  for (const name of filterFieldsOf(entity)) {
    const value = parseValue(fields[name], params.getAll(name));
    if (value === undefined) continue;
    if (name === 'id' && (typeof value !== 'string' || value.length !== ID_PARAM_LENGTH)) continue;
    filters[name] = value;
  }
  const page = Number(params.get(PAGE));
  const pageSize = Number(params.get(PAGE_SIZE));
  const sortField = params.get(SORT_FIELD);
  const sortOrder = params.get(SORT_ORDER);
  const sorted = sortField !== null && sortableFieldsOf(entity).includes(sortField) && (sortOrder === 'asc' || sortOrder === 'desc');
  const mentioned = ownedKeys(entity).some((key) => params.has(key));
  return {
    filters,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: pageSizesOf(entity).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    ...(sorted ? { sort: { field: sortField, order: sortOrder } } : {}),
    queried: mentioned || entity.list?.queryOnLoad !== false,
  };
}

/** The search params with this list's part replaced by the applied state (nothing before a query). */
export function writeListUrl(
  entity: EntitySchema,
  params: URLSearchParams,
  state: Pick<ListState, 'applied' | 'page' | 'pageSize' | 'sort'>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ownedKeys(entity)) next.delete(key);
  if (state.applied === null) return next;
  for (const [name, value] of Object.entries(state.applied)) {
    if (Array.isArray(value))
      value.forEach((part) => {
        next.append(name, part);
      });
    else next.set(name, String(value));
  }
  if (state.page !== 1) next.set(PAGE, String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) next.set(PAGE_SIZE, String(state.pageSize));
  if (state.sort) {
    next.set(SORT_FIELD, state.sort.field);
    next.set(SORT_ORDER, state.sort.order);
  }
  return next;
}

/** This list's part of the params, in a canonical order: equal strings mean nothing to sync. */
export function listUrlKey(entity: EntitySchema, params: URLSearchParams): string {
  const owned = new Set(ownedKeys(entity));
  return [...params.entries()]
    .filter(([key]) => owned.has(key))
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('&');
}
