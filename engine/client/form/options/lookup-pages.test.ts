import { describe, expect, it } from 'vitest';
import { addPage, emptyPages, hasMore, shownOptions } from './lookup-pages';

const option = (value: string) => ({ value, label: `L${value}` });

describe('a lookup picker’s pages', () => {
  it('append page after page, without repeats, and tell whether more follow', () => {
    let pages = emptyPages('k');
    expect(hasMore(pages)).toBe(true);
    pages = addPage(pages, 'k', 1, { list: [option('a'), option('b')], total: 3 });
    expect(hasMore(pages)).toBe(true);
    pages = addPage(pages, 'k', 2, { list: [option('b'), option('c')], total: 3 });
    expect(pages.options.map((item) => item.value)).toEqual(['a', 'b', 'c']);
    expect(hasMore(pages)).toBe(false);
  });

  it('ignore a page of another search, or one out of order', () => {
    const pages = addPage(emptyPages('k'), 'k', 1, { list: [option('a')], total: 5 });
    expect(addPage(pages, 'other', 2, { list: [option('x')], total: 1 })).toBe(pages);
    expect(addPage(pages, 'k', 3, { list: [option('x')], total: 1 })).toBe(pages);
  });

  it('show the value’s own label when the loaded pages do not have it', () => {
    expect(shownOptions([option('a')], 'z', { z: '张三' })).toEqual([{ value: 'z', label: '张三' }, option('a')]);
    expect(shownOptions([option('a')], 'a', {})).toEqual([option('a')]);
    expect(shownOptions([option('a')], 'z', {})).toEqual([option('a')]);
  });
});
