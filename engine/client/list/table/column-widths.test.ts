import { describe, expect, it } from 'vitest';
import { columnWidth, MAX_CONTENT_WIDTH, MIN_COLUMN_WIDTH, titleWidth } from './column-widths';

describe('column widths', () => {
  it('gives a short title the minimum width', () => {
    expect(columnWidth('状态', {})).toBe(MIN_COLUMN_WIDTH);
  });

  it('widens a column for a long title, Chinese characters counting double', () => {
    expect(titleWidth('初始化状态')).toBe(5 * 14 + 40);
    expect(titleWidth('Initialised')).toBe(11 * 8 + 40);
    expect(columnWidth('Mini-program interface state', {})).toBe(28 * 8 + 40);
  });

  it('leaves room for the sort arrows', () => {
    expect(titleWidth('创建时间', true)).toBe(titleWidth('创建时间') + 24);
  });

  it("keeps the schema's width when it is the larger", () => {
    expect(columnWidth('创建时间', { sortable: true, preferred: 180 })).toBe(180);
    expect(columnWidth('The date and time this record was last changed', { preferred: 180 })).toBe(46 * 8 + 40);
  });

  it('grows to hold the values shown, up to a limit; a preferred width wins over the values', () => {
    expect(columnWidth('医院名称', { contents: ['示范市第一人民医院', '中心医院'] })).toBe(9 * 14 + 40);
    expect(columnWidth('备注', { contents: ['很长'.repeat(40)] })).toBe(MAX_CONTENT_WIDTH);
    expect(columnWidth('创建时间', { preferred: 180, contents: ['很长'.repeat(40)] })).toBe(180);
  });
});
