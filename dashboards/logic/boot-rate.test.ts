import { describe, expect, it } from 'vitest';
import { bootRateChartData } from './boot-rate';

describe('bootRateChartData', () => {
  it('starts the y axis at 0.8 times the lowest rate', () => {
    const { yMin, bars } = bootRateChartData([
      { label: '心内科', rate: 0.9 },
      { label: '放射科', rate: 0.5 },
      { label: '检验科', rate: 0.75 },
    ]);
    expect(yMin).toBe(40);
    expect(bars.map((bar) => bar.drawn)).toEqual([90, 50, 75]);
    expect(bars.every((bar) => bar.base === 40)).toBe(true);
  });

  it('draws values below 0.95 as 0.95 and labels the real rate', () => {
    const { yMin, bars } = bootRateChartData([
      { label: '2026-06', rate: 0 },
      { label: '2026-07', rate: 0.004 },
      { label: '2026-08', rate: 0.6 },
    ]);
    expect(bars.map((bar) => bar.drawn)).toEqual([0.95, 0.95, 60]);
    expect(bars.map((bar) => bar.percent)).toEqual([0, 0, 60]);
    expect(yMin).toBe(0.76);
  });

  it('cuts long axis labels and keeps the full label for the tooltip', () => {
    const { bars } = bootRateChartData([{ label: '重症医学科一病区', rate: 0.83 }]);
    expect(bars[0]).toMatchObject({ label: '重症医学科一病区', axisLabel: '重症医学科一病...', percent: 83 });
  });

  it('has no bars and a zero minimum without data', () => {
    expect(bootRateChartData([])).toEqual({ bars: [], yMin: 0 });
  });
});
