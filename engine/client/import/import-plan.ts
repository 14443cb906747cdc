import Papa from 'papaparse';
import type { RefusedRow } from './import-types';

/**
 * The import dialog's bookkeeping without React: the mapping remembered per entity (by header
 * text, in this browser), the chunks a row-by-row import is sent in, and the refused rows' CSV.
 */

const memoryKey = (entity: string) => `engine-import-mapping:${entity}`;

/** The suggested mapping with the columns this entity's last import mapped by the same header on top. */
export function rememberedMapping(entity: string, headers: readonly string[], suggested: readonly (string | null)[], fields: readonly string[], storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): (string | null)[] {
  let memory: Record<string, string | null> = {};
  try {
    memory = JSON.parse(storage?.getItem(memoryKey(entity)) ?? '{}') as Record<string, string | null>;
  } catch {
    memory = {};
  }
  const mapping = headers.map((header, index) => {
    const remembered = memory[header];
    if (remembered === null) return null;
    return remembered !== undefined && fields.includes(remembered) ? remembered : (suggested[index] ?? null);
  });
  // A field chosen twice keeps its first column only.
  return mapping.map((name, index) => (name !== null && mapping.indexOf(name) !== index ? null : name));
}

export function rememberMapping(entity: string, headers: readonly string[], mapping: readonly (string | null)[], storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(memoryKey(entity), JSON.stringify(Object.fromEntries(headers.map((header, index) => [header, mapping[index] ?? null]))));
  } catch {
    // A full or blocked storage only loses the memory.
  }
}

/** Rows per call of a row-by-row import: the progress bar moves after each. */
export const CHUNK_ROWS = 250;

/** The refused rows as a CSV a spreadsheet opens (UTF-8 with its BOM, for Excel). */
export function refusedCsv(rows: readonly RefusedRow[], titles: { row: string; message: string }): string {
  return `\uFEFF${Papa.unparse({ fields: [titles.row, titles.message], data: rows.map((row) => [row.row, row.message]) })}`;
}
