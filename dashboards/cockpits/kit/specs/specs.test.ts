import { describe, expect, it } from 'vitest';
import { barSpec, labelWidth, percentText, stackedSpec } from './index';

describe('labelWidth', () => {
  it('counts wide characters about twice as wide as narrow ones', () => {
    expect(labelWidth('外科')).toBe(26);
    expect(labelWidth('12.5')).toBe(30);
    expect(labelWidth('')).toBe(0);
  });
});

describe('barSpec', () => {
  it('leaves room right of horizontal bars for the longest label', () => {
    const spec = barSpec(
      [
        { name: '外科', value: 168 },
        { name: '内科', value: 9, text: '9 单 · 12 小时' },
      ],
      { horizontal: true, valueName: '数量' },
    ) as { paddingRight: number };
    expect(spec.paddingRight).toBe(labelWidth('9 单 · 12 小时') + 12);
  });

  it('fixes a rate axis at 0..100%', () => {
    const spec = barSpec([{ name: '外科', value: 0.83 }], { rate: true, format: percentText, valueName: '开机率' }) as {
      scale: { y: unknown };
      paddingRight?: number;
    };
    expect(spec.scale.y).toEqual({ domain: [0, 1], nice: false });
    expect(spec.paddingRight).toBeUndefined();
    expect(percentText(0.835)).toBe('84%');
  });
});

describe('stackedSpec', () => {
  it('keeps every month on the axis and the series in the given order', () => {
    const spec = stackedSpec([{ x: '2026-07', series: '外科', value: 3 }], {
      xDomain: ['2026-06', '2026-07'],
      seriesOrder: ['外科', '其他'],
    }) as {
      scale: { x: { domain: string[] }; color: { domain: string[] } };
    };
    expect(spec.scale.x.domain).toEqual(['2026-06', '2026-07']);
    expect(spec.scale.color.domain).toEqual(['外科', '其他']);
  });
});
