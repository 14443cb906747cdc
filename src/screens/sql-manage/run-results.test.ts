import { describe, expect, it } from 'vitest';
import { runResultsCsv, runResultsFileName } from './run-results';

describe('SQL run results', () => {
  it('writes a BOM, the columns and the rows, with formula-looking cells kept as text', () => {
    const csv = runResultsCsv({
      columns: ['名称', 'n'],
      rows: [
        { 名称: '=1+1', n: 2 },
        { 名称: null, n: 3 },
      ],
      truncated: false,
      rowCap: 1000,
      elapsedMs: 3,
      schema: 'platform',
    });
    expect(csv).toBe("\uFEFF名称,n\r\n'=1+1,2\r\n,3");
  });

  it('names the file after the query and the time', () => {
    expect(runResultsFileName('设备/科室', new Date(2026, 0, 2, 3, 4, 5))).toBe('设备_科室-20260102-030405.csv');
  });
});
