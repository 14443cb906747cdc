import { describe, expect, it } from 'vitest';
import { addedIdOf, needsFetch, placeAddedRow } from './added-row';

const rows = [{ id: 'a' }, { id: 'b' }];

describe('placeAddedRow', () => {
  it('leaves the page as it is when nothing was added', () => {
    expect(placeAddedRow(rows, null)).toEqual({ rows, pinned: false });
  });

  it('highlights the new row where the page holds it', () => {
    expect(placeAddedRow(rows, { id: 'b' })).toEqual({ rows, highlightedId: 'b', pinned: false });
  });

  it('shows a new row of another page first, pinned', () => {
    const added = { id: 'n', acctName: '新' };
    expect(placeAddedRow(rows, { id: 'n', row: added })).toEqual({ rows: [added, ...rows], highlightedId: 'n', pinned: true });
  });

  it('shows nothing extra while the row is being fetched', () => {
    expect(placeAddedRow(rows, { id: 'n' })).toEqual({ rows, pinned: false });
    expect(needsFetch(rows, { id: 'n' })).toBe(true);
    expect(needsFetch(rows, { id: 'a' })).toBe(false);
    expect(needsFetch(rows, { id: 'n', row: { id: 'n' } })).toBe(false);
  });
});

describe('addedIdOf', () => {
  it('reads the id an add answers', () => {
    expect(addedIdOf('0123456789abcdef01234567')).toBe('0123456789abcdef01234567');
    expect(addedIdOf({ id: 'x' })).toBe('x');
    expect(addedIdOf(null)).toBeUndefined();
    expect(addedIdOf('')).toBeUndefined();
  });
});
