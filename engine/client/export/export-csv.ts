import dayjs, { type ConfigType } from 'dayjs';
import Papa from 'papaparse';
import type { EntitySchema } from '../../schema/entity-types';
import { allFields } from '../../schema/system-fields';
import type { Row } from '../data/data-provider';
import { cellText, type YesNo } from '../list/cell-text';

export interface ExportColumn {
  field: string;
  title: string;
}

/** Excel reads a UTF-8 CSV as UTF-8 (Chinese intact) only when it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';
/** Seed 002 section 7: prefix, date YYYY-MM-DD-HHmm and row count (kept apart: `…-0831_3条`, not `…-08313`). */
export const EXPORT_DATE_FORMAT = 'YYYY-MM-DD-HHmm';

/** The schema's list.export columns: heading is the item's title or the field's, both translated. */
export function exportColumnsOf(entity: EntitySchema, translate: (text: string) => string): ExportColumn[] {
  const fields = allFields(entity);
  return (entity.list?.export?.fields ?? []).map((item) => {
    const field = typeof item === 'string' ? item : item.field;
    const title = (typeof item === 'string' ? undefined : item.title) ?? fields[field]?.title ?? field;
    return { field, title: translate(title) };
  });
}

/**
 * A spreadsheet reads a cell starting with = + - @ (or tab / carriage return) as a formula; a
 * leading apostrophe keeps it text (OWASP CSV injection).
 */
export function safeCsvCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The CSV text: BOM, a heading row, then one line per row with Desc texts for dictionary fields. */
export function buildExportCsv(entity: EntitySchema, rows: Row[], columns: ExportColumn[], yesNo: YesNo): string {
  const fields = allFields(entity);
  const csv = Papa.unparse({
    fields: columns.map((column) => safeCsvCell(column.title)),
    data: rows.map((row) => columns.map((column) => safeCsvCell(cellText(column.field, fields[column.field], row, yesNo, 'file')))),
  });
  return `${UTF8_BOM}${csv}`;
}

export function exportFileName(
  prefix: string,
  at: ConfigType,
  rowCount: number,
  rowsText: (count: number) => string = (count) => `${count}条`,
): string {
  return `${prefix}${dayjs(at).format(EXPORT_DATE_FORMAT)}_${rowsText(rowCount)}.csv`;
}

export type ExportProblem = 'empty' | 'noColumn';

/** Why an export cannot run: no rows (导出数据为空) or no column ticked (请至少选择一个导出信息列). */
export function exportProblem(rows: Row[], columns: ExportColumn[]): ExportProblem | null {
  if (rows.length === 0) return 'empty';
  if (columns.length === 0) return 'noColumn';
  return null;
}
