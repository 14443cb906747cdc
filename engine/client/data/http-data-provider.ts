import type { EntitySchema, OperationName, OptionSource } from '../../schema/entity-types';
import { operationMethod, operationPath } from '../../schema/operation-endpoints';
import { LOOKUP_OPTIONS_PATH, type LookupOptionsAnswer } from '../../schema/lookup-picker';
import { ROW_HISTORY_PATH, ROW_REVERT_PATH, type HistoryAnswer } from '../../schema/row-history';
import type { CallOptions, EntityDataProvider, Option, PagedResult, Row, TreeNode } from './data-provider';
import { createPolicyUploader } from './upload-client';
import { createListViewStore } from './list-view-client';
import type { EngineHttp, RequestConfig } from './engine-http';
import type { ImportStep, ImportUpload } from '../import/import-types';

/** The request config of a write's call options; none when there are none (the call is sent as before). */
function writeConfig({ silent, quietCodes }: CallOptions = {}): RequestConfig | undefined {
  if (!silent && !quietCodes?.length) return undefined;
  return { ...(silent ? { silent } : {}), ...(quietCodes?.length ? { quietCodes } : {}) };
}

/** Selector types of GET /api/selector/{type}/{resource} (server/selectors/selector-sources.ts). */
const DICTIONARY_SELECTOR = '0';
const RESOURCE_SELECTOR = '1';

/** Fills a path's `:param` segments from the body; what is left is sent as the body (or query). */
function fillPath(path: string, body: Record<string, unknown>): [string, Record<string, unknown>] {
  const rest: Record<string, unknown> = { ...body };
  const url = path.replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value ?? ''));
  });
  return [url, rest];
}

const stringParams = (values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

/**
 * Sends an operation where the schema serves it: POST `<endpoint>/<operation>`, the path of a
 * declared endpoint serving it, or the method and path of its `operationRoutes` entry
 * (`DELETE /api/quartz-job/jobs/:id`, the id taken from the body).
 */
function sendOperation<T>(
  http: EngineHttp,
  entity: EntitySchema,
  operation: OperationName,
  body: Record<string, unknown>,
  options?: CallOptions,
): Promise<T> {
  const [url, rest] = fillPath(operationPath(entity, operation), body);
  const method = operationMethod(entity, operation);
  const config = writeConfig(options);
  if (method === 'POST') return config ? http.post<T>(url, rest, config) : http.post<T>(url, rest);
  if (method === 'GET') return http.get<T>(url, { params: stringParams(rest) });
  const { put, delete: remove } = http;
  if (method === 'PUT' && put) return config ? put<T>(url, rest, config) : put<T>(url, rest);
  if (method === 'DELETE' && remove) return remove<T>(url, { params: stringParams(rest) });
  return Promise.reject(new Error(`This HTTP client cannot send ${method} (${entity.name} ${operation})`));
}

/** Hospital-scoped entities carry hospCode in every call; platform ones only when they have it. */
function withHospCode<T extends Record<string, unknown>>(body: T, hospCode: string | undefined): T {
  return hospCode === undefined ? body : { ...body, hospCode };
}

/** The engine's data provider over the real back end (the console passes its one HTTP client). */
export function createHttpDataProvider(http: EngineHttp): EntityDataProvider {
  return {
    query: (entity, body) => sendOperation<PagedResult>(http, entity, 'query', body),
    detail: (entity, { id, hospCode }) => sendOperation<Row>(http, entity, 'detail', withHospCode({ id }, hospCode)),
    add: (entity, record) => sendOperation(http, entity, 'add', record),
    update: (entity, record, options) => sendOperation(http, entity, 'update', record, options),
    remove: (entity, { id, hospCode }) => sendOperation(http, entity, 'delete', withHospCode({ id }, hospCode)),
    batchUpdate: (entity, body, options) => sendOperation(http, entity, 'batchUpdate', body, options),
    treeQuery: (entity, { hospCode }) =>
      http.get<TreeNode[]>(operationPath(entity, 'treeQuery'), hospCode === undefined ? {} : { params: { hospCode } }),
    action: (entity, name, body, options) => {
      const config = writeConfig(options);
      return config ? http.post(`${entity.endpoint}/${name}`, body, config) : http.post(`${entity.endpoint}/${name}`, body);
    },
    history: (entity, { id, hospCode }) =>
      http.post<HistoryAnswer>(`${entity.endpoint}/${ROW_HISTORY_PATH}`, withHospCode({ id }, hospCode)),
    revert: (entity, body) => http.post(`${entity.endpoint}/${ROW_REVERT_PATH}`, body),
    call: <T>(entity: EntitySchema, name: string, body: Record<string, unknown>, options: { silent?: boolean } = {}) => {
      const endpoint = entity.endpoints?.find((item) => item.name === name);
      if (!endpoint) return Promise.reject(new Error(`${entity.name} has no endpoint ${name}`));
      // `:param` segments of the path are filled from the body and not sent twice.
      const [url, rest] = fillPath(endpoint.path ?? `${entity.endpoint}/${endpoint.name}`, body);
      if ((endpoint.method ?? 'POST') === 'GET') {
        return http.get<T>(url, { params: stringParams(rest), ...(options.silent ? { silent: true } : {}) });
      }
      return http.post<T>(url, rest, options.silent ? { silent: true } : undefined);
    },
    options: (source, { hospCode }) => loadOptions(http, source, hospCode),
    lookupOptions: (entity, request) => http.post<LookupOptionsAnswer>(`${entity.endpoint}/${LOOKUP_OPTIONS_PATH}`, request),
    // The file goes as the raw body (the server tells .xlsx from .csv by its bytes), the rest in the query.
    importFile: (entity, file, { fileName, hospCode }) => {
      const query = new URLSearchParams({ fileName, ...(hospCode === undefined ? {} : { hospCode }) });
      const body = new Blob([file], { type: 'application/octet-stream' });
      return http.post<ImportUpload>(`${entity.endpoint}/import/upload?${query}`, body, {
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    importCall: <T>(entity: EntitySchema, step: ImportStep, body: Record<string, unknown>) =>
      http.post<T>(`${entity.endpoint}/import/${step}`, body, { quietCodes: ['002'] }),
    upload: (file, options) => {
      const { postForm } = http;
      if (!postForm) return Promise.reject(new Error('This HTTP client cannot send files (no postForm)'));
      return createPolicyUploader({
        post: (url, body) => http.post(url, body),
        postForm: (url, form, config) => postForm(url, form, config),
      })(file, options);
    },
    listViews: createListViewStore(http),
  };
}

async function loadOptions(http: EngineHttp, source: OptionSource, hospCode: string | undefined): Promise<Option[]> {
  if ('values' in source) return source.values;
  if ('dictionary' in source) return http.get<Option[]>(`/api/selector/${DICTIONARY_SELECTOR}/${encodeURIComponent(source.dictionary)}`);
  if ('resource' in source) {
    const url = `/api/selector/${source.type ?? RESOURCE_SELECTOR}/${encodeURIComponent(source.resource)}`;
    return http.get<Option[]>(url, hospCode === undefined ? {} : { params: { hospCode } });
  }
  // `{ tree: 'self' }`: the entity's own tree, which the screens pass to the form as treeData.
  return [];
}
