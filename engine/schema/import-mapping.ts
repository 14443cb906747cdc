import type { EntitySchema, FieldDef } from './entity-types';
import { dialogFields } from './dialog-json-schema';
import { allFields } from './system-fields';

/**
 * Import (issue 29): which columns of a spreadsheet are the header, which field each column
 * fills, and the value a cell's text stands for. Pure, so the server's parser and the dry run
 * share it and unit tests need no database.
 */

/** A field a column may fill: the add dialog's own fields, not the hospital (the call names it). */
export interface ImportField {
  name: string;
  title: string;
  titleEn?: string;
}

export function importFields(entity: EntitySchema): ImportField[] {
  const fields = allFields(entity);
  if (!entity.dialogs.add) return [];
  return dialogFields(entity, 'add')
    .flatMap((name) => {
      const field = fields[name];
      return name !== 'hospCode' && field && !field.readOnly && field.store !== 'password-hash' && !field.virtual ? [{ name, field }] : [];
    })
    .map(({ name, field }) => {
      const title = field.title ?? name;
      const titleEn = entity.english?.[title];
      return { name, title, ...(titleEn ? { titleEn } : {}) };
    });
}

/** A header's text as compared: no spaces, asterisks (required marks) or colons, lower case. */
export const normalizedHeader = (text: string): string => text.replace(/[\s*＊:：]/g, '').toLowerCase();

const namesOf = (field: ImportField) =>
  [field.title, field.titleEn, field.name].filter((name): name is string => !!name).map(normalizedHeader);

/** The field each header names by its Chinese or English title or its name (each field once), or null. */
export function suggestMapping(headers: readonly string[], fields: readonly ImportField[]): (string | null)[] {
  const used = new Set<string>();
  return headers.map((header) => {
    const text = normalizedHeader(header);
    if (!text) return null;
    const field = fields.find((candidate) => !used.has(candidate.name) && namesOf(candidate).includes(text));
    if (!field) return null;
    used.add(field.name);
    return field.name;
  });
}

/**
 * The suggested mapping with the user's own earlier choices on top, by header text (null: that
 * header was left out last time). A field chosen twice keeps its first column only.
 */
export function withRemembered(
  headers: readonly string[],
  suggested: readonly (string | null)[],
  fields: readonly ImportField[],
  memory: Readonly<Record<string, string | null>>,
): (string | null)[] {
  const names = new Set(fields.map((field) => field.name));
  const mapping = headers.map((header, index) => {
    const remembered = Object.hasOwn(memory, header) ? memory[header] : undefined;
    if (remembered === null) return null;
    return remembered !== undefined && names.has(remembered) ? remembered : (suggested[index] ?? null);
  });
  return mapping.map((name, index) => (name !== null && mapping.indexOf(name) !== index ? null : name));
}

/** How many rows from the top are looked at for the header. */
export const HEADER_SEARCH_ROWS = 10;
const isNumeric = (text: string) => /^[-+]?\d+([.,]\d+)*$/.test(text.trim());
const filled = (row: readonly string[]) => row.filter((cell) => cell.trim() !== '');

/**
 * The index of the header row among the first rows: the first row naming the most fields (at
 * least one); failing that, the first row of two or more cells that are all text (no numbers)
 * with data under it. -1: none.
 */
export function findHeaderRow(rows: readonly (readonly string[])[], fields: readonly ImportField[]): number {
  const top = rows.slice(0, HEADER_SEARCH_ROWS);
  let best = -1;
  let bestCount = 0;
  top.forEach((row, index) => {
    const count = suggestMapping(row, fields).filter((name) => name !== null).length;
    if (count > bestCount) [best, bestCount] = [index, count];
  });
  if (best >= 0) return best;
  return top.findIndex((row, index) => filled(row).length >= 2 && filled(row).every((cell) => !isNumeric(cell)) && index < rows.length - 1);
}

const YES = new Set(['是', 'true', '1', 'yes', 'y', '√']);
const NO = new Set(['否', 'false', '0', 'no', 'n', '×']);

/**
 * The value a cell's text stands for in a field, as the add dialog would send it: numbers for
 * numeric fields, true/false for 是/否, an option's value for its label, a list from comma-separated
 * text. Text that is none of these stays text, so the dialog's own rule refuses it with its message.
 * Undefined: the cell is empty (the field is left out, as in an untouched form).
 */
export function cellValue(field: FieldDef, text: string, labels?: ReadonlyMap<string, string>): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (field.type === 'integer' || field.type === 'number') {
    const number = Number(trimmed.replace(/,/g, ''));
    return Number.isFinite(number) && isNumeric(trimmed) ? number : trimmed;
  }
  if (field.type === 'boolean') {
    const lower = trimmed.toLowerCase();
    if (YES.has(lower)) return true;
    if (NO.has(lower)) return false;
    return trimmed;
  }
  if (field.type === 'array')
    return trimmed
      .split(/[,，、;；]/)
      .map((item) => item.trim())
      .filter((item) => item !== '');
  if (field.options && 'values' in field.options) {
    const option = field.options.values.find((candidate) => candidate.label === trimmed || String(candidate.value) === trimmed);
    return option ? option.value : trimmed;
  }
  return labels?.get(trimmed) ?? trimmed;
}
