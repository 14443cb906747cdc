import { describe, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import { minimalPdf } from './minimal-pdf';

describe('minimalPdf', () => {
  it('is a small PDF whose cross-reference offsets point at its objects', async () => {
    const pdf = minimalPdf('Operating Manual (Monitor)', ['Line one', 'Line \\two']);
    expect(pdf.length).toBeLessThan(1000);
    expect((await fileTypeFromBuffer(pdf))?.mime).toBe('application/pdf');
    const text = pdf.toString('latin1');
    expect(text).toContain('(Operating Manual \\(Monitor\\)) Tj');
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets.map((offset, index) => text.slice(offset, offset + `${index + 1} 0 obj`.length))).toEqual(
      offsets.map((_o, index) => `${index + 1} 0 obj`),
    );
  });
});
