import { describe, expect, it } from 'vitest';
import { planPdfPages } from './pdf-pages';

describe('planPdfPages', () => {
  it('is one page when the region fits', () => {
    expect(
      planPdfPages(800, 1000, [
        { top: 0, bottom: 400 },
        { top: 420, bottom: 800 },
      ]),
    ).toEqual([{ start: 0, end: 800 }]);
  });

  it('starts a new page before a panel the page edge would cut', () => {
    const blocks = [
      { top: 0, bottom: 300 },
      { top: 320, bottom: 700 },
      { top: 720, bottom: 1100 },
      { top: 1120, bottom: 1500 },
    ];
    expect(planPdfPages(1500, 1000, blocks)).toEqual([
      { start: 0, end: 720 },
      { start: 720, end: 1500 },
    ]);
  });

  it('breaks between panels that sit side by side at the first of them', () => {
    const blocks = [
      { top: 0, bottom: 600 },
      { top: 650, bottom: 1200 },
      { top: 700, bottom: 1100 },
    ];
    expect(planPdfPages(1200, 1000, blocks)).toEqual([
      { start: 0, end: 650 },
      { start: 650, end: 1200 },
    ]);
  });

  it('cuts a panel taller than a page at the page edge, as nothing else would print it', () => {
    expect(planPdfPages(2500, 1000, [{ top: 0, bottom: 2500 }])).toEqual([
      { start: 0, end: 1000 },
      { start: 1000, end: 2000 },
      { start: 2000, end: 2500 },
    ]);
    // A tall panel below a short one: the short one keeps its page, the tall one starts the next.
    expect(
      planPdfPages(2600, 1000, [
        { top: 0, bottom: 200 },
        { top: 300, bottom: 2600 },
      ]),
    ).toEqual([
      { start: 0, end: 300 },
      { start: 300, end: 1300 },
      { start: 1300, end: 2300 },
      { start: 2300, end: 2600 },
    ]);
  });

  it('cuts anywhere between panels and over a region without panels', () => {
    expect(planPdfPages(2100, 1000, [])).toEqual([
      { start: 0, end: 1000 },
      { start: 1000, end: 2000 },
      { start: 2000, end: 2100 },
    ]);
    expect(planPdfPages(0, 1000, [])).toEqual([]);
  });
});
