import { describe, expect, it } from 'vitest';
import { refusedCsv } from './import-plan';

describe('the refused rows’ file', () => {
  it('is a CSV with a BOM: the row number, the message, then the row’s cells under the file’s headers', () => {
    expect(
      refusedCsv(
        [{ row: 4, message: '序列号格式为SN-四位数字', cells: ['监护仪', 'SN-12', '备注, 有逗号'] }],
        { row: '行号', message: '原因' },
        ['名称', '序列号', '备注'],
      ),
    ).toBe('\uFEFF行号,原因,名称,序列号,备注\r\n4,序列号格式为SN-四位数字,监护仪,SN-12,"备注, 有逗号"');
  });

  it('leaves a cell empty when the row was shorter than the header', () => {
    expect(refusedCsv([{ row: 2, message: '名称为必输项', cells: [] }], { row: 'Row', message: 'Reason' }, ['名称'])).toBe(
      '\uFEFFRow,Reason,名称\r\n2,名称为必输项,',
    );
  });
});
