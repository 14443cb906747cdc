/**
 * POST /db/laws/query-relation-menu-laws's answer (server/documents/related-manual.ts): the manual
 * related to a page's menu, for the top bar's button; all null when the page has none.
 */
export interface RelatedManual {
  id: string | null;
  fileName: string | null;
  filePath: string | null;
}
