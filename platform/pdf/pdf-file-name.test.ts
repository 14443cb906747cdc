import { describe, expect, it } from 'vitest';
import { pdfFileName } from './pdf-file-name';

describe('pdfFileName', () => {
  it('is the prefix and the minute, like the CSV exports', () => {
    expect(pdfFileName('数据分析驾驶舱', '2026-11-24 12:10:59')).toBe('数据分析驾驶舱2026-11-24-1210.pdf');
  });
});
