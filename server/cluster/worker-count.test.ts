import { describe, expect, it } from 'vitest';
import { workerCount } from './worker-count.js';

describe('WORKERS', () => {
  it('is one process when unset, empty or 1', () => {
    expect(workerCount(undefined, 8)).toBe(1);
    expect(workerCount('', 8)).toBe(1);
    expect(workerCount('1', 8)).toBe(1);
  });

  it('is one worker per core for auto, in any case, and N for a number', () => {
    expect(workerCount('auto', 8)).toBe(8);
    expect(workerCount(' AUTO ', 2)).toBe(2);
    expect(workerCount('3', 8)).toBe(3);
  });

  it('refuses anything else, naming the value', () => {
    for (const bad of ['0', '-2', '1.5', 'many']) {
      expect(() => workerCount(bad, 8)).toThrow(`环境变量 WORKERS 必须是 auto 或正整数，当前值: ${bad}`);
    }
  });
});
