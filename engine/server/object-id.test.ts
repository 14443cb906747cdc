import { describe, expect, it } from 'vitest';
import { isObjectId, newObjectId, ROOT_PARENT_ID } from './object-id';

describe('newObjectId', () => {
  it('is 24 lowercase hex characters', () => {
    expect(newObjectId()).toMatch(/^[0-9a-f]{24}$/);
  });

  it('is ordered by creation time', () => {
    const earlier = newObjectId(Date.parse('2026-01-01T00:00:00Z'));
    const later = newObjectId(Date.parse('2026-01-01T00:00:01Z'));
    expect(earlier < later).toBe(true);
  });

  it('never repeats within one second', () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 10000 }, () => newObjectId(now)));
    expect(ids.size).toBe(10000);
  });

  it('recognises ids and the root parent id', () => {
    expect(isObjectId(ROOT_PARENT_ID)).toBe(true);
    expect(isObjectId('ABCDEF0123456789abcdef01')).toBe(false);
    expect(isObjectId('0123')).toBe(false);
    expect(isObjectId(42)).toBe(false);
  });
});
