// The engine's client without any UI: data providers, query keys, the schema texts' translation,
// export helpers, draft and hospital-memory types. Light on purpose: the console's first chunk
// (i18n, the HTTP feedback, the PDF names) imports it, and must not pull in a screen or its CSS.
export type { EntityDataProvider, Option, PagedQueryInfo, PagedResult, QueryBody, Row, TreeNode } from './data/data-provider';
export { createHttpDataProvider } from './data/http-data-provider';
export type { EngineHttp } from './data/engine-http';
export { createMemoryDataProvider, type MemoryDataOptions } from './data/memory-data-provider';
export { entityQueryKeys, optionsQueryKey } from './data/query-keys';
export { useOptions } from './data/use-options';
export { permitsEverything, type Permits } from './permissions';
export {
  loadEntityEnglish,
  setEntityEnglishSource,
  translateEntityText,
  useEntityText,
  type EntityEnglish,
  type EntityEnglishSource,
} from './i18n/entity-texts';
export { buildExportCsv, EXPORT_DATE_FORMAT, exportColumnsOf, exportFileName, safeCsvCell, UTF8_BOM } from './export/export-csv';
export { downloadTextFile } from './export/download-file';
export type { DraftStorage } from './dialogs/drafts/draft-store';
export type { HospitalMemory } from './hospital/hospital-memory';
