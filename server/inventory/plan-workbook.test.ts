import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildPlanWorkbook, workbookFileName } from './plan-workbook';

describe('buildPlanWorkbook', () => {
  it('writes the records under Chinese headings, Desc texts for codes, a formula-looking text as text', async () => {
    const body = await buildPlanWorkbook({
      plan: {
        id: 'p',
        planName: '年中盘点',
        deptIds: ['d1'],
        deptIdsDesc: '内科',
        state: '02',
        planStartDate: '2026-06-01',
        planEndDate: '2026-06-30',
      },
      summary: { inventoryPlaned: 3, inventoryCounted: 2, inventoryEquals: 1, inventorySurplus: 0, inventoryLoss: 1 },
      columns: [
        { field: 'eqpName', title: '设备名称' },
        { field: 'resultState', title: '盘点状态' },
      ],
      records: [
        { id: 'a', eqpName: '=HYPERLINK("x")', resultState: '03', resultStateDesc: '盘亏' },
        { id: 'b', eqpName: '监护仪', resultState: '01', resultStateDesc: '盘平' },
      ],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('盘点记录')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '设备名称', '盘点状态']);
    expect(sheet.getRow(2).values).toEqual([undefined, '=HYPERLINK("x")', '盘亏']);
    expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    const totals = workbook.getWorksheet('盘点汇总')!;
    expect(totals.getRow(3).values).toEqual([undefined, '盘点科室', '内科']);
    expect(totals.getRow(11).values).toEqual([undefined, '盘亏', 1]);
  });
});

describe('workbookFileName', () => {
  it('is prefix, plan name, date and row count, with no path characters', () => {
    expect(workbookFileName('a/b:c', 12, dayjs('2026-11-23T08:31:00'))).toBe('盘点记录-a_b_c-2026-11-23-0831_12条.xlsx');
  });
});
