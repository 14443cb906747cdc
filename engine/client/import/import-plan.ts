import Papa from 'papaparse';
import type { RefusedRow } from './import-types';

/**
 * The import dialog's bookkeeping without React: the chunks a row-by-row import is sent in, and
 * the refused rows' CSV. (The mapping is remembered per account on the server: engine/server/import-store.ts.)
 */

/** Rows per call of a row-by-row import: the progress bar moves after each. */
export const CHUNK_ROWS = 250;

/**
 * The refused rows as a CSV a spreadsheet opens (UTF-8 with its BOM, for Excel): the row number and
 * the reason, then the row's own cells under the file's headers, so it can be corrected and imported
 * again (the two added columns map to no field).
 */
export function refusedCsv(rows: readonly RefusedRow[], titles: { row: string; message: string }, headers: readonly string[]): string {
  return `\uFEFF${Papa.unparse({ fields: [titles.row, titles.message, ...headers], data: rows.map((row) => [row.row, row.message, ...headers.map((_header, index) => row.cells?.[index] ?? '')]) })}`;
}
