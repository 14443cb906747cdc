import { describe, expect, it } from 'vitest';
import { KeyGuessLimiter } from './key-guess-limiter';

describe('KeyGuessLimiter', () => {
  it('lets an address try until its failures reach the budget, then says how long to wait', () => {
    const limiter = new KeyGuessLimiter(3, 60_000);
    for (let i = 0; i < 3; i++) {
      expect(limiter.waitSeconds('1.2.3.4', 1000 + i)).toBe(0);
      limiter.recordFailure('1.2.3.4', 1000 + i);
    }
    expect(limiter.waitSeconds('1.2.3.4', 2000)).toBe(59);
    expect(limiter.waitSeconds('5.6.7.8', 2000)).toBe(0);
  });

  it('forgets failures older than the window', () => {
    const limiter = new KeyGuessLimiter(2, 60_000);
    limiter.recordFailure('a', 0);
    limiter.recordFailure('a', 10_000);
    expect(limiter.waitSeconds('a', 30_000)).toBe(30);
    expect(limiter.waitSeconds('a', 60_001)).toBe(0);
  });
});
