import { DEFAULT_PAGE_SIZE, type EntitySchema } from '../../../schema/entity-types';
import type { ListViewState } from '../../data/list-view-client';
import type { FilterValues, ListState } from '../list-reducer';
import { filterFieldsOf, pageSizesOf, readListUrl, sortableFieldsOf, writeListUrl } from '../list-url';

/**
 * Saved views meet the URL here (issue 29). The list's state already lives in the URL; a view
 * adds the visible columns (`columns`, comma separated) and a view link (`view=<id>`), which the
 * list replaces by the view's state when it opens. Pure functions of the entity and the params.
 */

export const VIEW_PARAM = 'view';
export const COLUMNS_PARAM = 'columns';

/** Every column the schema lists, by field name. */
export const columnNamesOf = (entity: EntitySchema): string[] =>
  (entity.list?.columns ?? []).map((column) => (typeof column === 'string' ? column : column.field));

/** The columns chosen in the URL, in the schema's order; undefined: all of them. */
export function visibleColumnsOf(entity: EntitySchema, params: URLSearchParams): string[] | undefined {
  const chosen = params.get(COLUMNS_PARAM);
  if (chosen === null) return undefined;
  const names = new Set(chosen.split(','));
  const visible = columnNamesOf(entity).filter((name) => names.has(name));
  return visible.length > 0 ? visible : undefined;
}

/** The params showing the columns (all of them: no parameter). */
export function withColumns(entity: EntitySchema, params: URLSearchParams, columns: string[] | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  const known = columns?.filter((name) => columnNamesOf(entity).includes(name));
  if (!known || known.length === 0 || known.length === columnNamesOf(entity).length) next.delete(COLUMNS_PARAM);
  else next.set(COLUMNS_PARAM, known.join(','));
  return next;
}

/** What the list shows now, as a view saves it: the applied filters, sort, page size and columns. */
export function viewStateOf(
  entity: EntitySchema,
  state: Pick<ListState, 'applied' | 'draft' | 'pageSize' | 'sort'>,
  params: URLSearchParams,
): ListViewState {
  const columns = visibleColumnsOf(entity, params);
  return {
    filters: { ...(state.applied ?? state.draft) },
    ...(state.sort ? { sort: state.sort } : {}),
    ...(columns ? { columns } : {}),
    ...(state.pageSize !== DEFAULT_PAGE_SIZE ? { pageSize: state.pageSize } : {}),
  };
}

/**
 * The params that open a view: its filters (only fields the screen still filters by, read back
 * as the URL would be), sort, page size and columns, on page 1; the view link itself is dropped.
 * A view saved before the schema changed opens with what still applies.
 */
export function paramsOfView(entity: EntitySchema, params: URLSearchParams, view: ListViewState): URLSearchParams {
  const known = new Set(filterFieldsOf(entity));
  const filters = Object.fromEntries(Object.entries(view.filters).filter(([name]) => known.has(name))) as FilterValues;
  const sort = view.sort && sortableFieldsOf(entity).includes(view.sort.field) ? view.sort : undefined;
  const pageSize = view.pageSize !== undefined && pageSizesOf(entity).includes(view.pageSize) ? view.pageSize : DEFAULT_PAGE_SIZE;
  const written = writeListUrl(entity, params, { applied: filters, page: 1, pageSize, ...(sort ? { sort } : {}) });
  // Read back and written again: a value of the wrong type for its field is dropped as from a link.
  const checked = readListUrl(entity, written);
  const next = withColumns(
    entity,
    writeListUrl(entity, written, {
      applied: checked.filters,
      page: 1,
      pageSize: checked.pageSize,
      ...(checked.sort ? { sort: checked.sort } : {}),
    }),
    view.columns,
  );
  next.delete(VIEW_PARAM);
  return next;
}

/** Does the URL say what to show (a link, a reload), so the default view must not replace it? */
export function urlNamesListState(entity: EntitySchema, params: URLSearchParams): boolean {
  const listKeys = new Set([...filterFieldsOf(entity), 'page', 'pageSize', 'sortField', 'sortOrder', COLUMNS_PARAM, VIEW_PARAM]);
  return [...params.keys()].some((key) => listKeys.has(key));
}

/** The view's link: this screen's address with the view's id and the params that are not the list's own (a hospital, a link parameter). */
export function viewLink(
  entity: EntitySchema,
  location: { origin: string; pathname: string },
  params: URLSearchParams,
  id: string,
): string {
  const kept = writeListUrl(entity, withColumns(entity, params, undefined), { applied: null, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  kept.set(VIEW_PARAM, id);
  return `${location.origin}${location.pathname}?${kept.toString()}`;
}
