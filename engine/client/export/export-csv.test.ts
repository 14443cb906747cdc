import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sampleEntities } from '../stories/sample-entities';
import { buildExportCsv, exportColumnsOf, exportFileName, exportProblem, safeCsvCell, UTF8_BOM } from './export-csv';

const { acct, dic } = sampleEntities;
const yesNo = { yes: '是', no: '否' };
const same = (text: string) => text;

describe('CSV export', () => {
  it('takes the columns from list.export: the item title when given, else the field title', () => {
    expect(exportColumnsOf(acct, same)).toEqual([
      { field: 'id', title: 'ID' },
      { field: 'acctName', title: '账号名称/姓名' },
      { field: 'cellPhone', title: '手机号' },
    ]);
    const retitled = { ...dic, list: { ...dic.list!, export: { fields: [{ field: 'type', title: '字典类型' }], fileName: '系统字典' } } };
    expect(exportColumnsOf(retitled, same)).toEqual([{ field: 'type', title: '字典类型' }]);
    expect(exportColumnsOf(dic, (text) => (text === '类型' ? 'Type' : text))[1]).toEqual({ field: 'type', title: 'Type' });
  });

  it('starts with a UTF-8 BOM and writes Desc texts for dictionary fields and 是/否 for booleans', () => {
    const rows = [{ id: 'a'.repeat(24), acctName: '张三', type: '01', typeDesc: '医院级标准用户', disabled: true }];
    const csv = buildExportCsv(
      acct,
      rows,
      [
        { field: 'acctName', title: '账号名称/姓名' },
        { field: 'type', title: '账号类型' },
        { field: 'disabled', title: '停用' },
      ],
      yesNo,
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('账号名称/姓名,账号类型,停用\r\n张三,医院级标准用户,是');
  });

  it('keeps cells starting with = + - @ tab or CR from being read as formulas', () => {
    expect(['=SUM(A1)', '+1', '-2', '@x', '\tx', '\rx', 'a=b', ''].map(safeCsvCell)).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-2",
      "'@x",
      "'\tx",
      "'\rx",
      'a=b',
      '',
    ]);
    const csv = buildExportCsv(
      dic,
      [{ id: 'x', description: '=HYPERLINK("http://evil")' }],
      [{ field: 'description', title: '描述' }],
      yesNo,
    );
    expect(Papa.parse<string[]>(csv.slice(1)).data).toEqual([['描述'], ['\'=HYPERLINK("http://evil")']]);
  });

  it('writes money as the number sent, not the grouped text of the table', () => {
    const priced = { ...dic, fields: { ...dic.fields, price: { type: 'number' as const, format: 'money' as const, title: '价格' } } };
    const csv = buildExportCsv(priced, [{ id: 'x', price: 2109000.5 }], [{ field: 'price', title: '价格' }], yesNo);
    expect(csv.slice(1)).toBe('价格\r\n2109000.5');
  });

  it('names the file <fileName><YYYY-MM-DD-HHmm>_<row count>.csv, the count apart from the time', () => {
    expect(exportFileName('系统字典', new Date(2026, 10, 23, 8, 31, 5), 3)).toBe('系统字典2026-11-23-0831_3条.csv');
    expect(exportFileName('table-list', new Date(2026, 10, 21, 9, 5, 59), 13, (count) => `${count}-rows`)).toBe(
      'table-list2026-11-21-0905_13-rows.csv',
    );
  });

  it('refuses with no rows first, then with no column ticked', () => {
    expect(exportProblem([], [])).toBe('empty');
    expect(exportProblem([{ id: 'a' }], [])).toBe('noColumn');
    expect(exportProblem([{ id: 'a' }], [{ field: 'id', title: 'ID' }])).toBeNull();
  });
});
