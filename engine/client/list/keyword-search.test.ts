import { describe, expect, it } from 'vitest';
import { searchRows } from './keyword-search';

const rows = [
  { id: 'a', acctName: '张三', type: '01', typeDesc: '医院级标准用户', sort: 12 },
  { id: 'b', acctName: 'Li Si', type: '02', typeDesc: '非标准用户', sort: 3 },
  { id: 'c', acctName: '王五', type: '03', typeDesc: '超级管理员', remark: null },
];

describe('searchRows', () => {
  it('matches a substring of any field value, Desc texts included', () => {
    expect(searchRows(rows, '标准').map((row) => row.id)).toEqual(['a', 'b']);
    expect(searchRows(rows, '超级').map((row) => row.id)).toEqual(['c']);
  });

  it('matches numbers as text and ignores case and surrounding spaces', () => {
    expect(searchRows(rows, '2').map((row) => row.id)).toEqual(['a', 'b']);
    expect(searchRows(rows, '  li si ').map((row) => row.id)).toEqual(['b']);
  });

  it('keeps every row for a blank keyword and none when nothing matches', () => {
    expect(searchRows(rows, ' ')).toBe(rows);
    expect(searchRows(rows, '不存在')).toEqual([]);
  });
});
