import { describe, expect, it } from 'vitest';
import { idleTooLong } from './use-auto-logout';

describe('inactivity', () => {
  it('counts as too long only past the delay in seconds', () => {
    expect(idleTooLong(0, 180_000, 180)).toBe(false);
    expect(idleTooLong(0, 180_001, 180)).toBe(true);
  });
});
