import type { EngineHttp } from './engine-http';

/**
 * Saved views of a list screen (issue 29), kept by the server per entity, hospital and account:
 * POST /api/list-views/{query,save,delete,default} (server/list-views/).
 */

export type ListViewScope = 'me' | 'role' | 'all';

/** What a view restores: applied filters (basic and advanced), sort, visible columns, page size. */
export interface ListViewState {
  filters: Record<string, unknown>;
  sort?: { field: string; order: 'asc' | 'desc' };
  columns?: string[];
  pageSize?: number;
}

export interface SavedListView {
  id: string;
  name: string;
  scope: ListViewScope;
  roleId: string | null;
  /** Saved by the caller: theirs to overwrite and delete. */
  mine: boolean;
  state: ListViewState;
  updated: string;
}

export interface ListViewScreen {
  entity: string;
  hospCode?: string;
}

export interface ListViewSave extends ListViewScreen {
  id?: string;
  name: string;
  scope: ListViewScope;
  roleId?: string;
  state: ListViewState;
}

export interface ListViewStore {
  /** `scopes`: what this caller may save a view with on this screen (the server's rule). */
  query(screen: ListViewScreen): Promise<{ views: SavedListView[]; defaultId: string | null; scopes?: ListViewScope[] }>;
  /** Resolves with the view's id. */
  save(view: ListViewSave): Promise<string>;
  remove(id: string): Promise<unknown>;
  setDefault(screen: ListViewScreen, id: string | null): Promise<unknown>;
}

const BASE = '/api/list-views';

export function createListViewStore(http: EngineHttp): ListViewStore {
  return {
    query: (screen) => http.post(`${BASE}/query`, screen),
    save: (view) => http.post(`${BASE}/save`, view),
    remove: (id) => http.post(`${BASE}/delete`, { id }),
    setDefault: (screen, id) => http.post(`${BASE}/default`, { ...screen, id }),
  };
}
