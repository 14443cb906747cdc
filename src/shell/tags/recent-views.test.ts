import { describe, expect, it } from 'vitest';
import { RECENT_VIEWS_LIMIT, isRecentViewList, pushRecentView } from './recent-views';

const entry = (n: number) => ({ path: `/p${n}`, fullPath: `/p${n}?hosp_code=10001`, title: `页面${n}` });

describe('recent pages', () => {
  it('puts the latest first, once, and keeps at most 7', () => {
    let list = [entry(1), entry(2)];
    list = pushRecentView(list, entry(2));
    expect(list.map((e) => e.path)).toEqual(['/p2', '/p1']);
    for (let n = 3; n <= 10; n += 1) list = pushRecentView(list, entry(n));
    expect(RECENT_VIEWS_LIMIT).toBe(7);
    expect(list.map((e) => e.path)).toEqual(['/p10', '/p9', '/p8', '/p7', '/p6', '/p5', '/p4']);
  });

  it('recognises stored lists', () => {
    expect(isRecentViewList([entry(1)])).toBe(true);
    expect(isRecentViewList([{ path: '/x' }])).toBe(false);
  });
});
