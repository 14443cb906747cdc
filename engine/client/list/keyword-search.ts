import type { Row } from '../data/data-provider';

function textsOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [String(value)];
}

/**
 * In-table keyword search (seeds 001 and 002): the rows of the loaded page with any field value,
 * Desc texts included, containing the keyword. Case-insensitive; a blank keyword keeps every row.
 */
export function searchRows(rows: Row[], keyword: string): Row[] {
  const wanted = keyword.trim().toLowerCase();
  if (wanted === '') return rows;
  return rows.filter((row) => textsOf(row).some((text) => text.toLowerCase().includes(wanted)));
}
