import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readImportFile } from './import-file';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: Error) => error.message,
  );

describe('an import file', () => {
  it('is read from a workbook’s first sheet, dates as YYYY-MM-DD and formulas by their result', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('器件');
    sheet.addRow(['器件名称', '购置日期', '价格']);
    sheet.addRow(['探头', new Date(Date.UTC(2026, 2, 1)), { formula: '1+1', result: 2 }]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readImportFile(bytes, '器件.xlsx')).toEqual([
      ['器件名称', '购置日期', '价格'],
      ['探头', '2026-03-01', '2'],
    ]);
  });

  it('is read from CSV in UTF-8 with its BOM or in GBK, trailing empty rows dropped', async () => {
    expect(await readImportFile(Buffer.from('\uFEFF名称,值\n甲,1\n\n', 'utf8'), 'a.csv')).toEqual([
      ['名称', '值'],
      ['甲', '1'],
    ]);
    const gbk = Buffer.from([0xc3, 0xfb, 0xb3, 0xc6, 0x0a, 0xbc, 0xd7]); // 名称\n甲
    expect(await readImportFile(gbk, 'b.csv')).toEqual([['名称'], ['甲']]);
  });

  it('is refused when empty, of another kind, an image renamed .xlsx or a broken workbook', async () => {
    expect(await refusal(readImportFile(Buffer.alloc(0), 'a.csv'))).toBe('文件为空');
    expect(await refusal(readImportFile(Buffer.from('x'), 'a.pdf'))).toBe('只能导入 .xlsx 或 .csv 文件');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(await refusal(readImportFile(png, 'photo.xlsx'))).toBe('文件已损坏或不是有效的 Excel 文件');
    expect(await refusal(readImportFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'cut.xlsx'))).toBe(
      '文件已损坏或不是有效的 Excel 文件',
    );
    expect(await refusal(readImportFile(Buffer.from('\n\n'), 'blank.csv'))).toBe('表格中没有数据');
  });

  it('is refused above the row limit', async () => {
    const csv = `名称\n${'甲\n'.repeat(10_030)}`;
    expect(await refusal(readImportFile(Buffer.from(csv), 'big.csv'))).toBe('行数过多，一次最多导入10000行');
  });
});
