import { describe, expect, it } from 'vitest';
import { BOOT_RATE_PAGE_SIZE, REPAIR_CAROUSEL_PAGE_SIZE, REPAIR_CAROUSEL_PER_ROW } from './dashboard-constants';
import { chunk, nextPage, pageCount, pageOf } from './paging';

const items = Array.from({ length: 14 }, (_, index) => index + 1);

describe('paging', () => {
  it('counts pages of six', () => {
    expect(BOOT_RATE_PAGE_SIZE).toBe(6);
    expect(pageCount(0, 6)).toBe(0);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(14, 6)).toBe(3);
  });

  it('slices a page, the last one short, out of range empty', () => {
    expect(pageOf(items, 0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageOf(items, 2, 6)).toEqual([13, 14]);
    expect(pageOf(items, 3, 6)).toEqual([]);
    expect(pageOf(items, -1, 6)).toEqual([]);
  });

  it('rotates through the pages and wraps after the last', () => {
    expect(nextPage(0, 3)).toBe(1);
    expect(nextPage(1, 3)).toBe(2);
    expect(nextPage(2, 3)).toBe(0);
  });

  it('does not rotate one page or none', () => {
    expect(nextPage(0, 1)).toBe(0);
    expect(nextPage(0, 0)).toBe(0);
    expect(nextPage(5, 1)).toBe(0);
  });

  it('splits the repair carousel into pages of 6 and rows of 3', () => {
    expect(REPAIR_CAROUSEL_PAGE_SIZE).toBe(6);
    expect(REPAIR_CAROUSEL_PER_ROW).toBe(3);
    const pages = chunk(items, REPAIR_CAROUSEL_PAGE_SIZE);
    expect(pages).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11, 12],
      [13, 14],
    ]);
    expect(chunk(pages[0] ?? [], REPAIR_CAROUSEL_PER_ROW)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(chunk([], 6)).toEqual([]);
  });
});
