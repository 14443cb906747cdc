import dayjs from 'dayjs';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { allFields } from '../../engine/schema/system-fields.js';
import type { WireRow } from '../../engine/server/read-ops.js';
import type { PlanSummary } from './plan-summary.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const RECORDS_SHEET = '盘点记录';
export const SUMMARY_SHEET = '盘点汇总';

/** One column of the records sheet: a record field and its Chinese heading (the schema's title). */
export interface SheetColumn {
  field: string;
  title: string;
}

/** The record schema's export columns, so the file and the screen's CSV export agree. */
export function recordColumns(recordEntity: EntitySchema): SheetColumn[] {
  const fields = allFields(recordEntity);
  return (recordEntity.list?.export?.fields ?? []).map((item) => {
    const field = typeof item === 'string' ? item : item.field;
    return { field, title: (typeof item === 'string' ? undefined : item.title) ?? fields[field]?.title ?? field };
  });
}

/** A cell's text: the Desc of dictionary and lookup fields, lists joined, nothing for empty values. */
function cellValue(row: WireRow, field: string): string {
  const desc = row[`${field}Desc`];
  if (typeof desc === 'string' && desc !== '') return desc;
  const value = row[field];
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join('\n');
  return String(value);
}

export interface PlanWorkbookInput {
  plan: WireRow;
  summary: PlanSummary;
  columns: SheetColumn[];
  records: WireRow[];
}

/** The plan's records as an .xlsx: the records sheet (bold heading, filter, frozen first row) and the summary. */
export async function buildPlanWorkbook({ plan, summary, columns, records }: PlanWorkbookInput): Promise<Buffer> {
  // Loaded on the first export, not at start-up: exceljs alone is about 0.3 s of the server's start (issue 17, goal 5).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '医疗设备管理控制台';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(RECORDS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.title, key: column.field, width: Math.max(12, column.title.length * 2 + 4) }));
  // Values go in as plain strings: a text starting with = stays text, never a formula.
  for (const record of records) sheet.addRow(Object.fromEntries(columns.map((column) => [column.field, cellValue(record, column.field)])));
  sheet.getRow(1).font = { bold: true };
  if (columns.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

  const totals = workbook.addWorksheet(SUMMARY_SHEET);
  totals.columns = [
    { header: '项目', key: 'item', width: 16 },
    { header: '内容', key: 'value', width: 40 },
  ];
  const lines: [string, string | number][] = [
    ['盘点计划名称', cellValue(plan, 'planName')],
    ['盘点科室', cellValue(plan, 'deptIds')],
    ['盘点状态', plan.state === '02' ? '已结束' : '盘点中'],
    ['计划开始日期', cellValue(plan, 'planStartDate')],
    ['计划结束日期', cellValue(plan, 'planEndDate')],
    ['应盘', summary.inventoryPlaned],
    ['已盘', summary.inventoryCounted],
    ['盘平', summary.inventoryEquals],
    ['盘盈', summary.inventorySurplus],
    ['盘亏', summary.inventoryLoss],
  ];
  for (const [item, value] of lines) totals.addRow({ item, value });
  totals.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Seed 002 section 7: prefix, date YYYY-MM-DD-HHmm and row count; the plan's name made safe for a file name. */
export function workbookFileName(planName: unknown, count: number, now = dayjs()): string {
  const name = String(planName ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are not allowed in file names, so they are replaced.
    .replace(/[\\/:*?"<>|\x00-\x1f]/g, '_')
    .slice(0, 60);
  return `${RECORDS_SHEET}-${name}-${now.format('YYYY-MM-DD-HHmm')}_${count}条.xlsx`;
}
