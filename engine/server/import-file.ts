import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { EntityError } from './entity-context';

/**
 * An import's file (.xlsx or .csv) read into rows of cell texts, or refused with a message a user
 * understands. The kind is told by the bytes, not the name: an image renamed .xlsx is not a
 * workbook, and a workbook renamed .csv is read as one.
 */

export const IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 10_000, maxColumns: 100 } as const;

/** A refusal of the file, in both languages. */
const refused = (zh: string, en: string) => new EntityError('badRequest', zh, undefined, en);
export const IMPORT_REFUSALS = {
  empty: () => refused('文件为空', 'The file is empty'),
  kind: () => refused('只能导入 .xlsx 或 .csv 文件', 'Only .xlsx or .csv files can be imported'),
  broken: () => refused('文件已损坏或不是有效的 Excel 文件', 'The file is damaged or is not a valid Excel workbook'),
  noRows: () => refused('表格中没有数据', 'The sheet holds no data'),
  noHeader: () => refused('未找到表头行，第一行应为各列的字段名称', 'No header row found: the first row should name each column’s field'),
  noData: () => refused('表头下没有数据行', 'There are no data rows under the header'),
  tooManyRows: () =>
    refused(`行数过多，一次最多导入${IMPORT_LIMITS.maxRows}行`, `Too many rows: at most ${IMPORT_LIMITS.maxRows} rows per import`),
  tooManyColumns: () => refused(`列数过多，最多${IMPORT_LIMITS.maxColumns}列`, `Too many columns: at most ${IMPORT_LIMITS.maxColumns}`),
};

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Buffer) => ZIP.every((byte, index) => bytes[index] === byte);
/** Text files hold no NUL bytes (images, PDFs and old .xls files do, early on). */
const looksBinary = (bytes: Buffer) => bytes.subarray(0, 8192).includes(0);

/** UTF-8 (with or without its BOM), else GBK as Excel saves CSV on Chinese Windows. */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** A cell's value as the text a user sees: dates as YYYY-MM-DD (exceljs dates are UTC), formulas by their result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const date = `${value.getUTCFullYear()}-${pad2(value.getUTCMonth() + 1)}-${pad2(value.getUTCDate())}`;
    const time =
      value.getUTCHours() + value.getUTCMinutes() + value.getUTCSeconds() === 0
        ? ''
        : ` ${pad2(value.getUTCHours())}:${pad2(value.getUTCMinutes())}:${pad2(value.getUTCSeconds())}`;
    return date + time;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function readWorkbook(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw IMPORT_REFUSALS.broken();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw IMPORT_REFUSALS.noRows();
  if (sheet.rowCount > IMPORT_LIMITS.maxRows + HEADROOM) throw IMPORT_REFUSALS.tooManyRows();
  if (sheet.columnCount > IMPORT_LIMITS.maxColumns) throw IMPORT_REFUSALS.tooManyColumns();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) cells.push(cellText(row.getCell(column).value));
    rows[number - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

function readCsv(bytes: Buffer): string[][] {
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const rows = parsed.data.map((row) => row.map((cell) => String(cell ?? '')));
  if (rows.some((row) => row.length > IMPORT_LIMITS.maxColumns)) throw IMPORT_REFUSALS.tooManyColumns();
  return rows;
}

/** Rows above the header and blank rows a sheet may have besides its data. */
const HEADROOM = 20;

/**
 * The file's rows as cell texts, trailing empty rows dropped. Refused: empty, not a workbook or
 * text, a broken workbook, a sheet without data, more rows than the limit.
 */
export async function readImportFile(bytes: Buffer, fileName: string): Promise<string[][]> {
  if (bytes.length === 0) throw IMPORT_REFUSALS.empty();
  const suffix = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (suffix !== undefined && suffix !== 'xlsx' && suffix !== 'csv') throw IMPORT_REFUSALS.kind();
  let rows: string[][];
  if (isZip(bytes)) rows = await readWorkbook(bytes);
  else if (suffix === 'xlsx' || looksBinary(bytes)) throw IMPORT_REFUSALS.broken();
  else rows = readCsv(bytes);
  while (rows.length > 0 && rows[rows.length - 1]!.every((cell) => cell.trim() === '')) rows.pop();
  if (rows.length === 0) throw IMPORT_REFUSALS.noRows();
  if (rows.length > IMPORT_LIMITS.maxRows + HEADROOM) throw IMPORT_REFUSALS.tooManyRows();
  return rows;
}
