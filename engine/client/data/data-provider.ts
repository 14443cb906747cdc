import type { ImportStep, ImportUpload } from '../import/import-types';
import type { EntitySchema, OptionSource } from '../../schema/entity-types';
import type { LookupOptionsAnswer, LookupOptionsRequest } from '../../schema/lookup-picker';
import type { HistoryAnswer } from '../../schema/row-history';
import type { DraftStorage } from '../dialogs/drafts/draft-store';
import type { HospitalMemory } from '../hospital/hospital-memory';
import type { Option, Row } from './row-types';
import type { FileUploader } from './upload-client';
import type { ListViewStore } from './list-view-client';

export type { Option, Row };

export interface TreeNode extends Row {
  children?: TreeNode[];
}

export interface CallOptions {
  silent?: boolean;
  /**
   * Failures with these envelope codes are not shown by the HTTP layer: the caller shows them
   * itself (an edit dialog resolves a 409 conflict in place instead of a toast).
   */
  quietCodes?: readonly string[];
}

export interface PagedQueryInfo {
  index: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
}

export type QueryBody = { pagedQueryInfo: PagedQueryInfo } & Record<string, unknown>;

export interface PagedResult {
  list: Row[];
  total: number;
  /** `total` is the server's estimate (more rows than it counts exactly: EXACT_TOTAL_BOUND). */
  totalEstimated?: boolean;
  /** Labels of the ids the query's link parameters carry, by parameter and id (lookups; docs/schemas.md). */
  paramLabels?: Record<string, Record<string, string>>;
  /** Counters the page comes with (list.summary), by key: e.g. an inventory plan's planned / counted / loss. */
  summary?: Record<string, number | null>;
}

/**
 * Everything the engine's screens need from a back end. Views never call axios: the console
 * passes an HTTP implementation (engine/client/data/http-data-provider.ts); stories and unit tests
 * pass an in-memory one. Calls resolve with the envelope's `data` and reject on any failure (the
 * HTTP implementation has already shown the server's message by then).
 */
export interface EntityDataProvider {
  query(entity: EntitySchema, body: QueryBody): Promise<PagedResult>;
  detail(entity: EntitySchema, key: { id: string; hospCode?: string }): Promise<Row>;
  add(entity: EntitySchema, record: Record<string, unknown>): Promise<unknown>;
  /** Rejects with the envelope's `{code, msg, data}` (a 409 names the conflicting rows). */
  update(entity: EntitySchema, record: Record<string, unknown>, options?: CallOptions): Promise<unknown>;
  remove(entity: EntitySchema, key: { id: string; hospCode?: string }): Promise<unknown>;
  batchUpdate(entity: EntitySchema, body: { idList: string[] } & Record<string, unknown>, options?: CallOptions): Promise<unknown>;
  treeQuery(entity: EntitySchema, params: { hospCode?: string }): Promise<TreeNode[]>;
  /** A named action of the schema (`actions[].name`), e.g. resetPass. */
  action(entity: EntitySchema, name: string, body: Record<string, unknown>, options?: CallOptions): Promise<unknown>;
  /**
   * A declared endpoint of the schema (`endpoints[].name`): POST with a body, GET with query
   * parameters. `silent` leaves showing a failure to the caller (per-row progress lists).
   */
  call<T = unknown>(entity: EntitySchema, endpoint: string, body: Record<string, unknown>, options?: CallOptions): Promise<T>;
  /** Options of a select: dictionary by key, selector resource, or a static list. */
  options(source: OptionSource, context: { hospCode?: string }): Promise<Option[]>;
  /**
   * The records a lookup field may name (`{value: id, label}`), by a part of the label and a page,
   * or the labels of given ids: the lookup picker's call (engine/schema/lookup-picker.ts). Absent:
   * lookup fields are typed as ids.
   */
  lookupOptions?(entity: EntitySchema, request: LookupOptionsRequest): Promise<LookupOptionsAnswer>;
  /** A row's history (`<endpoint>/history`, engine/schema/row-history.ts). Absent: rows show no 历史. */
  history?(entity: EntitySchema, key: { id: string; hospCode?: string }): Promise<HistoryAnswer>;
  /** Writes one logged change's old values back (`<endpoint>/revert`); rejects like update (a 409 when the row changed since). */
  revert?(entity: EntitySchema, body: { id: string; logId: string; rowVersion: number; hospCode?: string }): Promise<unknown>;
  /**
   * Import (issue 29): sends a spreadsheet to the entity's import upload, then its dry run and
   * import calls (`check`, `run`). Absent: the list offers no 导入.
   */
  importFile?(entity: EntitySchema, file: Blob, params: { fileName: string; hospCode?: string | undefined }): Promise<ImportUpload>;
  importCall?<T>(entity: EntitySchema, step: ImportStep, body: Record<string, unknown>): Promise<T>;
  /** Sends one file for an upload widget (the signed-policy flow, docs/uploads.md). */
  upload: FileUploader;
  /** Where open dialogs' drafts are kept (per account in the console); without it, drafts are not kept. */
  drafts?: DraftStorage;
  /** The hospital last chosen on each hospital-scoped screen (per account in the console); without it, none is. */
  hospitalMemory?: HospitalMemory;
  /** Saved views of the list screens (per account on the server); without it, lists offer none. */
  listViews?: ListViewStore;
}
