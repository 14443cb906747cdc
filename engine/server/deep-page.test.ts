import { describe, expect, it } from 'vitest';
import { pageWindow } from './deep-page';

describe('pageWindow', () => {
  it('reads a page in the first half forward', () => {
    expect(pageWindow(10_000, 10, 1_000_000)).toEqual({ reversed: false, offset: 10_000, limit: 10 });
  });

  it('reads a page in the second half from the end, the same rows', () => {
    // Rows 999,990..999,999 of a million are the first ten of the reversed order.
    expect(pageWindow(999_990, 10, 1_000_000)).toEqual({ reversed: true, offset: 0, limit: 10 });
    expect(pageWindow(600_000, 20, 1_000_000)).toEqual({ reversed: true, offset: 399_980, limit: 20 });
  });

  it('reads a short last page as far as the list goes', () => {
    expect(pageWindow(1_000_040, 10, 1_000_046)).toEqual({ reversed: true, offset: 0, limit: 6 });
  });

  it('has nothing past the end', () => {
    expect(pageWindow(1_000_050, 10, 1_000_046)).toBeUndefined();
    expect(pageWindow(0, 10, 0)).toBeUndefined();
  });
});
