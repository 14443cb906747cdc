import { describe, expect, it } from 'vitest';
import { spreadsheetCell } from './company-writes';

describe('the company user export', () => {
  it('writes a cell a spreadsheet would run as a formula as text, and everything else as it is', () => {
    expect(spreadsheetCell('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(spreadsheetCell('+1')).toBe("'+1");
    expect(spreadsheetCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(spreadsheetCell('张工程师')).toBe('张工程师');
    expect(spreadsheetCell('2026-11-24 08:00:00')).toBe('2026-11-24 08:00:00');
    expect(spreadsheetCell(null)).toBe('');
  });
});
